import { describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import type { User } from '@adiestra/shared';
import { fail, mockApi, ok, type MockRoutes } from '@/testing/fetch-mock';
import { makeUser } from '@/testing/fixtures';
import { App } from './app';
import { AppProvider } from './provider';
import { routes } from './routes';

function renderApp(path: string, { session, api = {} }: { session?: User; api?: MockRoutes } = {}) {
  if (session) {
    localStorage.setItem('token', 'session-token');
    localStorage.setItem('user', JSON.stringify(session));
  }
  mockApi({ 'GET /api/auth/verify': () => ok({ user: session }), ...api });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <AppProvider>
      <App router={router} />
    </AppProvider>,
  );
  return router;
}

const trainer = makeUser({ firstName: 'Marta', role: 'user' });
const admin = makeUser({ firstName: 'Alba', role: 'admin' });

describe('routing rules (SPEC §2)', () => {
  it('sends a visitor to /login and back to the requested page after logging in', async () => {
    const user = userEvent.setup();
    const router = renderApp('/settings?tab=1', {
      api: {
        'POST /api/auth/login': () => ok({ user: trainer, token: 'new-token' }),
        'GET /api/auth/profile': () => ok(trainer),
      },
    });
    expect(await screen.findByRole('heading', { name: 'Inicia sesión' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');

    await user.type(screen.getByLabelText('Email'), trainer.email);
    await user.type(screen.getByLabelText('Contraseña'), 'secret123');
    await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Ajustes' })).toBeInTheDocument();
    expect(router.state.location.pathname + router.state.location.search).toBe('/settings?tab=1');
  });

  it.each(['/', '/esta-ruta-no-existe/123'])('redirects %s to the dashboard', async (path) => {
    const router = renderApp(path, { session: trainer });
    expect(
      await screen.findByRole('heading', { level: 1, name: '¡Hola, Marta!' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('keeps non-admins out of /admin/users and hides the Administración group', async () => {
    const router = renderApp('/admin/users', { session: trainer });
    expect(
      await screen.findByRole('heading', { level: 1, name: '¡Hola, Marta!' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(screen.queryByText('Administración')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Usuarios' })).not.toBeInTheDocument();
  });

  it('shows the sidebar groups in order, with Administración for admins', async () => {
    renderApp('/dashboard', { session: admin });
    await screen.findByRole('heading', { level: 1, name: '¡Hola, Alba!' });
    // The fixed sidebar (the mobile panel holds the same list while closed).
    const nav = screen.getAllByRole('navigation', { name: 'Navegación principal' })[0]!;
    const labels = within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(labels).toEqual([
      'Panel',
      'Clientes',
      'Perros',
      'Sesiones',
      'Ejercicios',
      'Servicios',
      'Pagos',
      'Facturas',
      'Equipo',
      'Comisiones',
      'Ajustes',
      'Calendario',
      'Clases',
      'Citas Confirmadas',
      'Solicitudes',
      'Disponibilidad',
      'Usuarios',
      'Analítica',
      'Registro de actividad',
      'Correo no enviado',
    ]);
    expect(within(nav).getByRole('link', { name: 'Panel' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    // React 19 hoists each page's <title> into the document head.
    expect(document.title).toBe('Panel · Adiestra');
  });

  it('an adiestrador sees no money, invoices, services or team, and their pages send to the Panel', async () => {
    const adiestrador = makeUser({
      firstName: 'Luis',
      memberRole: 'adiestrador',
      permissions: { seeContacts: true, seeMoney: false, export: false, issueInvoices: false },
    });
    const router = renderApp('/payments', { session: adiestrador });
    expect(
      await screen.findByRole('heading', { level: 1, name: '¡Hola, Luis!' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
    const nav = screen.getAllByRole('navigation', { name: 'Navegación principal' })[0]!;
    const labels = within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(labels).toContain('Clientes');
    expect(labels).toContain('Calendario');
    for (const hidden of ['Servicios', 'Pagos', 'Facturas', 'Equipo', 'Comisiones']) {
      expect(labels).not.toContain(hidden);
    }
    await router.navigate('/team');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    await router.navigate('/team/comisiones');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it('a receptionist granted money sees Pagos and Facturas but not the team', async () => {
    const recepcion = makeUser({
      firstName: 'Rosa',
      memberRole: 'recepcion',
      permissions: { seeContacts: true, seeMoney: true, export: false, issueInvoices: false },
    });
    renderApp('/dashboard', { session: recepcion });
    await screen.findByRole('heading', { level: 1, name: '¡Hola, Rosa!' });
    const nav = screen.getAllByRole('navigation', { name: 'Navegación principal' })[0]!;
    expect(within(nav).getByRole('link', { name: 'Pagos' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Facturas' })).toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Equipo' })).toBeNull();
    expect(within(nav).queryByRole('link', { name: 'Servicios' })).toBeNull();
    expect(within(nav).queryByRole('link', { name: 'Comisiones' })).toBeNull();
  });

  it('a 401 on a protected page clears the session and shows the login page', async () => {
    renderApp('/settings', {
      session: trainer,
      api: { 'GET /api/auth/profile': () => fail(401, 'UNAUTHORIZED', 'Sesión caducada') },
    });
    expect(await screen.findByRole('heading', { name: 'Inicia sesión' })).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('a session ended by deactivation says so on the login page', async () => {
    const message = 'Tu cuenta está desactivada. Contacta con un administrador.';
    renderApp('/settings', {
      session: trainer,
      api: { 'GET /api/auth/profile': () => fail(401, 'ACCOUNT_INACTIVE', message) },
    });
    expect(await screen.findByRole('heading', { name: 'Inicia sesión' })).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent(`Sesión cerrada${message}`);
  });

  it("shows the pending requests beside 'Solicitudes', read with the link's name", async () => {
    renderApp('/dashboard', {
      session: trainer,
      api: {
        'GET /api/appointments/stats': () =>
          ok({
            totalAppointments: 0,
            scheduledAppointments: 0,
            completedAppointments: 0,
            cancelledAppointments: 0,
            pendingRequests: 3,
          }),
      },
    });
    const nav = (await screen.findAllByRole('navigation', { name: 'Navegación principal' }))[0]!;
    expect(
      await within(nav).findByRole('link', { name: 'Solicitudes, 3 pendientes' }),
    ).toHaveAttribute('href', '/appointment-requests');
  });

  it('logout calls the server, clears the session and lands on /login without remembering the page', async () => {
    const user = userEvent.setup();
    let loggedOut = false;
    const router = renderApp('/settings', {
      session: trainer,
      api: {
        'GET /api/auth/profile': () => ok(trainer),
        'POST /api/auth/logout': () => {
          loggedOut = true;
          return ok(null);
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Cerrar sesión' }));
    expect(await screen.findByRole('heading', { name: 'Inicia sesión' })).toBeInTheDocument();
    expect(loggedOut).toBe(true);
    expect(localStorage.getItem('token')).toBeNull();
    expect(router.state.location.state).toBeNull();
  });

  it('a failed logout call still logs out locally', async () => {
    const user = userEvent.setup();
    renderApp('/dashboard', {
      session: trainer,
      api: { 'POST /api/auth/logout': () => Promise.reject(new TypeError('offline')) },
    });
    const original = console.error;
    console.error = () => undefined;
    try {
      await user.click(await screen.findByRole('button', { name: 'Cerrar sesión' }));
      expect(await screen.findByRole('heading', { name: 'Inicia sesión' })).toBeInTheDocument();
    } finally {
      console.error = original;
    }
    await waitFor(() => expect(localStorage.getItem('user')).toBeNull());
  });
});
