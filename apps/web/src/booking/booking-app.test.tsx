import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CONSENT_MESSAGE, SCHEDULING_MESSAGES, addDays, todayIn } from '@adiestra/shared';
import { fail, mockApi, ok, type MockRequest } from '@/testing/fetch-mock';
import { BookingApp } from './booking-app';

const ID = '0190f0c2-5a4b-7c3d-8e9f-0123456789ab';
const educator = { id: ID, name: 'Lucía García', timeZone: 'Europe/Madrid' };
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
  },
  {
    id: OTHER,
    name: 'Otro',
    description: null,
    duration: 60,
    priceCents: null,
    kind: 'individual',
  },
];

const TWO_TIMES = [
  { time: '10:00', endTime: '11:00' },
  { time: '10:30', endTime: '11:30' },
];

function setup(
  submit: (r: MockRequest) => Response = () => fail(500, 'INTERNAL_ERROR', ''),
  slots = TWO_TIMES,
) {
  const requests: MockRequest[] = [];
  mockApi({
    [`GET /api/public/educators/${ID}`]: () => ok(educator),
    [`GET /api/public/educators/${ID}/services`]: () => ok({ services: SERVICES }),
    'GET /api/appointments/public/available-slots': (r) => {
      requests.push(r);
      return ok({ slots });
    },
    'POST /api/public/appointments/request': (r) => {
      requests.push(r);
      return submit(r);
    },
  });
  render(<BookingApp userId={ID} />);
  return requests;
}

/** Steps 1 and 2 filled, and the date chosen on step 3. */
async function fillUpToDate() {
  await screen.findByRole('heading', { level: 1, name: 'Reserva una cita con Lucía García' });
  await userEvent.type(screen.getByLabelText(/Nombre completo/), 'Marta Ruiz');
  await userEvent.type(screen.getByLabelText(/^Email/), 'marta@example.com');
  await userEvent.type(screen.getByLabelText(/Teléfono/), '612345678');
  await next();
  await userEvent.type(screen.getByLabelText(/Nombre de tu perro/), 'Rocky');
  await userEvent.selectOptions(
    screen.getByRole('combobox', { name: /^Servicio/ }),
    await screen.findByRole('option', { name: 'Socialización' }),
  );
  await next();
  fireEvent.change(screen.getByLabelText(/Fecha preferida/), { target: { value: date } });
}

async function fillUpToConfirm() {
  await fillUpToDate();
  await userEvent.click(await screen.findByRole('radio', { name: '10:30' }));
  await next();
}

// Typing through four steps takes a while on a busy machine.
describe('public booking page', { timeout: 20_000 }, () => {
  it("shows 'Educador no encontrado' with a support link for an unknown trainer", async () => {
    mockApi({
      [`GET /api/public/educators/${ID}`]: () => fail(404, 'NOT_FOUND', 'Educador no encontrado'),
    });
    render(<BookingApp userId={ID} />);
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

  it('offers times for the chosen service, needs consent, and shows the summary after sending', async () => {
    const requests = setup(() =>
      ok(
        {
          id: 'r1',
          status: 'PENDING',
          clientName: 'Marta Ruiz',
          dogName: 'Rocky',
          serviceType: 'Socialización',
          preferredDate: date,
          preferredTime: '10:30',
        },
        undefined,
        201,
      ),
    );
    await fillUpToConfirm();
    // The chosen service names the duration: the server offers times for its 45 minutes.
    expect(requests[0]!.search).toBe(`?date=${date}&userId=${ID}&serviceId=${SOCIALIZATION}`);
    expect(screen.getByText('Socialización')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Enviar solicitud' }));
    expect(await alertText()).toBe(CONSENT_MESSAGE);
    await userEvent.click(screen.getByLabelText(/Acepto que Lucía García trate mis datos/));
    await userEvent.click(screen.getByRole('button', { name: 'Enviar solicitud' }));
    expect(await screen.findByRole('heading', { name: '¡Solicitud Enviada!' })).toBeInTheDocument();
    expect(requests[1]!.body).toMatchObject({
      educatorId: ID,
      clientEmail: 'marta@example.com',
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
});
