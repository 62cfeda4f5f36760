import { afterEach, describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { deferred, mockApi, ok, type MockRoutes } from '@/testing/fetch-mock';
import { makeUser } from '@/testing/fixtures';
import { createQueryClient } from '@/lib/query-client';
import { App } from './app';
import { AppProvider } from './provider';
import { createRoutes } from './routes';

const trainer = makeUser({ firstName: 'Marta' });

/** The app as main.tsx starts it: one query client shared by the router and the screens. */
function start(path: string, api: MockRoutes) {
  const fetchMock = mockApi(api);
  const queryClient = createQueryClient();
  const router = createMemoryRouter(createRoutes(queryClient), { initialEntries: [path] });
  render(
    <AppProvider queryClient={queryClient}>
      <App router={router} />
    </AppProvider>,
  );
  const asked = () =>
    fetchMock.mock.calls.map(
      ([input]) =>
        new URL(input instanceof Request ? input.url : input.toString(), 'http://localhost')
          .pathname,
    );
  return { asked };
}

afterEach(() => localStorage.clear());

describe('a first load asks for its page at once (issue 45, first loads)', () => {
  it("asks for the Panel's figures while the stored session is still being checked", async () => {
    localStorage.setItem('token', 'session-token');
    localStorage.setItem('user', JSON.stringify(trainer));
    const verify = deferred<Response>();
    const { asked } = start('/dashboard', {
      'GET /api/auth/verify': () => verify.promise,
      'GET /api/appointments': () =>
        ok({ appointments: [], pagination: { page: 1, limit: 50, total: 0, totalPages: 0 } }),
      'GET /api/appointments/stats': () => ok({ today: 0, thisWeek: 0, pendingRequests: 0 }),
      'GET /api/classes/week': () => ok({ classes: [] }),
      'GET /api/clients/stats': () => ok({ totalClients: 0 }),
      'GET /api/dogs/stats': () => ok({ totalDogs: 0 }),
      'GET /api/sessions/stats': () => ok({}),
      'GET /api/owner-area/booking-address': () => ok({ path: '/reservar/x', slug: 'x' }),
      'GET /api/vaccines/alerts': () => ok({ alerts: [] }),
      'GET /api/vaccines/documents': () => ok({ documents: [] }),
      'GET /api/practice/idle-dogs': () => ok({ dogs: [] }),
    });
    await waitFor(() =>
      expect(asked()).toEqual(
        expect.arrayContaining([
          '/api/auth/verify',
          '/api/appointments',
          '/api/appointments/stats',
          '/api/classes/week',
          '/api/clients/stats',
          '/api/vaccines/alerts',
        ]),
      ),
    );
    // Nothing of the page is shown before the session is known to be good.
    expect(screen.queryByRole('heading', { name: '¡Hola, Marta!' })).not.toBeInTheDocument();
    verify.resolve(ok({ user: trainer }));
    expect(await screen.findByRole('heading', { name: '¡Hola, Marta!' })).toBeInTheDocument();
  });

  it('asks nothing of a trainer page without a stored session: the visitor goes to /login', async () => {
    const { asked } = start('/dashboard', {});
    expect(await screen.findByRole('heading', { name: 'Inicia sesión' })).toBeInTheDocument();
    expect(asked()).toEqual([]);
  });

  it("asks for Mi área's bookings as the page's code loads", async () => {
    const { asked } = start('/mi-area', {
      'GET /api/owner/overview': () => new Promise<Response>(() => undefined),
    });
    await waitFor(() => expect(asked()).toEqual(['/api/owner/overview']));
  });
});
