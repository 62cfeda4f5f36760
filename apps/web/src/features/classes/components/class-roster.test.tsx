import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CLASS_MESSAGES, addDays, todayIn, type ClassDetail } from '@adiestra/shared';
import { fail, mockApi, ok, type MockRequest } from '@/testing/fetch-mock';
import { chooseOption, optionsRoutes } from '@/testing/options-mock';
import { fakeAuth, renderWithProviders } from '@/testing/render';
import { ClassRoster } from './class-roster';

const CLASS = '0190a000-0000-7000-8000-0000000000d1';
const CLIENT = '0190a000-0000-7000-8000-0000000000c1';
const DOG = '0190a000-0000-7000-8000-0000000000e1';
const PLACE = '0190a000-0000-7000-8000-0000000000f1';

const detail = (overrides: Partial<ClassDetail> = {}): ClassDetail => ({
  id: CLASS,
  seriesId: null,
  serviceId: '0190a000-0000-7000-8000-0000000000b1',
  serviceName: 'Clase de cachorros',
  color: '#7c3aed',
  date: addDays(todayIn(fakeAuth().user!.timeZone), 7),
  time: '18:00',
  duration: 60,
  priceCents: 1500,
  payment: 'price',
  course: null,
  place: 'Parque del Retiro',
  places: 3,
  minPlaces: null,
  enrolled: 1,
  offered: 0,
  minPlacesConfirmed: false,
  status: 'scheduled',
  waitlist: [],
  roster: [
    {
      id: PLACE,
      clientId: CLIENT,
      clientName: 'Ana Pérez',
      clientPhone: '611000111',
      dogId: DOG,
      dogName: 'Kira',
      dogNotes: 'Tímida con perros grandes',
      attended: false,
      vaccineAlerts: [],
      money: { state: 'charged', cents: 1500, paidCents: 0, invoice: null },
    },
  ],
  ...overrides,
});

function setup(routes: Parameters<typeof mockApi>[0] = {}, data = detail()) {
  mockApi({
    ...optionsRoutes(
      [{ id: CLIENT, label: 'Ana Pérez' }],
      [
        { id: DOG, label: 'Kira', clientId: CLIENT },
        { id: '0190a000-0000-7000-8000-0000000000e2', label: 'Nala', clientId: CLIENT },
      ],
    ),
    ...routes,
  });
  renderWithProviders(<ClassRoster detail={data} />, { auth: fakeAuth() });
}

describe('ClassRoster', () => {
  it("shows each place's money: charged, paid with a bono, invoiced (decision 0084)", () => {
    const place = detail().roster[0]!;
    const data = detail({
      roster: [
        place,
        {
          ...place,
          id: `${PLACE.slice(0, -1)}2`,
          dogName: 'Nala',
          money: { state: 'bono', cents: null, paidCents: 0, invoice: null },
        },
        {
          ...place,
          id: `${PLACE.slice(0, -1)}3`,
          dogName: 'Toby',
          money: {
            state: 'charged',
            cents: 1500,
            paidCents: 0,
            invoice: { id: PLACE, number: 'A-0007' },
          },
        },
      ],
    });
    setup({}, data);
    const [kira, nala, toby] = within(
      screen.getByRole('list', { name: 'Perros apuntados' }),
    ).getAllByRole('listitem');
    expect(kira).toHaveTextContent(/Pendiente de cobro · 15,00\s€/);
    expect(nala).toHaveTextContent('Bono');
    expect(toby).toHaveTextContent(/Facturada A-0007/);
  });

  it('lists each dog with its owner, phone and notes, and the places taken', () => {
    setup();
    const roster = screen.getByRole('list', { name: 'Perros apuntados' });
    const kira = within(roster).getByRole('listitem');
    expect(kira).toHaveTextContent('Kira');
    expect(kira).toHaveTextContent('Ana Pérez');
    expect(kira).toHaveTextContent('Tímida con perros grandes');
    expect(within(kira).getByRole('link', { name: '611000111' })).toHaveAttribute(
      'href',
      'tel:611000111',
    );
    expect(screen.getByText('1/3 plazas ocupadas')).toBeInTheDocument();
    expect(within(kira).queryByRole('list', { name: 'Vacunas' })).not.toBeInTheDocument();
  });

  it('warns of a dose expired by the class’s day, and of one expiring soon after', () => {
    const base = detail();
    setup(
      {},
      {
        ...base,
        roster: [
          {
            ...base.roster[0]!,
            vaccineAlerts: [
              { kind: 'rabies', name: null, expiresOn: '2026-03-01', expired: true },
              { kind: 'polyvalent', name: null, expiresOn: '2026-04-10', expired: false },
            ],
          },
        ],
      },
    );
    const doses = screen.getByRole('list', { name: 'Vacunas' });
    expect(
      within(doses)
        .getAllByRole('listitem')
        .map((dose) => dose.textContent),
    ).toEqual(['Rabia: caducada el 01/03/2026', 'Polivalente: caduca el 10/04/2026']);
  });

  it('cancels a place only after confirming', async () => {
    const calls: MockRequest[] = [];
    setup({
      [`POST /api/classes/${CLASS}/enrolments/${PLACE}/cancel`]: (r) => {
        calls.push(r);
        return ok(detail({ enrolled: 0, roster: [] }));
      },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar la plaza de Kira' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancelar plaza' });
    expect(calls).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar plaza' }));
    expect(await screen.findByText('Plaza de Kira cancelada')).toBeInTheDocument();
    expect(calls).toHaveLength(1);
  });

  it('offers no enrolment when the class is full', () => {
    setup({}, detail({ places: 1 }));
    expect(screen.queryByRole('form', { name: 'Apuntar un perro' })).not.toBeInTheDocument();
    expect(screen.getByText(CLASS_MESSAGES.full + '.', { exact: false })).toBeInTheDocument();
  });
});

describe('attendance', () => {
  it('is one accessible toggle per dog on the class day, none before', async () => {
    const calls: MockRequest[] = [];
    const today = todayIn(fakeAuth().user!.timeZone);
    setup(
      {
        [`PUT /api/classes/${CLASS}/enrolments/${PLACE}/attendance`]: (r) => {
          calls.push(r);
          const [kira] = detail().roster;
          return ok(detail({ date: today, roster: [{ ...kira!, attended: true }] }));
        },
      },
      detail({ date: today }),
    );
    const toggle = screen.getByRole('button', { name: 'Asistencia de Kira' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(toggle);
    expect(calls[0]!.body).toEqual({ attended: true });
  });

  it('offers no toggle before the class day', () => {
    setup({}, detail({ date: addDays(todayIn(fakeAuth().user!.timeZone), 1) }));
    expect(screen.queryByRole('button', { name: 'Asistencia de Kira' })).not.toBeInTheDocument();
  });
});

describe('the enrolment step', () => {
  it('asks for a client and a dog, then enrols the dog of the chosen client', async () => {
    const calls: MockRequest[] = [];
    setup({
      [`POST /api/classes/${CLASS}/enrolments`]: (r) => {
        calls.push(r);
        return ok(detail({ enrolled: 2 }), 'Perro apuntado a la clase', 201);
      },
    });
    const form = screen.getByRole('form', { name: 'Apuntar un perro' });
    await userEvent.click(within(form).getByRole('button', { name: 'Apuntar' }));
    expect(within(form).getByText('Selecciona un cliente')).toBeInTheDocument();
    expect(within(form).getByText('Selecciona un perro')).toBeInTheDocument();
    expect(calls).toHaveLength(0);

    await chooseOption(userEvent, /Cliente/, 'Ana Pérez');
    await chooseOption(userEvent, /Perro/, 'Nala');
    await userEvent.click(within(form).getByRole('button', { name: 'Apuntar' }));
    expect(await screen.findByText('Perro apuntado a la clase')).toBeInTheDocument();
    expect(calls[0]!.body).toEqual({
      clientId: CLIENT,
      dogId: '0190a000-0000-7000-8000-0000000000e2',
    });
  });

  it('shows the server refusal in Spanish when the last place has just gone', async () => {
    setup({
      [`POST /api/classes/${CLASS}/enrolments`]: () => fail(409, 'CONFLICT', CLASS_MESSAGES.full),
    });
    await chooseOption(userEvent, /Cliente/, 'Ana Pérez');
    await chooseOption(userEvent, /Perro/, 'Nala');
    await userEvent.click(screen.getByRole('button', { name: 'Apuntar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(CLASS_MESSAGES.full);
  });

  it('links a refusal for unsigned documents to the client’s consents (issue 45)', async () => {
    const refusal =
      'No se puede reservar: Falta que el titular acepte «Normas de las clases en grupo» (versión 1).';
    setup({
      [`POST /api/classes/${CLASS}/enrolments`]: () =>
        fail(409, 'CONFLICT', refusal, { requiredConsents: 'Normas de las clases en grupo' }),
    });
    await chooseOption(userEvent, /Cliente/, 'Ana Pérez');
    await chooseOption(userEvent, /Perro/, 'Nala');
    await userEvent.click(screen.getByRole('button', { name: 'Apuntar' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(refusal);
    expect(
      within(alert).getByRole('link', { name: 'Pedir la firma o registrarla en papel' }),
    ).toHaveAttribute('href', `/clients/${CLIENT}#consentimientos`);
  });
});
