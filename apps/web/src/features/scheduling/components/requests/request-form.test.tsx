import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { BOOKING_RULE_MESSAGES, addDays, todayIn, NO_REQUIREMENTS } from '@adiestra/shared';
import { mockApi, ok, type MockRequest } from '@/testing/fetch-mock';
import { makeClient, makeUser } from '@/testing/fixtures';
import { fakeAuth, renderWithProviders } from '@/testing/render';
import { makeRequest } from '../../test-fixtures';
import { RequestForm } from './request-form';

const EVALUATION = {
  id: '0190f0c2-5a4b-7c3d-8e9f-0000000000e1',
  name: 'Evaluación',
  description: null,
  duration: 60,
  priceCents: null,
  kind: 'individual',
  isPublic: false,
  homeVisit: false,
  requirements: NO_REQUIREMENTS,
  color: '#2563eb',
};

const WALK = {
  ...EVALUATION,
  id: '0190f0c2-5a4b-7c3d-8e9f-0000000000e2',
  name: 'Paseo',
  duration: 45,
};

const trainer = makeUser({ firstName: 'Lucía' });
const date = addDays(todayIn('Europe/Madrid'), 5);

const ANA = '0190f0c2-5a4b-7c3d-8e9f-0000000000c1';
const LUNA = '0190f0c2-5a4b-7c3d-8e9f-0000000000d1';
const OTHER_DOG = '0190f0c2-5a4b-7c3d-8e9f-0000000000d2';

/** The trainer's clients and dogs as the selectors and the records answer them. */
const pickerRoutes = (calls: MockRequest[]) => ({
  'GET /api/clients/options': () => ok({ options: [{ id: ANA, label: 'Ana García' }] }),
  'GET /api/dogs/options': (r: MockRequest) => {
    calls.push(r);
    const clientId = new URLSearchParams(r.search).get('clientId');
    const all = [
      { id: LUNA, label: 'Luna (Galgo) · Ana García', clientId: ANA },
      { id: OTHER_DOG, label: 'Toby (Pug) · Otro Dueño', clientId: 'otro' },
    ];
    return ok({ options: all.filter((d) => !clientId || d.clientId === clientId) });
  },
  [`GET /api/clients/${ANA}`]: () => ok(makeClient({ id: ANA, phone: '+34 611 222 333' })),
  [`GET /api/dogs/${LUNA}`]: () =>
    ok({
      id: LUNA,
      name: 'Luna',
      breed: 'Galgo',
      age: 3.5,
      // The health record (issue 31.1), empty.
      birthDate: '2022-06-01',
      birthDateApproximate: true,
      sex: null,
      neutered: false,
      microchip: null,
      vetClinic: null,
      vetPhone: null,
      allergies: null,
      medication: null,
      isPpp: false,
      pppLicence: null,
      pppLicenceExpires: null,
      insurer: null,
      insurancePolicy: null,
      insuranceExpires: null,
      weight: null,
      height: null,
      notes: null,
      clientId: ANA,
      isActive: true,
      photo: null,
      photoThumb: null,
      createdAt: '2026-01-01T10:00:00.000Z',
      updatedAt: '2026-01-01T10:00:00.000Z',
      client: {
        id: ANA,
        firstName: 'Ana',
        lastName: 'García',
        name: 'Ana García',
        email: 'ana@example.com',
        phone: '+34 611 222 333',
        address: null,
      },
    }),
});

const LUCIA = { trainerId: trainer.id, name: 'Lucía Pérez', priority: 0 };
const MARTA = {
  trainerId: '0190f0c2-5a4b-7c3d-8e9f-0000000000a2',
  name: 'Marta Ruiz',
  priority: 1,
};

/** Who gives each service: by default the signed-in trainer alone, as in a one-person business. */
const trainersRoutes = (trainers: (typeof LUCIA)[]) =>
  Object.fromEntries(
    [EVALUATION, WALK].map((service) => [
      `GET /api/services/${service.id}/trainers`,
      () => ok({ restricted: true, trainers }),
    ]),
  );

function setup(
  slots: { time: string; endTime: string }[],
  initial?: { date: string; time: string },
  trainers = [LUCIA],
  signedIn = trainer,
) {
  const calls: MockRequest[] = [];
  mockApi({
    ...pickerRoutes(calls),
    ...trainersRoutes(trainers),
    'GET /api/services': () => ok({ services: [EVALUATION, WALK] }),
    'GET /api/appointments/public/available-slots': (r: MockRequest) => {
      calls.push(r);
      return ok({ slots });
    },
    'POST /api/appointments/requests': (r: MockRequest) => {
      calls.push(r);
      return ok(makeRequest({ status: 'APPROVED', source: 'internal' }), 'Cita creada', 201);
    },
  });
  const onDone = vi.fn();
  renderWithProviders(<RequestForm onDone={onDone} initial={initial} />, {
    auth: fakeAuth({ user: signedIn }),
  });
  return { calls, onDone };
}

/** Picks the existing client Ana, her dog Luna and the evaluation. */
async function bookAnaAndLuna(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByRole('combobox', { name: /Buscar cliente/ }), 'an');
  await user.click(await screen.findByRole('option', { name: 'Ana García' }));
  await user.click(screen.getByRole('combobox', { name: /Buscar perro/ }));
  await user.click(await screen.findByRole('option', { name: 'Luna (Galgo) · Ana García' }));
  await user.selectOptions(screen.getByLabelText(/Tipo de servicio/), EVALUATION.id);
}

describe('RequestForm (Nueva Cita)', () => {
  it("starts from the calendar's date and time, warning when the page would not offer it", async () => {
    setup([{ time: '09:00', endTime: '10:00' }], { date, time: '15:00' });
    expect(await screen.findByLabelText(/^Fecha/)).toHaveValue(date);
    expect(await screen.findByText(BOOKING_RULE_MESSAGES.overrideWarning)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Hora/)).toHaveValue('15:00');
  });

  it('lets the trainer type a time off the offered list', async () => {
    setup([{ time: '09:00', endTime: '10:00' }], { date, time: '' });
    await userEvent.click(await screen.findByRole('button', { name: 'Indicar otra hora' }));
    await userEvent.type(screen.getByLabelText(/^Hora/), '1800');
    expect(await screen.findByText(BOOKING_RULE_MESSAGES.overrideWarning)).toBeInTheDocument();
  });

  it(
    "shows every required field's message and confirms as an appointment by default",
    { timeout: 20_000 },
    async () => {
      setup([]);
      expect(await screen.findByLabelText('Confirmar como cita')).toBeChecked();
      await userEvent.click(screen.getByRole('button', { name: 'Crear Cita' }));
      expect(
        await screen.findByText('Selecciona un cliente o elige crear uno nuevo'),
      ).toBeInTheDocument();
      expect(screen.getByText('Selecciona un perro o elige crear uno nuevo')).toBeInTheDocument();
      await userEvent.click(screen.getByLabelText('Cliente nuevo'));
      await userEvent.click(screen.getByRole('button', { name: 'Crear Cita' }));
      for (const message of [
        'El nombre del cliente es requerido',
        'Indica un email o un teléfono para poder contactar con él',
        'El nombre del perro es requerido',
        'La fecha es requerida',
        'La hora es requerida',
        'El tipo de servicio es requerido',
      ]) {
        expect(await screen.findByText(message)).toBeInTheDocument();
      }
      await userEvent.click(screen.getByLabelText('Confirmar como cita'));
      expect(screen.getByRole('button', { name: 'Crear Solicitud' })).toBeInTheDocument();
    },
  );

  it(
    'offers the free times of the chosen date and duration, and sends the request',
    { timeout: 20_000 },
    async () => {
      const { calls, onDone } = setup([{ time: '09:30', endTime: '11:00' }]);
      await userEvent.click(await screen.findByLabelText('Cliente nuevo'));
      // A new client can only have a new dog.
      expect(screen.getByLabelText('Perro nuevo')).toBeChecked();
      await userEvent.type(await screen.findByLabelText(/Nombre del cliente/), 'Pablo Gil');
      await userEvent.type(screen.getByLabelText(/^Email/), 'pablo@example.com');
      await userEvent.type(screen.getByLabelText(/Teléfono/), '0612');
      await userEvent.type(screen.getByLabelText(/Nombre del perro/), 'Luna');
      await userEvent.selectOptions(
        await screen.findByRole('combobox', { name: /Tipo de servicio/ }),
        EVALUATION.id,
      );
      await userEvent.selectOptions(screen.getByLabelText('Duración'), '90');
      fireEvent.change(screen.getByLabelText(/Fecha/), { target: { value: date } });
      await screen.findByRole('option', { name: '09:30 – 11:00' });
      const slotsCall = calls.find((c) => c.path.endsWith('available-slots'));
      expect(slotsCall!.search).toBe(`?date=${date}&duration=90&trainerId=${trainer.id}`);
      await userEvent.selectOptions(screen.getByRole('combobox', { name: /Hora/ }), '09:30');
      await userEvent.click(screen.getByRole('button', { name: 'Crear Cita' }));
      expect(await screen.findByText('El teléfono no es válido')).toBeInTheDocument();
      await userEvent.clear(screen.getByLabelText(/Teléfono/));
      await userEvent.type(screen.getByLabelText(/Teléfono/), '+34 612 345 678');
      await userEvent.click(screen.getByRole('button', { name: 'Crear Cita' }));
      await waitFor(() => expect(onDone).toHaveBeenCalled());
      expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
        clientName: 'Pablo Gil',
        requestedDate: date,
        requestedTime: '09:30',
        duration: 90,
        serviceId: EVALUATION.id,
        confirm: true,
      });
      // Typed in: the server links it to the client with that e-mail or phone, or creates one.
      expect(calls.find((c) => c.method === 'POST')?.body).not.toHaveProperty('clientId');
    },
  );

  it(
    "takes the chosen service's duration, still editable, and asks free times for it",
    { timeout: 20_000 },
    async () => {
      const { calls } = setup([{ time: '09:30', endTime: '10:15' }]);
      const duration = screen.getByLabelText('Duración');
      expect(duration).toHaveValue('60');
      fireEvent.change(screen.getByLabelText(/Fecha/), { target: { value: date } });
      await screen.findByRole('option', { name: 'Paseo (45 min)' });
      await userEvent.selectOptions(screen.getByLabelText(/Tipo de servicio/), WALK.id);
      expect(duration).toHaveValue('45');
      expect(screen.getByRole('option', { name: '45 minutos' })).toBeInTheDocument();
      await screen.findByRole('option', { name: '09:30 – 10:15' });
      const slotSearches = () =>
        calls.filter((c) => c.path.endsWith('available-slots')).map((c) => c.search);
      expect(slotSearches()).toContain(`?date=${date}&duration=45&trainerId=${trainer.id}`);
      // Still the trainer's to change; the times follow.
      await userEvent.selectOptions(duration, '90');
      await waitFor(() =>
        expect(slotSearches()).toContain(`?date=${date}&duration=90&trainerId=${trainer.id}`),
      );
      await userEvent.selectOptions(screen.getByLabelText(/Tipo de servicio/), EVALUATION.id);
      expect(duration).toHaveValue('60');
    },
  );

  it(
    "picks an existing client, then one of that client's dogs, and books them",
    { timeout: 20_000 },
    async () => {
      const { calls, onDone } = setup([{ time: '10:00', endTime: '11:00' }]);
      const user = userEvent.setup();
      await user.type(await screen.findByRole('combobox', { name: /Buscar cliente/ }), 'an');
      await user.click(await screen.findByRole('option', { name: 'Ana García' }));
      expect(await screen.findByText('Contacto: ana@example.com · +34 611 222 333')).toBeVisible();
      // The dog list follows the chosen client.
      await user.click(screen.getByRole('combobox', { name: /Buscar perro/ }));
      expect(
        await screen.findByRole('option', { name: 'Luna (Galgo) · Ana García' }),
      ).toBeVisible();
      expect(screen.queryByRole('option', { name: /Toby/ })).not.toBeInTheDocument();
      expect(calls.some((c) => c.search.includes(`clientId=${ANA}`))).toBe(true);
      await user.click(screen.getByRole('option', { name: 'Luna (Galgo) · Ana García' }));
      await user.selectOptions(screen.getByLabelText(/Tipo de servicio/), EVALUATION.id);
      fireEvent.change(screen.getByLabelText(/Fecha/), { target: { value: date } });
      await screen.findByRole('option', { name: '10:00 – 11:00' });
      await user.selectOptions(screen.getByRole('combobox', { name: /Hora/ }), '10:00');
      await user.click(screen.getByRole('button', { name: 'Crear Cita' }));
      await waitFor(() => expect(onDone).toHaveBeenCalled());
      expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
        clientId: ANA,
        dogId: LUNA,
        clientName: 'Ana García',
        clientEmail: 'ana@example.com',
        clientPhone: '+34 611 222 333',
        dogName: 'Luna',
        dogBreed: 'Galgo',
        dogAge: 3.5,
      });
    },
  );

  it(
    "a one-trainer business never sees 'Adiestrador'; its free times are the signed-in trainer's",
    { timeout: 20_000 },
    async () => {
      const { calls } = setup([{ time: '09:30', endTime: '10:15' }]);
      await screen.findByRole('option', { name: 'Paseo (45 min)' });
      await userEvent.selectOptions(screen.getByLabelText(/Tipo de servicio/), WALK.id);
      fireEvent.change(screen.getByLabelText(/Fecha/), { target: { value: date } });
      await screen.findByRole('option', { name: '09:30 – 10:15' });
      expect(screen.queryByLabelText('Adiestrador')).not.toBeInTheDocument();
      const searches = calls.filter((c) => c.path.endsWith('available-slots')).map((c) => c.search);
      expect(searches).toContain(`?date=${date}&duration=45&trainerId=${trainer.id}`);
    },
  );

  it(
    "in a school, offers the chosen trainer's free times or anyone's, and books whom it shows",
    { timeout: 20_000 },
    async () => {
      const { calls, onDone } = setup([{ time: '11:00', endTime: '12:00' }], undefined, [
        LUCIA,
        MARTA,
      ]);
      const user = userEvent.setup();
      await bookAnaAndLuna(user);
      // The signed-in trainer gives it: the form starts with her.
      const picker = await screen.findByLabelText('Adiestrador');
      expect(picker).toHaveValue(trainer.id);
      fireEvent.change(screen.getByLabelText(/Fecha/), { target: { value: date } });
      const slotSearches = () =>
        calls.filter((c) => c.path.endsWith('available-slots')).map((c) => c.search);
      await waitFor(() =>
        expect(slotSearches()).toContain(`?date=${date}&duration=60&trainerId=${trainer.id}`),
      );
      await user.selectOptions(picker, MARTA.trainerId);
      await waitFor(() =>
        expect(slotSearches()).toContain(`?date=${date}&duration=60&trainerId=${MARTA.trainerId}`),
      );
      // "Cualquiera": anyone who gives the service, by its priorities.
      await user.selectOptions(picker, 'Cualquiera');
      await waitFor(() =>
        expect(slotSearches()).toContain(`?date=${date}&duration=60&serviceId=${EVALUATION.id}`),
      );
      // Changing the trainer clears a time picked for someone else.
      await user.selectOptions(await screen.findByRole('combobox', { name: /Hora/ }), '11:00');
      await user.selectOptions(picker, MARTA.trainerId);
      expect(screen.getByRole('combobox', { name: /Hora/ })).toHaveValue('');
      await user.selectOptions(screen.getByRole('combobox', { name: /Hora/ }), '11:00');
      await user.click(screen.getByRole('button', { name: 'Crear Cita' }));
      await waitFor(() => expect(onDone).toHaveBeenCalled());
      expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
        trainerId: MARTA.trainerId,
        requestedTime: '11:00',
      });
    },
  );

  it(
    'an adiestrador of a school books their own agenda: no picker, their own free times',
    { timeout: 20_000 },
    async () => {
      const marta = makeUser({
        id: MARTA.trainerId,
        firstName: 'Marta',
        memberRole: 'adiestrador',
      });
      const { calls, onDone } = setup(
        [{ time: '11:00', endTime: '12:00' }],
        undefined,
        [LUCIA, MARTA],
        marta,
      );
      const user = userEvent.setup();
      await bookAnaAndLuna(user);
      fireEvent.change(screen.getByLabelText(/Fecha/), { target: { value: date } });
      await screen.findByRole('option', { name: '11:00 – 12:00' });
      expect(screen.queryByLabelText('Adiestrador')).not.toBeInTheDocument();
      const searches = calls.filter((c) => c.path.endsWith('available-slots')).map((c) => c.search);
      expect(searches).toContain(`?date=${date}&duration=60&trainerId=${MARTA.trainerId}`);
      expect(searches.some((search) => search.includes('serviceId'))).toBe(false);
      await user.selectOptions(screen.getByRole('combobox', { name: /Hora/ }), '11:00');
      await user.click(screen.getByRole('button', { name: 'Crear Cita' }));
      await waitFor(() => expect(onDone).toHaveBeenCalled());
      expect(calls.find((c) => c.method === 'POST')?.body).not.toHaveProperty('trainerId');
    },
  );

  it('says so when no time is free, and still takes a typed time', async () => {
    setup([]);
    fireEvent.change(await screen.findByLabelText(/Fecha/), { target: { value: date } });
    expect(
      await screen.findByText(/No hay horarios disponibles para esta fecha/),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/Hora/)).toHaveAttribute('type', 'time');
  });
});

describe('RequestForm: Repetir cada semana (issue 29)', () => {
  it(
    'checks the number of weeks, shows the series it will create and sends the repeat',
    { timeout: 20_000 },
    async () => {
      const { calls, onDone } = setup([{ time: '10:00', endTime: '11:00' }]);
      const user = userEvent.setup();
      await bookAnaAndLuna(user);
      fireEvent.change(screen.getByLabelText(/Fecha/), { target: { value: date } });
      await screen.findByRole('option', { name: '10:00 – 11:00' });
      await user.selectOptions(screen.getByRole('combobox', { name: /Hora/ }), '10:00');

      await user.click(screen.getByLabelText('Repetir cada semana'));
      const count = screen.getByLabelText('Número de citas');
      await user.clear(count);
      await user.type(count, '1');
      await user.click(screen.getByRole('button', { name: 'Crear Cita' }));
      expect(
        await screen.findByText('El número de citas debe estar entre 2 y 52'),
      ).toBeInTheDocument();
      expect(calls.some((c) => c.method === 'POST')).toBe(false);

      await user.clear(count);
      await user.type(count, '6');
      const last = addDays(date, 35).split('-').reverse().join('/');
      expect(screen.getByText(new RegExp(`6 citas: del .* al ${last}`))).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Crear Cita' }));
      await waitFor(() => expect(onDone).toHaveBeenCalled());
      expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
        requestedDate: date,
        confirm: true,
        repeat: { count: 6 },
      });
    },
  );

  it('offers the repeat only for a confirmed appointment', async () => {
    setup([]);
    expect(await screen.findByLabelText('Repetir cada semana')).toBeInTheDocument();
    await userEvent.click(screen.getByLabelText('Confirmar como cita'));
    expect(screen.queryByLabelText('Repetir cada semana')).not.toBeInTheDocument();
  });
});
