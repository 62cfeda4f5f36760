import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { COURSE_MESSAGES, WAITLIST_MESSAGES, type OwnerCourse } from '@adiestra/shared';
import { fail, mockApi, ok, type MockRequest } from '@/testing/fetch-mock';
import { renderWithProviders } from '@/testing/render';
import { OwnerCoursesSection } from './owner-courses-section';

const COURSE = '0190a000-0000-7000-8000-0000000000c1';
const DOG = '0190a000-0000-7000-8000-0000000000e1';
const ENROLMENT = '0190a000-0000-7000-8000-0000000000f1';
const ENTRY = '0190a000-0000-7000-8000-0000000000f2';
const MISSED = '0190a000-0000-7000-8000-0000000000f3';
const OTHER_CLASS = '0190a000-0000-7000-8000-0000000000d9';
const classId = (n: number) => `0190a000-0000-7000-8000-0000000000d${n}`;

type Dog = OwnerCourse['dogs'][number];
const luna = (overrides: Partial<Dog> = {}): Dog => ({
  id: DOG,
  name: 'Luna',
  enrolmentId: null,
  canCancel: false,
  classes: [],
  waitlist: null,
  makeups: [],
  ...overrides,
});

const course = (overrides: Partial<OwnerCourse> = {}): OwnerCourse => ({
  id: COURSE,
  trainerName: 'Escuela Canina Lucía',
  givenBy: null,
  name: 'Cachorros, edición de enero',
  serviceName: 'Clase de cachorros',
  firstDate: '2027-01-05',
  lastDate: '2027-01-19',
  time: '18:00',
  place: 'Parque del Retiro',
  classCount: 3,
  places: 6,
  started: false,
  classes: [1, 2, 3].map((n) => ({
    id: classId(n),
    date: `2027-01-${String(5 + (n - 1) * 7).padStart(2, '0')}`,
    time: '18:00',
    cancelled: false,
  })),
  remaining: 3,
  priceCents: 9000,
  payment: 'price',
  priceNowCents: 9000,
  free: 4,
  open: true,
  enrolment: 'direct',
  makeupLimit: 1,
  makeupClasses: [],
  dogs: [luna()],
  ...overrides,
});

function setup(routes: Parameters<typeof mockApi>[0], courses: OwnerCourse[]) {
  mockApi({ 'GET /api/owner/courses': () => ok({ courses }), ...routes });
  renderWithProviders(<OwnerCoursesSection />);
}

/** The first class held and attended, the second missed, the third still to come. */
const enrolled = (overrides: Partial<Dog> = {}) =>
  luna({
    enrolmentId: ENROLMENT,
    canCancel: true,
    classes: [
      { classId: classId(1), state: 'attended' },
      { classId: classId(2), state: 'missed' },
      { classId: classId(3), state: 'upcoming' },
    ],
    ...overrides,
  });

describe('OwnerCoursesSection', () => {
  it("shows the course's dates, places and price, and enrols a dog", async () => {
    const calls: MockRequest[] = [];
    setup(
      {
        [`POST /api/owner/courses/${COURSE}/enrolments`]: (r) => {
          calls.push(r);
          return ok(null, COURSE_MESSAGES.enrolled, 201);
        },
      },
      [course()],
    );
    expect(await screen.findByText('Plazas libres: 4/6')).toBeInTheDocument();
    const dates = screen.getByRole('list', { name: 'Clases de Cachorros, edición de enero' });
    expect(within(dates).getAllByRole('listitem')).toHaveLength(3);
    expect(within(dates).getByText('martes, 5 de enero de 2027')).toBeInTheDocument();
    expect(screen.getByText('Precio: 90,00 € (3 clases)')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Apuntar a Luna al curso' }));
    expect(await screen.findByText(COURSE_MESSAGES.enrolled)).toBeInTheDocument();
    expect(calls[0]!.body).toEqual({ dogId: DOG });
  });

  it('tells a late joiner what the classes left cost, and a closed course takes no one', async () => {
    setup({}, [
      course({ started: true, remaining: 2, priceNowCents: 6000 }),
      course({ id: 'otro', name: 'Obediencia', started: true, open: false }),
    ]);
    expect(
      await screen.findByText(
        'Ya ha empezado: si te apuntas ahora pagas 60,00 € por las 2 clases que quedan (curso completo: 90,00 € (3 clases)).',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Ya ha empezado y no admite incorporaciones.')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /Apuntar a Luna/ })).toHaveLength(1);
  });

  it("shows the server's refusal when the last place went to someone else", async () => {
    setup(
      {
        [`POST /api/owner/courses/${COURSE}/enrolments`]: () =>
          fail(409, 'CONFLICT', COURSE_MESSAGES.full),
      },
      [course({ free: 1 })],
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Apuntar a Luna al curso' }));
    expect(await screen.findByText(COURSE_MESSAGES.full)).toBeInTheDocument();
  });

  it('sends the owner to the trainer when the trainer enrols each dog', async () => {
    setup({}, [course({ enrolment: 'request' })]);
    expect(await screen.findByText(COURSE_MESSAGES.reviewed)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Apuntar a Luna al curso' })).toBeNull();
  });

  it('keeps the waiting list of a full course when the trainer enrols each dog', async () => {
    setup({}, [course({ enrolment: 'request', free: 0 })]);
    expect(
      await screen.findByRole('button', { name: 'Apuntar a Luna a la lista de espera' }),
    ).toBeInTheDocument();
    expect(screen.queryByText(COURSE_MESSAGES.reviewed)).toBeNull();
  });

  it('puts a dog on the waiting list of a full course', async () => {
    const calls: MockRequest[] = [];
    setup(
      {
        [`POST /api/owner/courses/${COURSE}/waitlist`]: (r) => {
          calls.push(r);
          return ok(null, WAITLIST_MESSAGES.joined, 201);
        },
      },
      [course({ free: 0 })],
    );
    expect(await screen.findByText('Completo')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Apuntar a Luna al curso' })).toBeNull();
    await userEvent.click(
      screen.getByRole('button', { name: 'Apuntar a Luna a la lista de espera' }),
    );
    expect(await screen.findByText(WAITLIST_MESSAGES.joined)).toBeInTheDocument();
    expect(calls[0]!.body).toEqual({ dogId: DOG });
  });

  it('accepts an offered place with a POST, and leaves the list only after confirming', async () => {
    const calls: string[] = [];
    const offered = luna({
      waitlist: { entryId: ENTRY, status: 'offered', position: 1, offerExpiresAt: null },
    });
    setup(
      {
        [`POST /api/owner/courses/${COURSE}/waitlist/${ENTRY}/accept`]: () => {
          calls.push('accept');
          return ok(null, WAITLIST_MESSAGES.accepted);
        },
        [`POST /api/owner/courses/${COURSE}/waitlist/${ENTRY}/leave`]: () => {
          calls.push('leave');
          return ok(null, WAITLIST_MESSAGES.left);
        },
      },
      [course({ free: 0, dogs: [offered] })],
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Aceptar plaza para Luna' }));
    expect(await screen.findByText(WAITLIST_MESSAGES.accepted)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Salir de la lista de espera' }));
    const dialog = await screen.findByRole('dialog');
    expect(calls).toEqual(['accept']);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salir de la lista' }));
    expect(await screen.findByText(WAITLIST_MESSAGES.left)).toBeInTheDocument();
    expect(calls).toEqual(['accept', 'leave']);
  });

  it('shows each class of an enrolled dog and cancels, after a dialog saying what it keeps', async () => {
    const calls: MockRequest[] = [];
    setup(
      {
        [`POST /api/owner/courses/${COURSE}/enrolments/${ENROLMENT}/cancel`]: (r) => {
          calls.push(r);
          return ok(null, COURSE_MESSAGES.cancelled);
        },
      },
      [course({ started: true, dogs: [enrolled()] })],
    );
    const places = await screen.findByRole('list', { name: 'Clases de Luna' });
    expect(within(places).getByText('Asistió')).toBeInTheDocument();
    expect(within(places).getByText('No asistió')).toBeInTheDocument();
    expect(within(places).getByText('Próxima')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar el curso de Luna' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Cancelar el curso de Luna?' });
    expect(
      within(dialog).getByText(
        'Se libera su plaza en la clase que queda. Las 2 clases ya hechas siguen pagadas: no se devuelven.',
      ),
    ).toBeInTheDocument();
    expect(calls).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar el curso' }));
    expect(await screen.findByText(COURSE_MESSAGES.cancelled)).toBeInTheDocument();
    expect(calls).toHaveLength(1);
  });

  it('says a course not yet begun is not charged, and offers no cancel inside the notice', async () => {
    const upcoming = (['upcoming', 'upcoming', 'upcoming'] as const).map((state, i) => ({
      classId: classId(i + 1),
      state,
    }));
    setup({}, [
      course({ dogs: [enrolled({ classes: upcoming })] }),
      course({ id: 'cerca', name: 'Obediencia', dogs: [enrolled({ canCancel: false })] }),
    ]);
    await userEvent.click(await screen.findByRole('button', { name: 'Cancelar el curso de Luna' }));
    expect(
      await screen.findByText(
        'Se liberan sus plazas en las 3 clases que quedan. Como Luna aún no ha hecho ninguna clase, el curso no se cobra.',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'Falta poco para la próxima clase: para cancelar, contacta con tu educador.',
      ),
    ).toBeInTheDocument();
  });

  it('books a missed class again in one of the classes offered for it', async () => {
    const calls: MockRequest[] = [];
    const credit = {
      missedEnrolmentId: MISSED,
      missedDate: '2027-01-12',
      makeupClassId: null,
      makeupDate: null,
    };
    setup(
      {
        [`POST /api/owner/courses/${COURSE}/enrolments/${ENROLMENT}/makeups`]: (r) => {
          calls.push(r);
          return ok(null, COURSE_MESSAGES.makeupUsed, 201);
        },
      },
      [
        course({
          started: true,
          makeupClasses: [{ id: OTHER_CLASS, date: '2027-01-14', time: '10:00' }],
          dogs: [enrolled({ makeups: [credit] })],
        }),
      ],
    );
    const form = await screen.findByRole('form', { name: 'Recuperar una clase de Luna' });
    await userEvent.click(within(form).getByRole('button', { name: 'Reservar recuperación' }));
    expect(await screen.findByText(COURSE_MESSAGES.makeupUsed)).toBeInTheDocument();
    expect(calls[0]!.body).toEqual({ missedEnrolmentId: MISSED, classId: OTHER_CLASS });
  });

  it('keeps a finished course while a missed class can be made up, with nothing else to do', async () => {
    const credit = {
      missedEnrolmentId: MISSED,
      missedDate: '2027-01-19',
      makeupClassId: null,
      makeupDate: null,
    };
    const over = enrolled({
      canCancel: false,
      classes: [
        { classId: classId(1), state: 'attended' },
        { classId: classId(2), state: 'attended' },
        { classId: classId(3), state: 'missed' },
      ],
      makeups: [credit],
    });
    setup({}, [
      course({
        started: true,
        remaining: 0,
        free: 0,
        open: false,
        makeupClasses: [{ id: OTHER_CLASS, date: '2027-02-02', time: '10:00' }],
        dogs: [over],
      }),
    ]);
    expect(
      await screen.findByText('Curso terminado: puedes recuperar las clases que faltan.'),
    ).toBeInTheDocument();
    const region = screen.getByRole('region', { name: 'Cursos' });
    expect(within(region).getByRole('form', { name: 'Recuperar una clase de Luna' })).toBeVisible();
    expect(within(region).queryByText('Completo')).toBeNull();
    expect(within(region).queryByText(/Falta poco para la próxima clase/)).toBeNull();
    expect(within(region).queryByRole('button', { name: /Cancelar el curso/ })).toBeNull();
  });

  it('says when there are no courses', async () => {
    setup({}, []);
    expect(await screen.findByText('Ahora mismo no hay cursos programados.')).toBeInTheDocument();
  });

  it('says when the courses could not be loaded', async () => {
    mockApi({ 'GET /api/owner/courses': () => fail(500, 'INTERNAL', 'Error del servidor') });
    renderWithProviders(<OwnerCoursesSection />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Error del servidor');
  });
});
