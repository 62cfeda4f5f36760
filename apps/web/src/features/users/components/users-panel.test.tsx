import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DATA_RIGHTS_MESSAGES, FISCAL_RETENTION, type User } from '@adiestra/shared';
import { fakeAuth, renderWithProviders } from '@/testing/render';
import {
  deferred,
  fail,
  jsonResponse,
  mockApi,
  ok,
  type MockRequest,
  type MockRoutes,
} from '@/testing/fetch-mock';
import { makeUser } from '@/testing/fixtures';
import { UsersPanel } from './users-panel';

const admin = makeUser({ firstName: 'Admin', lastName: 'Jefa', role: 'admin' });
const pendingUser = makeUser({ firstName: 'Pepa', lastName: 'Pendiente', isApproved: false });
const activeUser = makeUser({ firstName: 'Luis', lastName: 'Activo' });

function page(users: User[]) {
  return ok({ users, pagination: { page: 1, limit: 100, total: users.length, totalPages: 1 } });
}

function setup(routes: MockRoutes = {}) {
  const fetchMock = mockApi({
    'GET /api/admin/users': () => page([admin, pendingUser, activeUser]),
    ...routes,
  });
  renderWithProviders(<UsersPanel />, { auth: fakeAuth({ user: admin }) });
  return fetchMock;
}

/** The wide-screen table row of a user (cards repeat the data for narrow screens). */
async function tableRow(name: string) {
  const table = await screen.findByRole('table');
  return within(table).getByRole('row', { name: new RegExp(name) });
}

describe('UsersPanel', () => {
  it("titles the list with the total and marks the admin's own row 'Tú' without actions", async () => {
    setup();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Usuarios (3)' }),
    ).toBeInTheDocument();
    const self = await tableRow('Admin Jefa');
    expect(within(self).getByText('Tú')).toBeInTheDocument();
    expect(within(self).queryAllByRole('button')).toHaveLength(0);
    expect(within(await tableRow('Pepa Pendiente')).getAllByRole('button')).toHaveLength(4);

    // Narrow layout: the whole action group is absent on the own card.
    const cards = within(screen.getByRole('list', { name: 'Usuarios' })).getAllByRole('listitem');
    const ownCard = cards.find((card) => within(card).queryByText('Tú'));
    expect(ownCard).toBeDefined();
    expect(within(ownCard!).queryAllByRole('button')).toHaveLength(0);
  });

  it('shows status labels from the shared rule', async () => {
    setup();
    expect(within(await tableRow('Pepa Pendiente')).getByText('Pendiente')).toBeInTheDocument();
    expect(within(await tableRow('Luis Activo')).getByText('Activo')).toBeInTheDocument();
  });

  it("disables the row's buttons while its update is in flight, then applies the server's user", async () => {
    const user = userEvent.setup();
    const reply = deferred<Response>();
    setup({ [`PUT /api/admin/users/${pendingUser.id}/approve`]: () => reply.promise });
    const row = await tableRow('Pepa Pendiente');
    await user.click(within(row).getByRole('button', { name: /^Aprobar/ }));

    for (const button of within(row).getAllByRole('button')) expect(button).toBeDisabled();
    for (const button of within(await tableRow('Luis Activo')).getAllByRole('button'))
      expect(button).toBeEnabled();
    // Nothing changes before the server answers.
    expect(within(row).getByText('Pendiente')).toBeInTheDocument();

    reply.resolve(ok({ ...pendingUser, isApproved: true }));
    await waitFor(() => expect(within(row).getByText('Activo')).toBeInTheDocument());
    for (const button of within(row).getAllByRole('button')) expect(button).toBeEnabled();
    expect(within(row).getByRole('button', { name: /^Revocar aprobación/ })).toBeInTheDocument();
  });

  it('keeps the row unchanged and reports the failure when the update fails', async () => {
    const user = userEvent.setup();
    setup({
      [`PUT /api/admin/users/${pendingUser.id}/approve`]: () =>
        fail(500, 'INTERNAL_ERROR', 'Fallo interno'),
    });
    const row = await tableRow('Pepa Pendiente');
    await user.click(within(row).getByRole('button', { name: /^Aprobar/ }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error al actualizar usuario');
    expect(alert).toHaveTextContent('Fallo interno');
    expect(within(row).getByText('Pendiente')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: /^Aprobar/ })).toBeEnabled();
  });

  it('asks before deactivating and only then calls the server', async () => {
    const user = userEvent.setup();
    let calls = 0;
    setup({
      [`PUT /api/admin/users/${activeUser.id}/status`]: () => {
        calls += 1;
        return ok({ ...activeUser, isActive: false });
      },
    });
    const row = await tableRow('Luis Activo');
    await user.click(within(row).getByRole('button', { name: /^Desactivar/ }));
    const dialog = screen.getByRole('dialog', { name: 'Desactivar usuario' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(calls).toBe(0);

    await user.click(within(row).getByRole('button', { name: /^Desactivar/ }));
    await user.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Desactivar' }),
    );
    await waitFor(() => expect(within(row).getByText('Inactivo')).toBeInTheDocument());
    expect(calls).toBe(1);
  });

  it('asks before deleting an account with its data, says which fiscal records stay, then refreshes the list', async () => {
    const user = userEvent.setup();
    let deleted = false;
    setup({
      'GET /api/admin/users': () =>
        page(deleted ? [admin, pendingUser] : [admin, pendingUser, activeUser]),
      [`DELETE /api/admin/users/${activeUser.id}`]: () => {
        deleted = true;
        return ok(null, 'Cuenta eliminada');
      },
    });
    const row = await tableRow('Luis Activo');
    await user.click(within(row).getByRole('button', { name: /^Eliminar cuenta/ }));
    const dialog = screen.getByRole('dialog', { name: 'Eliminar cuenta' });
    expect(dialog).toHaveTextContent('con sus datos: clientes');
    // What tax law keeps, for how long, and when the deletion waits, with how to take a copy first.
    expect(dialog).toHaveTextContent(
      `Sus facturas emitidas, con su registro de facturación y sus envíos a la AEAT, se conservan ${FISCAL_RETENTION}`,
    );
    expect(dialog).toHaveTextContent(/seis años/);
    expect(dialog).toHaveTextContent(
      /no se puede eliminar mientras la AEAT no haya aceptado todos sus registros.*libro registro/,
    );
    expect(deleted).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar cuenta' }));
    expect(await screen.findByText('Cuenta eliminada')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1, name: 'Usuarios (2)' })).toBeInTheDocument(),
    );
  });

  it("shows the server's refusal while records wait for the AEAT, and keeps the account listed", async () => {
    const user = userEvent.setup();
    setup({
      [`DELETE /api/admin/users/${activeUser.id}`]: () =>
        fail(409, 'CONFLICT', DATA_RIGHTS_MESSAGES.userAwaitingAeat(2)),
    });
    const row = await tableRow('Luis Activo');
    await user.click(within(row).getByRole('button', { name: /^Eliminar cuenta/ }));
    const dialog = screen.getByRole('dialog', { name: 'Eliminar cuenta' });
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar cuenta' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error al eliminar la cuenta');
    expect(alert).toHaveTextContent(
      '2 registros de facturación no constan aceptados por la AEAT (pendientes de envío o rechazados)',
    );
    expect(within(row).getByText('Luis Activo')).toBeInTheDocument();
  });

  it("reports a role failure with the spec's title", async () => {
    const user = userEvent.setup();
    setup({
      [`PUT /api/admin/users/${activeUser.id}/role`]: () =>
        fail(409, 'CONFLICT', 'Debe quedar un administrador activo'),
    });
    const row = await tableRow('Luis Activo');
    await user.click(within(row).getByRole('button', { name: /^Hacer admin/ }));
    await user.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Hacer admin' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Error al cambiar rol');
    expect(within(row).getByText('Usuario')).toBeInTheDocument();
  });

  it("reports 'Error al cambiar estado' when a status change fails and keeps the row as it was", async () => {
    const user = userEvent.setup();
    const bodies: unknown[] = [];
    setup({
      [`PUT /api/admin/users/${activeUser.id}/status`]: (request: MockRequest) => {
        bodies.push(request.body);
        return fail(500, 'INTERNAL_ERROR', 'No se pudo guardar');
      },
    });
    const row = await tableRow('Luis Activo');
    await user.click(within(row).getByRole('button', { name: /^Desactivar/ }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Desactivar usuario' })).getByRole('button', {
        name: 'Desactivar',
      }),
    );

    const notifications = screen.getByRole('region', { name: 'Notificaciones' });
    const alert = await within(notifications).findByRole('alert');
    expect(alert).toHaveTextContent('Error al cambiar estado');
    expect(alert).toHaveTextContent('No se pudo guardar');
    expect(bodies).toEqual([{ isActive: false }]);
    expect(within(row).getByText('Activo')).toBeInTheDocument();
    expect(within(row).queryByText('Inactivo')).not.toBeInTheDocument();
    expect(within(row).getByRole('button', { name: /^Desactivar/ })).toBeEnabled();
  });

  it("shows 'Respuesta inválida del servidor' when the list answer is not an envelope", async () => {
    mockApi({ 'GET /api/admin/users': () => jsonResponse(200, { users: [admin] }) });
    renderWithProviders(<UsersPanel />, { auth: fakeAuth({ user: admin }) });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Respuesta inválida del servidor');
    expect(alert).not.toHaveTextContent('Error al cargar usuarios');
    expect(screen.getByRole('heading', { level: 1, name: 'Usuarios' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByText('No hay usuarios')).not.toBeInTheDocument();
  });

  it("shows 'Respuesta inválida del servidor' when the body is not JSON at all", async () => {
    mockApi({
      'GET /api/admin/users': () =>
        new Response('<html>Bad gateway</html>', {
          status: 502,
          headers: { 'Content-Type': 'text/html' },
        }),
    });
    renderWithProviders(<UsersPanel />, { auth: fakeAuth({ user: admin }) });
    expect(await screen.findByRole('alert')).toHaveTextContent('Respuesta inválida del servidor');
  });

  it('shows the load error with status and message', async () => {
    mockApi({ 'GET /api/admin/users': () => fail(500, 'INTERNAL_ERROR', 'Base de datos caída') });
    renderWithProviders(<UsersPanel />, { auth: fakeAuth({ user: admin }) });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error al cargar usuarios: 500 - Base de datos caída',
    );
  });

  it('shows the connection error when the server is unreachable', async () => {
    mockApi({ 'GET /api/admin/users': () => Promise.reject(new TypeError('offline')) });
    renderWithProviders(<UsersPanel />, { auth: fakeAuth({ user: admin }) });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No se pudo conectar con el servidor',
    );
  });

  it('pages through the accounts with Anterior / Siguiente and keeps the total in the title', async () => {
    const user = userEvent.setup();
    const pages: string[] = [];
    mockApi({
      'GET /api/admin/users': (request) => {
        const current = Number(new URLSearchParams(request.search).get('page'));
        pages.push(String(current));
        const users = current === 1 ? [admin, pendingUser] : [activeUser];
        return ok({ users, pagination: { page: current, limit: 2, total: 3, totalPages: 2 } });
      },
    });
    renderWithProviders(<UsersPanel />, { auth: fakeAuth({ user: admin }) });
    const pager = await screen.findByRole('navigation', { name: 'Paginación' });
    expect(pager).toHaveTextContent('Página 1 de 2');
    expect(within(pager).getByRole('button', { name: 'Anterior' })).toBeDisabled();

    await user.click(within(pager).getByRole('button', { name: 'Siguiente' }));
    expect(await tableRow('Luis Activo')).toBeInTheDocument();
    expect(pager).toHaveTextContent('Página 2 de 2');
    expect(within(pager).getByRole('button', { name: 'Siguiente' })).toBeDisabled();
    expect(screen.getByRole('heading', { level: 1, name: 'Usuarios (3)' })).toBeInTheDocument();
    expect(pages).toEqual(['1', '2']);
  });

  it('shows the empty state', async () => {
    mockApi({ 'GET /api/admin/users': () => page([]) });
    renderWithProviders(<UsersPanel />, { auth: fakeAuth({ user: admin }) });
    expect(await screen.findByText('No hay usuarios')).toBeInTheDocument();
    expect(screen.getByText('No se encontraron usuarios en el sistema.')).toBeInTheDocument();
  });
});
