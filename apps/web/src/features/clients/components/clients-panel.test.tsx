import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeAuth, renderWithProviders } from '@/testing/render';
import { mockApi, ok, type MockRequest } from '@/testing/fetch-mock';
import { makeClient } from '@/testing/fixtures';
import { ClientsPanel } from './clients-panel';

const dog = (name: string) => ({
  id: `id-${name}`,
  name,
  breed: 'Mestizo',
  age: null,
  isActive: true,
  photoThumb: null,
});
const elena = makeClient({
  id: '0190a0a0-0000-7000-8000-0000000000e1',
  firstName: 'Elena',
  lastName: 'Ruiz',
  email: 'elena@correo.es',
  createdAt: '2025-03-07T10:00:00.000Z',
  dogs: ['Luna', 'Max', 'Coco', 'Nala', 'Thor'].map(dog),
  totalSessions: 3,
  lastSession: '2025-04-02T09:00:00.000Z',
});

function setup() {
  const calls: URLSearchParams[] = [];
  mockApi({
    'GET /api/clients/stats': () => ok({ totalClients: 1, totalDogs: 5, totalSessions: 3 }),
    'GET /api/clients': (request: MockRequest) => {
      const params = new URLSearchParams(request.search);
      calls.push(params);
      const clients =
        params.get('search') === 'nadie' || params.get('dogs') === 'without' ? [] : [elena];
      return ok({
        clients,
        pagination: { page: 1, limit: 24, total: clients.length, totalPages: 1 },
      });
    },
  });
  renderWithProviders(<ClientsPanel />, { auth: fakeAuth() });
  return { calls, user: userEvent.setup() };
}

describe('ClientsPanel', () => {
  it('shows the card: since-date, up to 3 dog names plus "+N más", sessions and last session', async () => {
    setup();
    const card = (await screen.findByRole('link', { name: 'Elena Ruiz' })).closest('li')!;
    expect(within(card).getByText('Cliente desde 07/03/2025')).toBeInTheDocument();
    expect(within(card).getByText('5 perros')).toBeInTheDocument();
    expect(within(card).getByText('Luna, Max, Coco +2 más')).toBeInTheDocument();
    expect(within(card).getByText('02/04/2025')).toBeInTheDocument();
    expect(await screen.findByText('Sesiones Totales')).toBeInTheDocument();
  });

  it('searches on the server once typing pauses, with its own empty state', async () => {
    const { calls, user } = setup();
    await screen.findByRole('link', { name: 'Elena Ruiz' });
    await user.type(screen.getByRole('searchbox', { name: 'Buscar clientes' }), 'nadie');
    expect(await screen.findByText('No se encontraron clientes')).toBeInTheDocument();
    // One request for the whole word, not one per key.
    expect(
      calls.filter((params) => params.has('search')).map((params) => params.get('search')),
    ).toEqual(['nadie']);
  });

  it("'Filtros' opens real filters that reach the server", async () => {
    const { calls, user } = setup();
    await screen.findByRole('link', { name: 'Elena Ruiz' });
    const button = screen.getByRole('button', { name: 'Filtros' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Perros' }), 'without');
    await waitFor(() => expect(calls.at(-1)?.get('dogs')).toBe('without'));
    expect(await screen.findByText('No se encontraron clientes')).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Ordenar por' }), 'name');
    await waitFor(() => expect(calls.at(-1)?.get('sort')).toBe('name'));
  });
});
