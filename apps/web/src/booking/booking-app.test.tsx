import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  BOOKING_CONTACT_MESSAGE,
  BOOKING_SENT_TITLE,
  CONSENT_MESSAGE,
  CONSENT_TEMPLATES,
  SCHEDULING_MESSAGES,
  VISIT_ADDRESS_MESSAGE,
  addDays,
  todayIn,
} from '@adiestra/shared';
import { fail, mockApi, ok, type MockRequest } from '@/testing/fetch-mock';
import { BookingApp } from './booking-app';

const ID = '0190f0c2-5a4b-7c3d-8e9f-0123456789ab';
// With a business name and a place in Ajustes: the page greets with the business (issue 27).
const educator = {
  id: ID,
  name: 'Lucía García',
  businessName: 'Huellas Felices',
  place: 'Parque del Retiro, puerta de Madrid',
  timeZone: 'Europe/Madrid',
};
const date = addDays(todayIn('Europe/Madrid'), 3);
const next = () => userEvent.click(screen.getByRole('button', { name: 'Siguiente' }));
// The wizard's rules load on first use (booking-rules.ts), so a step's error may show a moment later.
const alertText = async () => (await screen.findByRole('alert')).textContent;

const SOCIALIZATION = '0190f0c2-5a4b-7c3d-8e9f-0000000000a1';
const OTHER = '0190f0c2-5a4b-7c3d-8e9f-0000000000b2';
const SERVICES = [
  {
    id: SOCIALIZATION,
    name: 'Socialización',
    description: 'Con otros perros',
    duration: 45,
    priceCents: 3550,
    kind: 'group',
    documents: [],
  },
  {
    id: OTHER,
    name: 'Otro',
    description: null,
    duration: 60,
    priceCents: null,
    kind: 'individual',
    documents: [],
  },
];

const TWO_TIMES = [
  { time: '10:00', endTime: '11:00' },
  { time: '10:30', endTime: '11:30' },
];

/** Each day of the month asked for: `date` free, days past the horizon beyond, the rest full. */
const LAST_BOOKABLE = addDays(date, 20);
function monthDays(month: string) {
  const days = [];
  for (let d = `${month}-01`; d.startsWith(month); d = addDays(d, 1)) {
    const status = d === date ? 'free' : d > LAST_BOOKABLE ? 'beyond' : 'full';
    days.push({ date: d, status });
  }
  return { days, lastBookableDate: LAST_BOOKABLE };
}

/** What the server answers a request sent for 10:30 on `date`. */
const SENT = {
  id: 'r1',
  status: 'PENDING',
  clientName: 'Marta Ruiz',
  dogName: 'Rocky',
  serviceType: 'Socialización',
  preferredDate: date,
  preferredTime: '10:30',
};

let dayCalls: MockRequest[] = [];

function setup(
  submit: (r: MockRequest) => Response = () => fail(500, 'INTERNAL_ERROR', ''),
  slots = TWO_TIMES,
  services: unknown[] = SERVICES,
) {
  const requests: MockRequest[] = [];
  dayCalls = [];
  mockApi({
    [`GET /api/public/educators/${ID}/available-days`]: (r) => {
      dayCalls.push(r);
      return ok(monthDays(new URLSearchParams(r.search).get('month') ?? ''));
    },
    [`GET /api/public/educators/${ID}`]: () => ok(educator),
    [`GET /api/public/educators/${ID}/services`]: () => ok({ services }),
    'GET /api/appointments/public/available-slots': (r) => {
      requests.push(r);
      return ok({ slots });
    },
    'POST /api/public/appointments/request': (r) => {
      requests.push(r);
      return submit(r);
    },
  });
  render(<BookingApp businessId={ID} />);
  return requests;
}

/** Steps 1 and 2 filled (`onService` runs once the service is chosen), and the date on step 3. */
async function fillUpToDate(onService?: () => Promise<void>) {
  await screen.findByRole('heading', { level: 1, name: 'Reserva una cita con Huellas Felices' });
  await userEvent.type(screen.getByLabelText(/Nombre completo/), 'Marta Ruiz');
  await userEvent.type(screen.getByLabelText(/^Email/), 'marta@example.com');
  await userEvent.type(screen.getByLabelText(/Teléfono/), '612345678');
  await next();
  await userEvent.type(screen.getByLabelText(/Nombre de tu perro/), 'Rocky');
  // A puppy's age in months (issue 45), not rounded to whole years.
  await userEvent.type(screen.getByLabelText('y meses'), '4');
  expect(screen.getByLabelText('Edad (años)')).toHaveValue(0);
  await userEvent.selectOptions(
    screen.getByRole('combobox', { name: /^Servicio/ }),
    await screen.findByRole('option', { name: 'Socialización' }),
  );
  await onService?.();
  await next();
  fireEvent.change(screen.getByLabelText(/Fecha preferida/), { target: { value: date } });
}

async function fillUpToConfirm(onService?: () => Promise<void>) {
  await fillUpToDate(onService);
  await userEvent.click(await screen.findByRole('radio', { name: '10:30' }));
  await next();
}

// Typing through four steps takes a while on a busy machine.
describe('public booking page', { timeout: 20_000 }, () => {
  it("shows 'Educador no encontrado' with a support link for an unknown trainer", async () => {
    mockApi({
      [`GET /api/public/educators/${ID}`]: () => fail(404, 'NOT_FOUND', 'Educador no encontrado'),
    });
    render(<BookingApp businessId={ID} />);
    expect(
      await screen.findByRole('heading', { name: 'Educador no encontrado' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Contactar con soporte/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^mailto:/),
    );
  });

  it("validates each step with the spec's messages and clears them on edit", async () => {
    setup();
    await screen.findByRole('heading', { name: 'Información personal' });
    await next();
    expect(await alertText()).toBe('Por favor, completa todos los campos de información personal');
    await userEvent.type(screen.getByLabelText(/Nombre completo/), 'Marta');
    expect(screen.queryByRole('alert')).toBeNull();
    await userEvent.type(screen.getByLabelText(/^Email/), 'marta@');
    await userEvent.type(screen.getByLabelText(/Teléfono/), '612345678');
    await next();
    expect(await alertText()).toBe('Por favor, ingresa un email válido');
    expect(screen.getByLabelText(/^Email/)).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(screen.getByLabelText(/^Email/), 'example.com');
    await next();
    expect(await screen.findByRole('heading', { name: 'Tu mascota y el servicio' })).toHaveFocus();
    await next();
    expect(await alertText()).toBe(
      'Por favor, completa la información de tu mascota y el servicio deseado',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Anterior' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByLabelText(/Nombre completo/)).toHaveValue('Marta');
    await next();
    await userEvent.type(screen.getByLabelText(/Nombre de tu perro/), 'Rocky');
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: /^Servicio/ }),
      await screen.findByRole('option', { name: 'Otro' }),
    );
    await next();
    await next();
    expect(await alertText()).toBe('Por favor, selecciona una fecha preferida');
  });

  it('takes a phone without an e-mail, names each service once, and promises no mail (issue 45)', async () => {
    const requests = setup(() => ok(SENT, undefined, 201));
    await screen.findByRole('heading', { name: 'Información personal' });
    await userEvent.type(screen.getByLabelText(/Nombre completo/), 'Marta Ruiz');
    await next();
    expect(await alertText()).toBe(BOOKING_CONTACT_MESSAGE);
    expect(screen.getByLabelText(/^Email/)).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(screen.getByLabelText(/Teléfono/), '612345678');
    await next();
    expect(await screen.findByRole('heading', { name: 'Tu mascota y el servicio' })).toHaveFocus();
    await userEvent.type(screen.getByLabelText(/Nombre de tu perro/), 'Rocky');
    const service = screen.getByRole('combobox', { name: /^Servicio/ });
    await userEvent.selectOptions(
      service,
      await screen.findByRole('option', { name: 'Socialización' }),
    );
    // One list of services: each name once, the chosen one's length and price beside it.
    expect(screen.getAllByText('Socialización')).toHaveLength(1);
    expect(service).toHaveAccessibleDescription(/45 min · 35,50\s€/);
    await next();
    fireEvent.change(screen.getByLabelText(/Fecha preferida/), { target: { value: date } });
    await userEvent.click(await screen.findByRole('radio', { name: '10:30' }));
    await next();
    expect(screen.getByText('612345678')).toBeInTheDocument();
    await userEvent.click(screen.getByLabelText(/Acepto que Huellas Felices trate mis datos/));
    await userEvent.click(screen.getByRole('button', { name: 'Enviar solicitud' }));
    expect(await screen.findByRole('heading', { name: BOOKING_SENT_TITLE })).toBeInTheDocument();
    expect(requests.at(-1)!.body).toMatchObject({ clientEmail: '', clientPhone: '612345678' });
    expect(screen.queryByText(/resumen por email/)).toBeNull();
  });

  it('offers times for the chosen service, needs consent, and shows the summary after sending', async () => {
    const requests = setup(() => ok(SENT, undefined, 201));
    await fillUpToConfirm();
    // The chosen service names the duration: the server offers times for its 45 minutes.
    expect(requests[0]!.search).toBe(`?date=${date}&businessId=${ID}&serviceId=${SOCIALIZATION}`);
    expect(screen.getByText('Socialización')).toBeInTheDocument();
    // The last step says what it costs and where (issue 27).
    expect(screen.getByText(/^35,50\s€$/)).toBeInTheDocument();
    expect(screen.getByText('Parque del Retiro, puerta de Madrid')).toBeInTheDocument();
    // Not a home visit: no address is asked.
    expect(screen.queryByLabelText(/Dirección de la visita/)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Enviar solicitud' }));
    expect(await alertText()).toBe(CONSENT_MESSAGE);
    await userEvent.click(screen.getByLabelText(/Acepto que Huellas Felices trate mis datos/));
    await userEvent.click(screen.getByRole('button', { name: 'Enviar solicitud' }));
    expect(await screen.findByRole('heading', { name: '¡Solicitud Enviada!' })).toBeInTheDocument();
    expect(requests[1]!.body).toMatchObject({
      educatorId: ID,
      clientEmail: 'marta@example.com',
      dogAge: 0.33,
      preferredDate: date,
      preferredTime: '10:30',
      consent: true,
      website: '',
    });
    expect(screen.getByText('Marta Ruiz')).toBeInTheDocument();
    // Issue 13 item 7: the owner goes on to their own area, not to the trainer login.
    expect(screen.getByRole('link', { name: 'Ver mis citas' })).toHaveAttribute('href', '/mi-area');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar otra solicitud' }));
    expect(screen.getByLabelText(/Nombre completo/)).toHaveValue('');
  });

  it('shows the documents the chosen service requires and sends the typed name with their version', async () => {
    const VERSION = '0190f0c2-5a4b-7c3d-8e9f-0000000000c3';
    const withDocument = [
      {
        ...SERVICES[0]!,
        documents: [
          {
            id: VERSION,
            kind: 'liability',
            version: 2,
            ...CONSENT_TEMPLATES.liability,
            publishedAt: '2026-01-05T10:00:00.000Z',
          },
        ],
      },
      SERVICES[1]!,
    ];
    const requests = setup(() => ok(SENT, undefined, 201), TWO_TIMES, withDocument);
    await fillUpToConfirm();
    expect(screen.getByLabelText('Texto de Responsabilidad y riesgos')).toHaveTextContent(
      /artículo 1905 del Código Civil/,
    );
    await userEvent.click(screen.getByLabelText(/Acepto que Huellas Felices trate mis datos/));
    const name = screen.getByLabelText(/Escribe tu nombre completo para aceptarlos/);
    await userEvent.type(name, 'Marta');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar solicitud' }));
    expect(await alertText()).toBe('Escribe tu nombre y tus apellidos');
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(0);

    await userEvent.type(name, ' Ruiz');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar solicitud' }));
    expect(await screen.findByRole('heading', { name: '¡Solicitud Enviada!' })).toBeInTheDocument();
    expect(requests.find((r) => r.method === 'POST')!.body).toMatchObject({
      serviceId: SOCIALIZATION,
      consentVersionIds: [VERSION],
      consentSignedName: 'Marta Ruiz',
    });
  });

  it('asks a home visit for its address on the last step, and sends it (issue 27)', async () => {
    const atHome = [{ ...SERVICES[0]!, homeVisit: true }, SERVICES[1]!];
    const requests = setup(() => ok(SENT, undefined, 201), TWO_TIMES, atHome);
    await fillUpToConfirm();
    // The place is the owner's, not the trainer's sessions place.
    expect(screen.getByText('A domicilio')).toBeInTheDocument();
    expect(screen.queryByText('Parque del Retiro, puerta de Madrid')).not.toBeInTheDocument();
    await userEvent.click(screen.getByLabelText(/Acepto que Huellas Felices trate mis datos/));
    const address = screen.getByLabelText(/Dirección de la visita/);
    await userEvent.type(address, '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar solicitud' }));
    expect(await alertText()).toBe(VISIT_ADDRESS_MESSAGE);
    expect(address).toHaveAttribute('aria-invalid', 'true');
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(0);

    await userEvent.type(address, 'Calle de Alcalá 120, 3.º B, Madrid');
    expect(address).not.toHaveAttribute('aria-invalid');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar solicitud' }));
    expect(await screen.findByRole('heading', { name: '¡Solicitud Enviada!' })).toBeInTheDocument();
    expect(requests.find((r) => r.method === 'POST')!.body).toMatchObject({
      serviceId: SOCIALIZATION,
      visitAddress: 'Calle de Alcalá 120, 3.º B, Madrid',
    });
  });

  it('never fakes a success: a 404 on submit is an error the owner sees', async () => {
    setup(() => fail(404, 'NOT_FOUND', 'Educador no encontrado'));
    await fillUpToConfirm();
    await userEvent.click(screen.getByLabelText(/Acepto que/));
    await userEvent.click(screen.getByRole('button', { name: 'Enviar solicitud' }));
    await waitFor(async () => expect(await alertText()).toBe('Educador no encontrado'));
    expect(screen.queryByRole('heading', { name: '¡Solicitud Enviada!' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Enviar solicitud' })).toBeEnabled();
  });

  it('on a day without free times says so and goes no further, as the server would refuse it', async () => {
    const requests = setup(undefined, []);
    await fillUpToDate();
    expect(await screen.findByText(SCHEDULING_MESSAGES.noFreeTimes)).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: 'Sin preferencia' })).toBeNull();
    await next();
    expect(await alertText()).toBe(SCHEDULING_MESSAGES.noFreeTimes);
    expect(screen.getByLabelText(/Fecha preferida/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('heading', { name: 'Confirmar y enviar' })).toBeNull();
    expect(requests.some((r) => r.method === 'POST')).toBe(false);
  });

  it('shows which days of the month have free times, from one request, and picks one', async () => {
    setup();
    await fillUpToDate();
    const free = await screen.findByRole('button', { name: new RegExp(': hay horas libres') });
    expect(free).toHaveTextContent(String(Number(date.slice(8))));
    expect(dayCalls.map((r) => r.search)).toEqual([
      `?month=${date.slice(0, 7)}&serviceId=${SOCIALIZATION}`,
    ]);
    // A full day says why and picks nothing.
    const full = screen.getAllByRole('button', { name: /: sin horas libres/ })[0]!;
    expect(full).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(full);
    expect(screen.getByLabelText(/Fecha preferida/)).toHaveValue(date);
    // Picking the free day fills the date.
    fireEvent.change(screen.getByLabelText(/Fecha preferida/), { target: { value: '' } });
    await userEvent.click(free);
    expect(screen.getByLabelText(/Fecha preferida/)).toHaveValue(date);
    expect(free).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findByRole('radio', { name: '10:30' })).toBeInTheDocument();
  });

  it("says a typed date past the trainer's horizon is out of the booking window", async () => {
    setup(undefined, []);
    await fillUpToDate();
    const far = addDays(LAST_BOOKABLE, 3);
    fireEvent.change(screen.getByLabelText(/Fecha preferida/), { target: { value: far } });
    expect(await screen.findByText(SCHEDULING_MESSAGES.beyondHorizon)).toBeInTheDocument();
    const beyond = await screen.findAllByRole('button', { name: /: fuera del plazo de reserva/ });
    expect(beyond[0]).toHaveAttribute('aria-disabled', 'true');
    await next();
    expect(await alertText()).toBe(SCHEDULING_MESSAGES.beyondHorizon);
  });

  describe('who gives the service (decision 0139)', () => {
    const LUCIA = '0190f0c2-5a4b-7c3d-8e9f-0000000000d4';
    const PABLO = '0190f0c2-5a4b-7c3d-8e9f-0000000000e5';
    const TWO = [
      { trainerId: LUCIA, name: 'Lucía García' },
      { trainerId: PABLO, name: 'Pablo Ruiz' },
    ];
    const withTrainers = (trainers: unknown[]) => SERVICES.map((s) => ({ ...s, trainers }));
    const picker = () => screen.queryByRole('combobox', { name: /^Adiestrador/ });
    const slotCalls = (requests: MockRequest[]) => requests.filter((r) => r.method === 'GET');
    const summary = (label: string) => screen.getByText(label, { selector: 'dt' }).nextSibling;

    it('offers "Cualquiera" and each trainer by name; one sends its id in every search and the request', async () => {
      const requests = setup(() => ok(SENT, undefined, 201), TWO_TIMES, withTrainers(TWO));
      await fillUpToConfirm(async () => {
        const select = picker()!;
        expect(select).toHaveValue('');
        expect(select).toHaveAccessibleDescription('El primero libre con hueco a esa hora.');
        expect(Array.from((select as HTMLSelectElement).options, (o) => o.textContent)).toEqual([
          'Cualquiera',
          'Lucía García',
          'Pablo Ruiz',
        ]);
        await userEvent.selectOptions(select, 'Pablo Ruiz');
        expect(select).toHaveValue(PABLO);
        // A name needs no explaining.
        expect(select).not.toHaveAccessibleDescription();
      });
      expect(slotCalls(requests).map((r) => r.search)).toEqual([
        `?date=${date}&businessId=${ID}&serviceId=${SOCIALIZATION}&trainerId=${PABLO}`,
      ]);
      expect(dayCalls.map((r) => r.search)).toEqual([
        `?month=${date.slice(0, 7)}&serviceId=${SOCIALIZATION}&trainerId=${PABLO}`,
      ]);
      expect(summary('Adiestrador')).toHaveTextContent('Pablo Ruiz');
      await userEvent.click(screen.getByLabelText(/Acepto que Huellas Felices trate mis datos/));
      await userEvent.click(screen.getByRole('button', { name: 'Enviar solicitud' }));
      expect(await screen.findByRole('heading', { name: '¡Solicitud Enviada!' })).toBeVisible();
      expect(requests.find((r) => r.method === 'POST')!.body).toMatchObject({
        serviceId: SOCIALIZATION,
        trainerId: PABLO,
      });
    });

    it('"Cualquiera" searches everyone\'s free times and sends no trainer', async () => {
      const requests = setup(() => ok(SENT, undefined, 201), TWO_TIMES, withTrainers(TWO));
      await fillUpToConfirm(async () => {
        expect(picker()).toHaveValue('');
      });
      expect(slotCalls(requests).map((r) => r.search)).toEqual([
        `?date=${date}&businessId=${ID}&serviceId=${SOCIALIZATION}`,
      ]);
      expect(dayCalls.map((r) => r.search)).toEqual([
        `?month=${date.slice(0, 7)}&serviceId=${SOCIALIZATION}`,
      ]);
      expect(summary('Adiestrador')).toHaveTextContent('Cualquier adiestrador disponible');
      await userEvent.click(screen.getByLabelText(/Acepto que Huellas Felices trate mis datos/));
      await userEvent.click(screen.getByRole('button', { name: 'Enviar solicitud' }));
      expect(await screen.findByRole('heading', { name: '¡Solicitud Enviada!' })).toBeVisible();
      expect(requests.find((r) => r.method === 'POST')!.body).toMatchObject({ trainerId: null });
    });

    it('another trainer clears the chosen time; another service goes back to "Cualquiera"', async () => {
      setup(undefined, TWO_TIMES, withTrainers(TWO));
      await fillUpToDate();
      await userEvent.click(await screen.findByRole('radio', { name: '10:30' }));
      await userEvent.click(screen.getByRole('button', { name: 'Anterior' }));
      await userEvent.selectOptions(picker()!, 'Lucía García');
      await next();
      expect(await screen.findByRole('radio', { name: '10:30' })).not.toBeChecked();
      await userEvent.click(screen.getByRole('button', { name: 'Anterior' }));
      await userEvent.selectOptions(screen.getByRole('combobox', { name: /^Servicio/ }), 'Otro');
      expect(picker()).toHaveValue('');
    });

    it('shows no picker and names no trainer when one trainer gives the service', async () => {
      const requests = setup(
        () => ok(SENT, undefined, 201),
        TWO_TIMES,
        withTrainers([{ trainerId: LUCIA, name: 'Lucía García' }]),
      );
      await fillUpToConfirm(async () => {
        expect(picker()).toBeNull();
      });
      expect(slotCalls(requests)[0]!.search).not.toContain('trainerId');
      expect(screen.queryByText('Adiestrador')).toBeNull();
      await userEvent.click(screen.getByLabelText(/Acepto que Huellas Felices trate mis datos/));
      await userEvent.click(screen.getByRole('button', { name: 'Enviar solicitud' }));
      expect(await screen.findByRole('heading', { name: '¡Solicitud Enviada!' })).toBeVisible();
      expect(requests.find((r) => r.method === 'POST')!.body).toMatchObject({ trainerId: null });
    });
  });
});
