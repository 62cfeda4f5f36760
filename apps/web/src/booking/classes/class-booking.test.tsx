import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  CLASS_REQUEST_MESSAGES,
  CONSENT_MESSAGE,
  todayIn,
  type PublicClass,
  type PublicCourse,
} from '@adiestra/shared';
import { fail, mockApi, ok, type MockRequest, type MockRoutes } from '@/testing/fetch-mock';
import { BookingApp } from '../booking-app';

/** Issue 29: "Clases en grupo" on the booking page, opened on demand. */
const ID = '0190f0c2-5a4b-7c3d-8e9f-0123456789ab';
const OPEN = '0190f0c2-5a4b-7c3d-8e9f-0000000000c1';
const FULL = '0190f0c2-5a4b-7c3d-8e9f-0000000000c2';
const educator = {
  id: ID,
  name: 'Lucía García',
  businessName: 'Huellas Felices',
  place: null,
  timeZone: 'Europe/Madrid',
};
// Upcoming classes, from today's date: never a date that expires.
const OPEN_DAY = addDays(todayIn('Europe/Madrid'), 10);
const FULL_DAY = addDays(OPEN_DAY, 7);
const longDay = (day: string) =>
  new Intl.DateTimeFormat('es-ES', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T12:00:00Z`));
const groupClass = (overrides: Partial<PublicClass> = {}): PublicClass => ({
  id: OPEN,
  serviceName: 'Cachorros',
  date: OPEN_DAY,
  time: '18:00',
  duration: 60,
  place: 'Parque del Retiro',
  free: 3,
  minAgeMonths: 2,
  maxAgeMonths: 6,
  priceCents: 1500,
  payment: 'price',
  documents: [],
  ...overrides,
});
const CLASSES = [
  groupClass(),
  groupClass({
    id: FULL,
    serviceName: 'Obediencia',
    date: FULL_DAY,
    free: 0,
    minAgeMonths: null,
    maxAgeMonths: null,
  }),
];
const COURSE = '0190f0c2-5a4b-7c3d-8e9f-0000000000d1';
const COURSE_LAST = addDays(OPEN_DAY, 21);
const course = (overrides: Partial<PublicCourse> = {}): PublicCourse => ({
  id: COURSE,
  name: 'Obediencia básica',
  serviceName: 'Obediencia',
  firstDate: OPEN_DAY,
  lastDate: COURSE_LAST,
  classCount: 4,
  time: '19:00',
  duration: 60,
  place: 'Parque del Retiro',
  free: 2,
  priceCents: 12000,
  payment: 'price',
  minAgeMonths: null,
  maxAgeMonths: null,
  documents: [],
  ...overrides,
});

async function fillForm() {
  await userEvent.type(await section().findByLabelText(/Nombre completo/), 'Irene Soler');
  await userEvent.type(section().getByLabelText(/^Email/), 'irene@example.com');
  await userEvent.type(section().getByLabelText(/Teléfono/), '611222333');
  await userEvent.type(section().getByLabelText(/Nombre de tu perro/), 'Kira');
  await userEvent.click(section().getByLabelText(/Acepto que/));
}

function setup(routes: MockRoutes = {}) {
  const sent: MockRequest[] = [];
  mockApi({
    [`GET /api/public/educators/${ID}`]: () => ok(educator),
    [`GET /api/public/educators/${ID}/services`]: () => ok({ services: [] }),
    [`GET /api/public/educators/${ID}/classes`]: () => ok({ classes: CLASSES, courses: [] }),
    'POST /api/public/classes/request': (r) => {
      sent.push(r);
      return ok(
        {
          id: '0190f0c2-5a4b-7c3d-8e9f-0000000000f1',
          status: 'PENDING',
          dogName: 'Kira',
          serviceName: 'Cachorros',
          date: OPEN_DAY,
          time: '18:00',
        },
        CLASS_REQUEST_MESSAGES.sent,
        201,
      );
    },
    ...routes,
  });
  render(<BookingApp businessId={ID} />);
  return sent;
}

/** The classes' own region: the wizard above has fields of the same names. */
const section = () => within(screen.getByRole('region', { name: 'Clases en grupo' }));

async function openClasses() {
  await userEvent.click(await screen.findByRole('button', { name: 'Ver clases' }));
  return screen.findByRole('list', { name: 'Próximas clases' });
}

describe('Clases en grupo on the booking page', () => {
  it('lists the classes with their free places and ages; a full one is shown but not selectable', async () => {
    setup();
    const list = await openClasses();
    expect(within(list).getByText('3 plazas libres')).toBeInTheDocument();
    expect(within(list).getByText('Edad del perro: de 2 meses a 6 meses')).toBeInTheDocument();
    expect(within(list).getByText(longDay(OPEN_DAY), { exact: false })).toBeInTheDocument();
    expect(within(list).getByText('Obediencia')).toBeInTheDocument();
    expect(within(list).getByText('Completa')).toBeInTheDocument();
    // Issue 45: what a place costs is on the card.
    expect(within(list).getAllByText('15,00 €')).toHaveLength(2);
    const buttons = within(list).getAllByRole('button');
    expect(buttons).toHaveLength(1);
    expect(buttons[0]).toHaveAccessibleName(/Pedir plaza en Cachorros/);
  });

  it('asks for a place with the booking form’s rules and shows what was sent', async () => {
    const sent = setup();
    const list = await openClasses();
    await userEvent.click(within(list).getByRole('button', { name: /Pedir plaza en Cachorros/ }));
    expect(await screen.findByRole('heading', { name: 'Pide tu plaza' })).toHaveFocus();
    await userEvent.click(section().getByRole('button', { name: 'Pedir plaza' }));
    expect(await section().findByRole('alert')).toHaveTextContent(
      'Por favor, completa todos los campos de información personal',
    );
    expect(sent).toHaveLength(0);
    await userEvent.type(section().getByLabelText(/Nombre completo/), 'Irene Soler');
    await userEvent.type(section().getByLabelText(/^Email/), 'irene@example.com');
    await userEvent.type(section().getByLabelText(/Teléfono/), '611222333');
    await userEvent.type(section().getByLabelText(/Nombre de tu perro/), 'Kira');
    await userEvent.click(section().getByRole('button', { name: 'Pedir plaza' }));
    expect(await section().findByRole('alert')).toHaveTextContent(CONSENT_MESSAGE);
    await userEvent.click(section().getByLabelText(/Acepto que Huellas Felices trate mis datos/));
    await userEvent.click(section().getByRole('button', { name: 'Pedir plaza' }));
    expect(await screen.findByRole('heading', { name: '¡Solicitud Enviada!' })).toBeInTheDocument();
    expect(screen.getByText(/Huellas Felices revisará tu solicitud para Kira en Cachorros/));
    expect(sent[0]!.body).toMatchObject({
      educatorId: ID,
      classId: OPEN,
      clientName: 'Irene Soler',
      clientEmail: 'irene@example.com',
      dogName: 'Kira',
      consent: true,
      consentVersionIds: [],
    });
  });

  it("shows the server's refusal when the class filled meanwhile", async () => {
    setup({
      'POST /api/public/classes/request': () => fail(409, 'CONFLICT', CLASS_REQUEST_MESSAGES.full),
    });
    const list = await openClasses();
    await userEvent.click(within(list).getByRole('button', { name: /Pedir plaza en Cachorros/ }));
    await userEvent.type(await section().findByLabelText(/Nombre completo/), 'Irene Soler');
    await userEvent.type(section().getByLabelText(/^Email/), 'irene@example.com');
    await userEvent.type(section().getByLabelText(/Teléfono/), '611222333');
    await userEvent.type(section().getByLabelText(/Nombre de tu perro/), 'Kira');
    await userEvent.click(section().getByLabelText(/Acepto que/));
    await userEvent.click(section().getByRole('button', { name: 'Pedir plaza' }));
    expect(await section().findByRole('alert')).toHaveTextContent(CLASS_REQUEST_MESSAGES.full);
  });

  it('says when there are no classes, and offers a retry when the list fails', async () => {
    let calls = 0;
    setup({
      [`GET /api/public/educators/${ID}/classes`]: () =>
        ++calls === 1 ? fail(500, 'INTERNAL', 'Error interno') : ok({ classes: [], courses: [] }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Ver clases' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Reintentar' }));
    expect(
      await screen.findByText(/Ahora mismo no hay clases en grupo programadas/),
    ).toBeInTheDocument();
  });

  it('sells a course whole: its name, dates, classes and price, one request for the course', async () => {
    const sent: MockRequest[] = [];
    setup({
      [`GET /api/public/educators/${ID}/classes`]: () =>
        ok({ classes: CLASSES, courses: [course(), course({ id: FULL, name: 'Lleno', free: 0 })] }),
      'POST /api/public/courses/request': (r) => {
        sent.push(r);
        return ok(
          {
            id: '0190f0c2-5a4b-7c3d-8e9f-0000000000f2',
            status: 'PENDING',
            dogName: 'Kira',
            serviceName: 'Obediencia básica',
            date: OPEN_DAY,
            time: '19:00',
          },
          CLASS_REQUEST_MESSAGES.sent,
          201,
        );
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Ver clases' }));
    expect(
      await screen.findByRole('heading', { name: 'Elige un curso o una clase' }),
    ).toBeInTheDocument();
    const courses = screen.getByRole('list', { name: 'Próximos cursos' });
    expect(within(courses).getByText('Obediencia básica')).toBeInTheDocument();
    expect(
      within(courses).getAllByText(
        `4 clases, del ${longDay(OPEN_DAY)} al ${longDay(COURSE_LAST)}`,
      )[0],
    ).toBeInTheDocument();
    expect(within(courses).getAllByText('120,00 € por 4 clases')[0]).toBeInTheDocument();
    expect(within(courses).getByText('Completo')).toBeInTheDocument();
    // The full course is shown but cannot be chosen.
    expect(within(courses).getAllByRole('button')).toHaveLength(1);
    await userEvent.click(
      within(courses).getByRole('button', { name: /Pedir plaza en el curso Obediencia básica/ }),
    );
    expect(await section().findByText('Curso: Obediencia básica')).toBeInTheDocument();
    await fillForm();
    await userEvent.click(section().getByRole('button', { name: 'Pedir plaza' }));
    expect(await screen.findByRole('heading', { name: '¡Solicitud Enviada!' })).toBeInTheDocument();
    expect(
      screen.getByText(/revisará tu solicitud para Kira en el curso Obediencia básica/),
    ).toBeInTheDocument();
    expect(sent[0]!.body).toMatchObject({ educatorId: ID, courseId: COURSE, dogName: 'Kira' });
    expect(sent[0]!.body).not.toHaveProperty('classId');
  });
});
