import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, mockApi, ok, type MockRequest, type MockRoutes } from '@/testing/fetch-mock';
import { makeUser } from '@/testing/fixtures';
import { fakeAuth, renderWithProviders } from '@/testing/render';
import { makeRequest } from '../../test-fixtures';
import { RequestsPanel } from './requests-panel';

const trainer = makeUser({ firstName: 'Lucía' });
const request = makeRequest();
const date = request.requestedDate;

const ANA = '0190f0c2-5a4b-7c3d-8e9f-0000000000c1';
const ROCKY = '0190f0c2-5a4b-7c3d-8e9f-0000000000d1';
const NO_MATCH = { client: null, dog: null };

function setup(routes: MockRoutes = {}, match: unknown = NO_MATCH) {
  const calls: MockRequest[] = [];
  mockApi({
    [`GET /api/appointments/requests/${request.id}/match`]: () => ok(match),
    'GET /api/clients/options': () => ok({ options: [{ id: ANA, label: 'Marta Ruiz' }] }),
    'GET /api/dogs/options': () =>
      ok({ options: [{ id: ROCKY, label: 'Rocky (Labrador) · Marta Ruiz' }] }),
    'GET /api/appointments/requests': (r) => {
      calls.push(r);
      return ok({
        requests: [request],
        pagination: { page: 1, limit: 10, total: 1, totalPages: 1 },
      });
    },
    ...routes,
  });
  renderWithProviders(<RequestsPanel />, { auth: fakeAuth({ user: trainer }) });
  return calls;
}

async function openFromTable(action: 'Aprobar' | 'Rechazar') {
  const table = await screen.findByRole('table');
  await userEvent.click(
    within(table).getByRole('button', {
      name: new RegExp(`^${action} la solicitud de Marta Ruiz`),
    }),
  );
  // Approving waits for the server's match of the owner among the trainer's clients.
  if (action === 'Aprobar') await screen.findByLabelText(/Fecha/);
  return screen.getByRole('dialog');
}

describe('RequestsPanel', () => {
  it('lists PENDING requests by default', async () => {
    const calls = setup();
    await screen.findByRole('table');
    expect(calls[0]!.search).toContain('status=PENDING');
    expect(screen.getByLabelText('Estado')).toHaveValue('PENDING');
  });

  it('approves with the preferred date and time prefilled and shows a conflict from the server', async () => {
    const sent: unknown[] = [];
    setup({
      [`POST /api/appointments/requests/${request.id}/approve`]: (r) => {
        sent.push(r.body);
        return fail(409, 'CONFLICT', 'Ya tienes una cita programada que se solapa con ese horario');
      },
    });
    const dialog = await openFromTable('Aprobar');
    expect(within(dialog).getByLabelText(/Fecha/)).toHaveValue(date);
    expect(within(dialog).getByLabelText(/Hora/)).toHaveValue('10:00');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Aprobar' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Conflicto de horario');
    expect(alert).toHaveTextContent('Ya tienes una cita programada que se solapa con ese horario');
    // Issue 28: the notes go to the owner, and the form says so.
    expect(within(dialog).getByLabelText('Notas')).toHaveAccessibleDescription(
      /El cliente verá estas notas en el e-mail y en el archivo de calendario/,
    );
    // No client matched: the dialog said so, and the client and dog are created.
    expect(dialog).toHaveTextContent('No coincide con ninguno de tus clientes');
    expect(sent[0]).toEqual({
      scheduledDate: date,
      scheduledTime: '10:00',
      notes: null,
      clientId: null,
      dogId: null,
    });
  });

  it('shows the matching client and dog to confirm, or creates new ones when asked', async () => {
    const sent: unknown[] = [];
    setup(
      {
        [`POST /api/appointments/requests/${request.id}/approve`]: (r) => {
          sent.push(r.body);
          return fail(409, 'CONFLICT', 'Solapa');
        },
      },
      {
        client: { id: ANA, label: 'Marta Ruiz', matchedBy: 'email' },
        dog: { id: ROCKY, label: 'Rocky' },
      },
    );
    const dialog = await openFromTable('Aprobar');
    expect(dialog).toHaveTextContent(
      'Coincide con tu cliente Marta Ruiz (mismo email) y su perro Rocky',
    );
    expect(within(dialog).getByLabelText('Cliente existente')).toBeChecked();
    expect(within(dialog).getByRole('combobox', { name: /Buscar cliente/ })).toHaveValue(
      'Marta Ruiz',
    );
    const dogField = within(dialog).getByRole<HTMLInputElement>('combobox', {
      name: /Buscar perro/,
    });
    expect(dogField.value).toMatch(/^Rocky/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Aprobar' }));
    await within(dialog).findByRole('alert');
    expect(sent[0]).toMatchObject({ clientId: ANA, dogId: ROCKY });

    await userEvent.click(within(dialog).getByLabelText('Crear cliente nuevo'));
    expect(within(dialog).getByLabelText('Crear perro nuevo')).toBeChecked();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Aprobar' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]).toMatchObject({ clientId: null, dogId: null });
  });

  it('labels a phone-only match as such and links it only when the trainer chooses it (issue 28)', async () => {
    const sent: unknown[] = [];
    setup(
      {
        [`POST /api/appointments/requests/${request.id}/approve`]: (r) => {
          sent.push(r.body);
          return fail(409, 'CONFLICT', 'Solapa');
        },
      },
      {
        client: { id: ANA, label: 'Marta Ruiz', matchedBy: 'phone' },
        dog: { id: ROCKY, label: 'Rocky' },
      },
    );
    const dialog = await openFromTable('Aprobar');
    expect(dialog).toHaveTextContent('Coincide solo el teléfono con tu cliente Marta Ruiz');
    expect(within(dialog).getByLabelText('Crear cliente nuevo')).toBeChecked();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Aprobar' }));
    await within(dialog).findByRole('alert');
    expect(sent[0]).toMatchObject({ clientId: null, dogId: null });

    await userEvent.click(
      within(dialog).getByRole('button', { name: 'Es la misma persona: usar a Marta Ruiz' }),
    );
    expect(within(dialog).getByLabelText('Cliente existente')).toBeChecked();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Aprobar' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]).toMatchObject({ clientId: ANA, dogId: ROCKY });
  });

  it("refuses an empty approval with the spec's message", async () => {
    setup();
    const dialog = await openFromTable('Aprobar');
    await userEvent.clear(within(dialog).getByLabelText(/Hora/));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Aprobar' }));
    expect(
      await within(dialog).findByText('Por favor completa todos los campos requeridos'),
    ).toBeInTheDocument();
  });

  it('rejects only with a reason', async () => {
    const sent: unknown[] = [];
    setup({
      [`POST /api/appointments/requests/${request.id}/reject`]: (r) => {
        sent.push(r.body);
        return ok({ ...request, status: 'REJECTED', rejectionReason: 'Sin hueco' });
      },
    });
    const dialog = await openFromTable('Rechazar');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Rechazar' }));
    expect(
      await within(dialog).findByText('Por favor proporciona una razón para el rechazo'),
    ).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText(/Motivo del rechazo/), 'Sin hueco');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Rechazar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent[0]).toEqual({ reason: 'Sin hueco' });
  });
});

describe('RequestsPanel search', () => {
  const luna = makeRequest({
    id: '0190f0c2-5a4b-7c3d-8e9f-00000000000b',
    clientName: 'Pablo Gil',
    clientEmail: 'pablo@example.com',
    dogName: 'Luna',
  });

  /** The server matches `search` against client, email and dog, like the real one. */
  function setupSearch(url = '/') {
    const calls: URLSearchParams[] = [];
    mockApi({
      'GET /api/appointments/requests': (r) => {
        const params = new URLSearchParams(r.search);
        calls.push(params);
        const text = params.get('search')?.toLowerCase() ?? '';
        const found = [request, luna].filter((q) =>
          [q.clientName, q.clientEmail, q.dogName].some((v) => v?.toLowerCase().includes(text)),
        );
        const page = Number(params.get('page'));
        return ok({
          requests: found,
          pagination: { page, limit: 10, total: found.length, totalPages: Math.max(1, page) },
        });
      },
    });
    const view = renderWithProviders(<RequestsPanel />, {
      auth: fakeAuth({ user: trainer }),
      initialEntries: [url],
    });
    return { ...view, calls, last: () => calls.at(-1)! };
  }

  const shownClients = async () =>
    within(await screen.findByRole('table', { name: 'Solicitudes de cita' }))
      .queryAllByRole('rowheader')
      .map((cell) => within(cell).getAllByText(/./)[0]!.textContent);

  it('sends what was typed as `search` once typing pauses, keeps the status and goes back to page 1', async () => {
    const { calls, last, router } = setupSearch('/?page=2');
    await waitFor(() => expect(last().get('page')).toBe('2'));
    expect(await shownClients()).toEqual(['Marta Ruiz', 'Pablo Gil']);

    await userEvent.type(screen.getByRole('searchbox', { name: 'Buscar solicitudes' }), ' luna ');
    await waitFor(() => expect(last().get('search')).toBe('luna'));
    expect(last().get('status')).toBe('PENDING');
    expect(last().get('page')).toBe('1');
    // One request for the pause, not one per key.
    expect(calls.filter((params) => params.has('search'))).toHaveLength(1);
    await waitFor(async () => expect(await shownClients()).toEqual(['Pablo Gil']));
    expect(router.state.location.search).toBe('?q=luna');

    await userEvent.clear(screen.getByRole('searchbox', { name: 'Buscar solicitudes' }));
    await waitFor(() => expect(last().has('search')).toBe(false));
    await waitFor(async () => expect(await shownClients()).toEqual(['Marta Ruiz', 'Pablo Gil']));
  });

  it("says 'No se encontraron solicitudes' when the search matches nothing", async () => {
    const { last } = setupSearch();
    await shownClients();
    expect(screen.queryByText('No se encontraron solicitudes')).not.toBeInTheDocument();

    await userEvent.type(screen.getByRole('searchbox', { name: 'Buscar solicitudes' }), 'zzz');
    expect(await screen.findByText('No se encontraron solicitudes')).toBeInTheDocument();
    expect(screen.getByText('Ninguna solicitud coincide con la búsqueda.')).toBeInTheDocument();
    expect(last().get('search')).toBe('zzz');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByText(/^No hay solicitudes/)).not.toBeInTheDocument();
  });

  it('starts from the search in the URL', async () => {
    const { calls } = setupSearch('/?q=marta');
    expect(await shownClients()).toEqual(['Marta Ruiz']);
    expect(screen.getByRole('searchbox', { name: 'Buscar solicitudes' })).toHaveValue('marta');
    expect(calls.every((params) => params.get('search') === 'marta')).toBe(true);
  });
});
