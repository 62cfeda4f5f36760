import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { addDays, todayIn, type Appointment, type AppointmentStats } from '@adiestra/shared';
import { fail, mockApi, ok, type MockRequest, type MockRoutes } from '@/testing/fetch-mock';
import { makeAppointment as baseAppointment, makeUser } from '@/testing/fixtures';
import { fakeAuth, renderWithProviders } from '@/testing/render';
import { formatDay } from '@/lib/format-day';
import { AppointmentsPanel } from './appointments-panel';

const trainer = makeUser({ firstName: 'Lucía' });
const day = addDays(todayIn('Europe/Madrid'), 3);
const otherDay = addDays(day, 1);

/** The shared fixture, on `day`, with a Labrador of 3 and the id ending in `id`. */
function makeAppointment(id: string, overrides: Partial<Appointment> = {}): Appointment {
  return baseAppointment({
    id: `0190f0c2-5a4b-7c3d-8e9f-0000000000${id}`,
    dogBreed: 'Labrador',
    dogAge: 3,
    scheduledDate: day,
    ...overrides,
  });
}

const marta = makeAppointment('a1', { notes: 'Trae correa larga' });
const pablo = makeAppointment('a2', {
  clientName: 'Pablo Gil',
  clientEmail: 'pablo@example.com',
  dogName: 'Luna',
  dogBreed: null,
  dogAge: 1,
  scheduledDate: otherDay,
  scheduledTime: '17:30',
  duration: 90,
  serviceType: 'evaluation',
  status: 'COMPLETED',
  clientId: '0190f0c2-5a4b-7c3d-8e9f-0000000000c2',
  dogId: '0190f0c2-5a4b-7c3d-8e9f-0000000000d2',
});

/** Yesterday's visit, still SCHEDULED: completing it needs no confirmation. */
const ines = makeAppointment('a3', {
  clientName: 'Inés Mora',
  clientEmail: 'ines@example.com',
  dogName: 'Kira',
  scheduledDate: addDays(todayIn('Europe/Madrid'), -1),
});

const stats: AppointmentStats = {
  totalAppointments: 9,
  scheduledAppointments: 4,
  completedAppointments: 3,
  cancelledAppointments: 2,
  pendingRequests: 1,
};

interface Setup {
  appointments?: Appointment[];
  routes?: MockRoutes;
  url?: string;
}

/**
 * A small fake server: it filters by status and date like the real one, and a PUT changes the
 * stored appointment, so the refreshed list shows what the server now holds.
 */
function setup({ appointments = [marta, pablo], routes = {}, url = '/' }: Setup = {}) {
  const store = appointments.map((a) => ({ ...a }));
  const lists: URLSearchParams[] = [];
  const puts: MockRequest[] = [];
  mockApi({
    'GET /api/appointments': (r) => {
      const params = new URLSearchParams(r.search);
      lists.push(params);
      const found = store.filter(
        (a) =>
          (!params.get('status') || a.status === params.get('status')) &&
          (!params.get('date') || a.scheduledDate === params.get('date')),
      );
      const page = Number(params.get('page'));
      return ok({
        appointments: found,
        pagination: { page, limit: 10, total: found.length, totalPages: Math.max(1, page) },
      });
    },
    'GET /api/appointments/stats': () => ok(stats),
    ...Object.fromEntries(
      store.map((a) => [
        `PUT /api/appointments/${a.id}`,
        (r: MockRequest) => {
          puts.push(r);
          Object.assign(a, r.body);
          return ok(a);
        },
      ]),
    ),
    ...routes,
  });
  const view = renderWithProviders(<AppointmentsPanel />, {
    auth: fakeAuth({ user: trainer }),
    initialEntries: [url],
  });
  return { ...view, lists, puts, last: () => lists.at(-1)!, user: userEvent.setup() };
}

const table = () => screen.findByRole('table', { name: 'Citas confirmadas' });
const row = async (name: string) =>
  within(await table())
    .getByRole('rowheader', { name: new RegExp(`^${name}`) })
    .closest('tr')!;
const tableClients = async () =>
  within(await table())
    .queryAllByRole('rowheader')
    .map((cell) => within(cell).getAllByText(/./)[0]!.textContent);

describe('AppointmentsPanel', () => {
  it('shows the four figures from GET /api/appointments/stats', async () => {
    setup();
    const figures = await screen.findByRole('region', { name: 'Estadísticas de citas' });
    const card = (label: string) => within(figures).getByText(label).parentElement!;
    await waitFor(() => expect(card('Total Citas')).toHaveTextContent(/^Total Citas\s*9$/));
    expect(card('Programadas')).toHaveTextContent(/^Programadas\s*4$/);
    expect(card('Completadas')).toHaveTextContent(/^Completadas\s*3$/);
    expect(card('Canceladas')).toHaveTextContent(/^Canceladas\s*2$/);
  });

  it("keeps the list when the figures fail to load, and shows '—' in them (silent failure)", async () => {
    setup({ routes: { 'GET /api/appointments/stats': () => fail(500, 'INTERNAL_ERROR', 'boom') } });
    expect(await tableClients()).toEqual(['Marta Ruiz', 'Pablo Gil']);
    const figures = screen.getByRole('region', { name: 'Estadísticas de citas' });
    await waitFor(() =>
      expect(within(figures).getByText('Total Citas').parentElement).toHaveTextContent(
        /^Total Citas\s*—$/,
      ),
    );
    expect(screen.queryByText('boom')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("sends the status chosen in 'Estado' and goes back to page 1", async () => {
    const { last, user, router } = setup({ url: '/?page=2' });
    await waitFor(() => expect(last().get('page')).toBe('2'));
    const status = screen.getByRole('combobox', { name: 'Estado' });
    expect(
      within(status)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Todos', 'Programada', 'Completada', 'Cancelada']);

    await user.selectOptions(status, 'Completada');
    await waitFor(() => expect(last().get('status')).toBe('COMPLETED'));
    expect(last().get('page')).toBe('1');
    expect(last().get('limit')).toBe('10');
    expect(last().has('date')).toBe(false);
    await waitFor(async () => expect(await tableClients()).toEqual(['Pablo Gil']));
    expect(router.state.location.search).toBe('?status=COMPLETED');

    await user.selectOptions(status, 'Todos');
    await waitFor(() => expect(last().has('status')).toBe(false));
    await waitFor(async () => expect(await tableClients()).toEqual(['Marta Ruiz', 'Pablo Gil']));
  });

  it("sends the day chosen in 'Fecha' as date and goes back to page 1", async () => {
    const { last } = setup({ url: '/?page=3' });
    await waitFor(() => expect(last().get('page')).toBe('3'));

    fireEvent.change(screen.getByLabelText('Fecha'), { target: { value: otherDay } });
    await waitFor(() => expect(last().get('date')).toBe(otherDay));
    expect(last().get('page')).toBe('1');
    await waitFor(async () => expect(await tableClients()).toEqual(['Pablo Gil']));
  });

  it("'Limpiar filtros' drops both filters; no match says 'No hay citas con estos filtros'", async () => {
    const { last, user } = setup({ url: `/?status=CANCELLED&date=${day}` });
    expect(await screen.findByText('No hay citas con estos filtros')).toBeInTheDocument();
    expect(last().get('status')).toBe('CANCELLED');
    expect(last().get('date')).toBe(day);
    expect(screen.getByRole('combobox', { name: 'Estado' })).toHaveValue('CANCELLED');
    expect(screen.getByLabelText('Fecha')).toHaveValue(day);

    const clear = screen.getAllByRole('button', { name: 'Limpiar filtros' });
    expect(clear).toHaveLength(2); // the filter bar's and the empty state's
    await user.click(clear[0]!);
    await waitFor(() => expect(last().has('status')).toBe(false));
    expect(last().has('date')).toBe(false);
    expect(await tableClients()).toEqual(['Marta Ruiz', 'Pablo Gil']);
    expect(screen.getByRole('button', { name: 'Limpiar filtros' })).toBeDisabled();
    expect(screen.getByLabelText('Fecha')).toHaveValue('');
  });

  it("says 'No hay citas confirmadas' when there are none at all", async () => {
    setup({ appointments: [] });
    expect(await screen.findByText('No hay citas confirmadas')).toBeInTheDocument();
    expect(screen.queryByText('No hay citas con estos filtros')).not.toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it("shows 'Error al cargar las citas' with a retry when the list fails", async () => {
    let attempts = 0;
    setup({
      routes: {
        'GET /api/appointments': () => {
          attempts += 1;
          return attempts === 1
            ? fail(500, 'INTERNAL_ERROR', 'Error interno')
            : ok({
                appointments: [marta],
                pagination: { page: 1, limit: 10, total: 1, totalPages: 1 },
              });
        },
      },
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error al cargar las citas');
    await userEvent.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(await tableClients()).toEqual(['Marta Ruiz']);
    expect(screen.queryByText('Error al cargar las citas')).not.toBeInTheDocument();
  });

  it('offers Completar and Cancelar only on a SCHEDULED appointment; Editar on every one', async () => {
    setup();
    const scheduled = await row('Marta Ruiz');
    expect(within(scheduled).getByText('Programada')).toBeInTheDocument();
    expect(
      within(scheduled).getByRole('button', {
        name: 'Marcar como completada la cita de Marta Ruiz (Rocky)',
      }),
    ).toBeEnabled();
    expect(
      within(scheduled).getByRole('button', { name: 'Cancelar la cita de Marta Ruiz (Rocky)' }),
    ).toBeEnabled();

    const completed = await row('Pablo Gil');
    expect(within(completed).getByText('Completada')).toBeInTheDocument();
    expect(
      within(completed)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Editar la cita de Pablo Gil (Luna)']);
  });

  it("'Completar' on a past appointment sends PUT {status: COMPLETED} at once", async () => {
    const { puts, user } = setup({ appointments: [marta, pablo, ines] });
    await user.click(
      within(await row('Inés Mora')).getByRole('button', {
        name: /^Marcar como completada la cita de Inés/,
      }),
    );
    expect(await screen.findByText('Cita marcada como completada')).toBeInTheDocument();
    expect(puts.map((p) => [p.path, p.body])).toEqual([
      [`/api/appointments/${ines.id}`, { status: 'COMPLETED' }],
    ]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(async () =>
      expect(within(await row('Inés Mora')).getByText('Completada')).toBeInTheDocument(),
    );
    expect(
      within(await row('Inés Mora')).queryByRole('button', { name: /^Cancelar la cita/ }),
    ).not.toBeInTheDocument();
  });

  it("'Completar' on a future appointment asks first: 'Volver' sends nothing", async () => {
    const { puts, user } = setup();
    const complete = async () =>
      within(await row('Marta Ruiz')).getByRole('button', {
        name: 'Marcar como completada la cita de Marta Ruiz (Rocky)',
      });
    await user.click(await complete());
    let confirm = screen.getByRole('dialog', { name: 'Completar cita' });
    expect(confirm).toHaveAccessibleDescription(
      `La cita de Marta Ruiz con Rocky aún no ha llegado (${formatDay(day)} · 10:00–11:00). ¿Marcarla ya como completada?`,
    );
    await user.click(within(confirm).getByRole('button', { name: 'Volver' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(puts).toHaveLength(0);

    await user.click(await complete());
    confirm = screen.getByRole('dialog', { name: 'Completar cita' });
    await user.click(within(confirm).getByRole('button', { name: 'Marcar como completada' }));
    expect(await screen.findByText('Cita marcada como completada')).toBeInTheDocument();
    expect(puts.map((p) => p.body)).toEqual([{ status: 'COMPLETED' }]);
    await waitFor(async () =>
      expect(within(await row('Marta Ruiz')).getByText('Completada')).toBeInTheDocument(),
    );
  });

  it("'Cancelar' asks first: 'Volver' sends nothing, 'Cancelar cita' sends PUT {status: CANCELLED}", async () => {
    const { puts, user } = setup();
    const cancel = async () =>
      within(await row('Marta Ruiz')).getByRole('button', {
        name: 'Cancelar la cita de Marta Ruiz (Rocky)',
      });

    await user.click(await cancel());
    let confirm = screen.getByRole('dialog', { name: 'Cancelar cita' });
    expect(confirm).toHaveAccessibleDescription(
      '¿Cancelar la cita de Marta Ruiz con Rocky? Podrás volver a programarla desde «Editar».',
    );
    await user.click(within(confirm).getByRole('button', { name: 'Volver' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(puts).toHaveLength(0);

    await user.click(await cancel());
    confirm = screen.getByRole('dialog', { name: 'Cancelar cita' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancelar cita' }));
    expect(await screen.findByText('Cita cancelada')).toBeInTheDocument();
    expect(puts.map((p) => p.body)).toEqual([{ status: 'CANCELLED' }]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(async () =>
      expect(within(await row('Marta Ruiz')).getByText('Cancelada')).toBeInTheDocument(),
    );
  });

  it("shows the server's message when a quick action fails, else 'Error al cambiar el estado de la cita'", async () => {
    let message = 'La cita ya no existe';
    const { user } = setup({
      appointments: [marta, pablo, ines],
      routes: {
        [`PUT /api/appointments/${ines.id}`]: () => fail(404, 'NOT_FOUND', message),
      },
    });
    const complete = async () =>
      user.click(
        within(await row('Inés Mora')).getByRole('button', {
          name: /^Marcar como completada la cita de Inés/,
        }),
      );
    await complete();
    expect(await screen.findByRole('alert')).toHaveTextContent('La cita ya no existe');
    expect(within(await row('Inés Mora')).getByText('Programada')).toBeInTheDocument();

    message = '';
    await complete();
    await waitFor(() =>
      expect(screen.getAllByRole('alert').map((toast) => toast.textContent)).toContain(
        'Error al cambiar el estado de la cita',
      ),
    );
  });

  it('the edit modal starts from the appointment, sends PUT {status, notes} and closes', async () => {
    const { puts, user } = setup();
    await user.click(
      within(await row('Marta Ruiz')).getByRole('button', {
        name: 'Editar la cita de Marta Ruiz (Rocky)',
      }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Editar cita' });
    expect(dialog).toHaveAccessibleDescription(`Marta Ruiz · ${formatDay(day)} · 10:00–11:00`);
    const status = within(dialog).getByRole('combobox', { name: 'Estado' });
    const notes = within(dialog).getByRole('textbox', { name: 'Notas' });
    expect(status).toHaveValue('SCHEDULED');
    expect(notes).toHaveValue('Trae correa larga');

    await user.selectOptions(status, 'Completada');
    await user.clear(notes);
    await user.type(notes, 'Muy buen progreso');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar cambios' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(puts.map((p) => [p.path, p.body])).toEqual([
      [`/api/appointments/${marta.id}`, { status: 'COMPLETED', notes: 'Muy buen progreso' }],
    ]);
    expect(screen.getByText('Cita actualizada')).toBeInTheDocument();
    await waitFor(async () =>
      expect(within(await row('Marta Ruiz')).getByText('Muy buen progreso')).toBeInTheDocument(),
    );
    expect(within(await row('Marta Ruiz')).getByText('Completada')).toBeInTheDocument();
  });

  it('the edit modal moves the appointment: sends the new date and time and says the owner is told', async () => {
    const { puts, user } = setup();
    await user.click(
      within(await row('Marta Ruiz')).getByRole('button', {
        name: 'Editar la cita de Marta Ruiz (Rocky)',
      }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Editar cita' });
    const date = within(dialog).getByLabelText(/^Fecha/);
    const time = within(dialog).getByLabelText(/^Hora/);
    expect(date).toHaveValue(day);
    expect(time).toHaveValue('10:00');
    expect(within(dialog).queryByText(/Enviaremos a Marta Ruiz/)).not.toBeInTheDocument();
    fireEvent.change(date, { target: { value: otherDay } });
    fireEvent.change(time, { target: { value: '12:30' } });
    expect(
      within(dialog).getByText('Enviaremos a Marta Ruiz un e-mail con la nueva fecha y hora.'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Guardar cambios' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(puts.map((p) => p.body)).toEqual([
      {
        status: 'SCHEDULED',
        notes: 'Trae correa larga',
        scheduledDate: otherDay,
        scheduledTime: '12:30',
      },
    ]);
  });

  it('the edit modal can set a finished appointment back to Programada', async () => {
    const { puts, user } = setup();
    await user.click(
      within(await row('Pablo Gil')).getByRole('button', { name: /^Editar la cita de Pablo/ }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Editar cita' });
    expect(within(dialog).getByRole('textbox', { name: 'Notas' })).toHaveValue('');
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Estado' }),
      'Programada',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Guardar cambios' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(puts[0]!.body).toEqual({ status: 'SCHEDULED', notes: '' });
    await waitFor(async () =>
      expect(
        within(await row('Pablo Gil')).getByRole('button', { name: /^Marcar como completada/ }),
      ).toBeInTheDocument(),
    );
  });

  it("keeps the edit modal open with the server's error, or 'Error al actualizar la cita'", async () => {
    let message = 'Ya tienes una cita programada que se solapa con ese horario';
    const sent: unknown[] = [];
    const { user } = setup({
      routes: {
        [`PUT /api/appointments/${pablo.id}`]: (r) => {
          sent.push(r.body);
          return fail(409, 'CONFLICT', message);
        },
      },
    });
    await user.click(
      within(await row('Pablo Gil')).getByRole('button', { name: /^Editar la cita de Pablo/ }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Editar cita' });
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Estado' }),
      'Programada',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Guardar cambios' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);
    expect(sent).toEqual([{ status: 'SCHEDULED', notes: '' }]);
    expect(screen.getByRole('dialog', { name: 'Editar cita' })).toBeInTheDocument();
    expect(within(dialog).getByRole('combobox', { name: 'Estado' })).toHaveValue('SCHEDULED');
    expect(screen.queryByText('Cita actualizada')).not.toBeInTheDocument();

    message = '';
    await user.click(within(dialog).getByRole('button', { name: 'Guardar cambios' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('alert')).toHaveTextContent('Error al actualizar la cita'),
    );

    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent).toHaveLength(2);
    expect(within(await row('Pablo Gil')).getByText('Completada')).toBeInTheDocument();
  });

  /*
   * Table or cards is decided by CSS alone (the table is `hidden lg:block`, the cards
   * `lg:hidden`): no media query runs in script, so both are in the DOM and jsdom, which applies
   * no stylesheet, exposes both. The cards are tested as what a phone user gets.
   */
  it('on narrow screens shows one card per appointment with its details and actions', async () => {
    const { puts, user } = setup();
    const cards = await screen.findByRole('list', { name: 'Citas confirmadas' });
    const items = within(cards).getAllByRole('listitem');
    expect(
      items.map((item) => within(item).getByRole('heading', { level: 3 }).textContent),
    ).toEqual(['Marta Ruiz', 'Pablo Gil']);

    const [first, second] = items as [HTMLElement, HTMLElement];
    expect(first).toHaveTextContent(`${formatDay(day)} · 10:00–11:00`);
    expect(first).toHaveTextContent('Rocky (Labrador, 3 años)');
    expect(first).toHaveTextContent('Entrenamiento Básico · 1 h');
    expect(first).toHaveTextContent('marta@example.com · 612345678');
    expect(first).toHaveTextContent('NotasTrae correa larga');
    expect(within(first).getByText('Programada')).toBeInTheDocument();

    expect(second).toHaveTextContent(`${formatDay(otherDay)} · 17:30–19:00`);
    expect(second).toHaveTextContent('Luna (1 año)');
    expect(second).toHaveTextContent('Evaluación · 1 h 30 min');
    expect(second).not.toHaveTextContent('Notas');
    expect(within(second).queryByRole('button', { name: /^Marcar como completada/ })).toBeNull();

    await user.click(
      within(first).getByRole('button', {
        name: 'Marcar como completada la cita de Marta Ruiz (Rocky)',
      }),
    );
    await user.click(
      within(screen.getByRole('dialog', { name: 'Completar cita' })).getByRole('button', {
        name: 'Marcar como completada',
      }),
    );
    await waitFor(() => expect(puts.map((p) => p.body)).toEqual([{ status: 'COMPLETED' }]));
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Citas confirmadas' })).getAllByRole(
          'listitem',
        )[0]!,
      ).toHaveTextContent('Completada'),
    );
  });

  it("shows an unlinked appointment as 'Sin vincular' and links it to a client and that client's dog", async () => {
    const ANA = '0190f0c2-5a4b-7c3d-8e9f-0000000000c1';
    const ROCKY = '0190f0c2-5a4b-7c3d-8e9f-0000000000d1';
    const links: MockRequest[] = [];
    const dogSearches: string[] = [];
    const { user } = setup({
      routes: {
        'GET /api/clients/options': () => ok({ options: [{ id: ANA, label: 'Marta Ruiz' }] }),
        'GET /api/dogs/options': (r) => {
          dogSearches.push(r.search);
          return ok({ options: [{ id: ROCKY, label: 'Rocky (Labrador) · Marta Ruiz' }] });
        },
        [`PUT /api/appointments/${marta.id}/link`]: (r) => {
          links.push(r);
          return ok({ ...marta, clientId: ANA, dogId: ROCKY });
        },
      },
    });
    const unlinked = await row('Marta Ruiz');
    expect(within(unlinked).getByText('Sin vincular')).toBeInTheDocument();
    // Without a dog there is nothing to record a session for yet.
    expect(within(unlinked).queryByRole('link', { name: /^Registrar sesión/ })).toBeNull();
    const linked = await row('Pablo Gil');
    expect(within(linked).getByRole('link', { name: 'Ver perro' })).toHaveAttribute(
      'href',
      `/dogs/${pablo.dogId}`,
    );

    await user.click(within(unlinked).getByRole('button', { name: /^Vincular la cita de Marta/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Vincular cita' });
    await user.click(within(dialog).getByRole('button', { name: 'Vincular' }));
    expect(await within(dialog).findByText('Selecciona un cliente')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('combobox', { name: /^Cliente/ }));
    await user.click(await screen.findByRole('option', { name: 'Marta Ruiz' }));
    await user.click(within(dialog).getByRole('combobox', { name: /^Perro/ }));
    await user.click(await screen.findByRole('option', { name: /^Rocky/ }));
    expect(dogSearches.some((search) => search.includes(`clientId=${ANA}`))).toBe(true);
    await user.click(within(dialog).getByRole('button', { name: 'Vincular' }));
    await waitFor(() =>
      expect(links.map((r) => r.body)).toEqual([{ clientId: ANA, dogId: ROCKY }]),
    );
    expect(await screen.findByText('Cita vinculada')).toBeInTheDocument();
  });

  it("'Registrar sesión' on a linked appointment opens the session form with its dog, start and minutes", async () => {
    const linked = {
      ...marta,
      clientId: '0190f0c2-5a4b-7c3d-8e9f-0000000000c1',
      dogId: '0190f0c2-5a4b-7c3d-8e9f-0000000000d1',
    };
    setup({ appointments: [linked, pablo] });
    const scheduled = await row('Marta Ruiz');
    const record = within(scheduled).getByRole('link', {
      name: 'Registrar sesión de la cita de Marta Ruiz (Rocky)',
    });
    const href = new URL(record.getAttribute('href')!, 'http://x');
    expect(href.pathname).toBe('/sessions/new');
    expect(Object.fromEntries(href.searchParams)).toEqual({
      dogId: linked.dogId,
      appointmentId: linked.id,
      start: `${day}T10:00`,
      duration: '60',
    });
    // Pablo's completed appointment: the server did not say whether it has its session.
    const completed = await row('Pablo Gil');
    expect(within(completed).queryByRole('link', { name: /^Registrar sesión/ })).toBeNull();
  });

  it("a completed appointment without its session offers 'Registrar sesión' with its service; once recorded, 'Ver sesión'", async () => {
    const serviceId = '0190f0c2-5a4b-7c3d-8e9f-0000000000e1';
    const sessionId = '0190f0c2-5a4b-7c3d-8e9f-0000000000f1';
    const unrecorded = { ...pablo, serviceId, sessionId: null };
    const recorded = makeAppointment('a4', {
      clientName: 'Inés Mora',
      status: 'COMPLETED',
      clientId: pablo.clientId,
      dogId: pablo.dogId,
      sessionId,
    });
    setup({ appointments: [unrecorded, recorded] });
    const record = within(await row('Pablo Gil')).getByRole('link', {
      name: 'Registrar sesión de la cita de Pablo Gil (Luna)',
    });
    const href = new URL(record.getAttribute('href')!, 'http://x');
    expect(href.pathname).toBe('/sessions/new');
    expect(Object.fromEntries(href.searchParams)).toEqual({
      dogId: pablo.dogId,
      appointmentId: pablo.id,
      start: `${otherDay}T17:30`,
      duration: '90',
      serviceId,
    });
    const done = await row('Inés Mora');
    expect(within(done).queryByRole('link', { name: /^Registrar sesión/ })).toBeNull();
    expect(
      within(done).getByRole('link', { name: 'Ver la sesión de la cita de Inés Mora (Rocky)' }),
    ).toHaveAttribute('href', `/sessions/${sessionId}`);
  });
});

describe("the owner's links to an appointment (issue 28)", () => {
  it('lists the live links and revokes one', async () => {
    const LINK = '0190f0c2-5a4b-7c3d-8e9f-0000000000e1';
    let live = [
      { id: LINK, createdAt: '2026-01-02T09:00:00.000Z', expiresAt: '2026-02-01T00:00:00.000Z' },
    ];
    const deleted: string[] = [];
    const { user } = setup({
      routes: {
        'GET /api/owner-area/share-links': () => ok({ links: live }),
        [`DELETE /api/owner-area/share-links/${LINK}`]: (r) => {
          deleted.push(r.path);
          live = [];
          return ok(null);
        },
      },
    });
    await user.click(
      within(await row('Marta Ruiz')).getByRole('button', {
        name: /^Enlaces del cliente a la cita de Marta Ruiz/,
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Enlaces a la cita' });
    const revoke = await within(dialog).findByRole('button', { name: /^Revocar el enlace/ });
    expect(dialog).toHaveTextContent('caduca el');
    await user.click(revoke);
    await within(dialog).findByText('No hay enlaces activos.');
    expect(deleted).toHaveLength(1);
  });
});
