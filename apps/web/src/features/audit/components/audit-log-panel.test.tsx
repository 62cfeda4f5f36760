import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AuditEntry } from '@adiestra/shared';
import { fakeAuth, renderWithProviders } from '@/testing/render';
import { fail, mockApi, ok, type MockRequest } from '@/testing/fetch-mock';
import { AuditLogPanel } from './audit-log-panel';

const now = new Date().toISOString();

function entry(overrides: Partial<AuditEntry> = {}): AuditEntry {
  return {
    id: crypto.randomUUID(),
    createdAt: now,
    actorId: 'actor-1',
    actorName: 'Ana Admin',
    action: 'user.role_changed',
    targetType: 'user',
    targetId: 'user-0000-12345678',
    details: { role: 'admin' },
    ...overrides,
  };
}

function auditPage(entries: AuditEntry[], page = 1, totalPages = 1) {
  return ok({ entries, pagination: { page, limit: 50, total: entries.length, totalPages } });
}

/** The query string of every audit request, in order. */
function setup(reply: (request: MockRequest) => Response | Promise<Response>) {
  const searches: URLSearchParams[] = [];
  mockApi({
    'GET /api/admin/audit': (request) => {
      searches.push(new URLSearchParams(request.search));
      return reply(request);
    },
  });
  renderWithProviders(<AuditLogPanel />, { auth: fakeAuth() });
  return searches;
}

describe('AuditLogPanel', () => {
  it('lists who did what, on what, with readable details and no personal data', async () => {
    setup(() =>
      auditPage([
        entry(),
        entry({
          actorName: null,
          action: 'client.erased',
          targetType: 'client',
          targetId: 'client-abcdefgh',
          details: { dogs: 2, sessions: 1, appointments: 3 },
        }),
      ]),
    );
    const table = await screen.findByRole('table', {
      name: 'Registro de actividad, lo más reciente primero',
    });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Fecha', 'Quién', 'Acción', 'Sobre', 'Detalles']);
    const [, first, second] = within(table).getAllByRole('row');
    expect(first).toHaveTextContent('Ana Admin');
    expect(first).toHaveTextContent('Cambio de rol');
    expect(first).toHaveTextContent('Cuenta …12345678');
    expect(first).toHaveTextContent('Dio a la cuenta el rol de administrador.');
    expect(second).toHaveTextContent('Cuenta eliminada');
    expect(second).toHaveTextContent('Cliente …abcdefgh');
    expect(second).toHaveTextContent(
      'Eliminó los datos de un cliente; se borraron 2 perros y 1 sesión; quedan anónimos 3 citas.',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Registro de actividad' })).toBeVisible();
  });

  it('pages with Anterior / Siguiente, by keyboard too, and shows the position', async () => {
    const user = userEvent.setup();
    const searches = setup((request) => {
      const page = Number(new URLSearchParams(request.search).get('page'));
      return auditPage([entry({ actorName: `Página ${page}` })], page, 3);
    });
    const pager = await screen.findByRole('navigation', { name: 'Paginación' });
    expect(pager).toHaveTextContent('Página 1 de 3');
    expect(within(pager).getByRole('button', { name: 'Anterior' })).toBeDisabled();

    within(pager).getByRole('button', { name: 'Siguiente' }).focus();
    await user.keyboard('{Enter}');
    expect(await within(pager).findByText('Página 2 de 3')).toBeInTheDocument();
    expect(await screen.findByRole('cell', { name: 'Página 2' })).toBeInTheDocument();
    expect(searches.at(-1)?.get('page')).toBe('2');

    await user.click(within(pager).getByRole('button', { name: 'Anterior' }));
    expect(await within(pager).findByText('Página 1 de 3')).toBeInTheDocument();
    expect(searches.at(-1)?.get('page')).toBe('1');
  });

  it('hides the pager when everything fits on one page', async () => {
    setup(() => auditPage([entry()]));
    await screen.findByRole('table');
    expect(screen.queryByRole('navigation', { name: 'Paginación' })).not.toBeInTheDocument();
  });

  it('filters by action from the first page, and says when nothing matches', async () => {
    const user = userEvent.setup();
    const searches = setup((request) => {
      const query = new URLSearchParams(request.search);
      if (query.get('action')) return auditPage([], 1, 1);
      return auditPage([entry()], Number(query.get('page')), 2);
    });
    const pager = await screen.findByRole('navigation', { name: 'Paginación' });
    await user.click(within(pager).getByRole('button', { name: 'Siguiente' }));
    await waitFor(() => expect(searches.at(-1)?.get('page')).toBe('2'));

    await user.selectOptions(screen.getByLabelText('Acción'), 'Cliente eliminado y anonimizado');
    expect(await screen.findByText('Sin actividad')).toBeInTheDocument();
    expect(screen.getByText('No hay entradas con estos filtros.')).toBeInTheDocument();
    expect(searches.at(-1)?.get('action')).toBe('client.erased');
    expect(searches.at(-1)?.get('page')).toBe('1');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('filters by days, both ends sent, and asks nothing for a range the wrong way round', async () => {
    const user = userEvent.setup();
    const searches = setup(() => auditPage([entry()]));
    await screen.findByRole('table');
    await user.type(screen.getByLabelText('Desde'), '2026-03-02');
    await waitFor(() => expect(searches.at(-1)?.get('from')).toBe('2026-03-02'));
    expect(searches.at(-1)?.has('to')).toBe(false);
    await user.type(screen.getByLabelText('Hasta'), '2026-03-01');
    expect(
      await screen.findByText('La fecha final no puede ser anterior a la inicial'),
    ).toBeVisible();
    expect(screen.getByLabelText('Hasta')).toHaveAttribute('aria-invalid', 'true');
    expect(searches.some((search) => search.get('to') === '2026-03-01')).toBe(false);
    await user.clear(screen.getByLabelText('Hasta'));
    await user.type(screen.getByLabelText('Hasta'), '2026-03-31');
    await waitFor(() => expect(searches.at(-1)?.get('to')).toBe('2026-03-31'));
    expect(searches.at(-1)?.get('from')).toBe('2026-03-02');
  });

  it('says when nothing has been recorded yet', async () => {
    setup(() => auditPage([]));
    expect(await screen.findByText('Sin actividad')).toBeInTheDocument();
    expect(screen.getByText('Todavía no hay nada registrado.')).toBeInTheDocument();
  });

  it('reports a load failure with its title and the server message', async () => {
    setup(() => fail(500, 'INTERNAL_ERROR', 'Base de datos caída'));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No se pudo cargar el registro');
    expect(alert).toHaveTextContent('Base de datos caída');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('asks the server again on Actualizar', async () => {
    const user = userEvent.setup();
    let calls = 0;
    setup(() => {
      calls += 1;
      return auditPage([entry({ actorName: `Consulta ${calls}` })]);
    });
    expect(await screen.findByRole('cell', { name: 'Consulta 1' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Actualizar' }));
    expect(await screen.findByRole('cell', { name: 'Consulta 2' })).toBeInTheDocument();
  });
});
