import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import LoginRoute from '@/app/routes/auth/login';
import ResetPasswordRoute from '@/app/routes/auth/reset-password';
import { renderWithProviders } from '@/testing/render';
import { fail, mockApi, ok, type MockRequest } from '@/testing/fetch-mock';

const TOKEN = 'abcDEF123_-abcDEF123_-xyz';

/** The reset screen as reached from the e-mailed link, with the login page it leads to. */
function renderScreen(token = TOKEN) {
  const user = userEvent.setup();
  const view = renderWithProviders(<ResetPasswordRoute />, {
    path: '/reset-password',
    initialEntries: [`/reset-password?token=${token}`],
    routes: [{ path: '/login', element: <LoginRoute /> }],
  });
  return { ...view, user };
}

const newPassword = () => screen.getByLabelText('Nueva contraseña');
const confirmPassword = () => screen.getByLabelText('Confirmar contraseña');
const submit = () => screen.getByRole('button', { name: 'Restablecer contraseña' });

describe('ResetPasswordForm', () => {
  it('shows the shared schema messages and sends nothing while the form is invalid', async () => {
    const fetchMock = mockApi({});
    const { user } = renderScreen();
    await user.click(submit());
    expect(await screen.findByText('La contraseña es requerida')).toBeInTheDocument();
    expect(screen.getByText('Confirma tu contraseña')).toBeInTheDocument();
    expect(newPassword()).toHaveAttribute('aria-invalid', 'true');

    await user.type(newPassword(), 'corta');
    await user.type(confirmPassword(), 'corta');
    await user.click(submit());
    expect(
      await screen.findByText('La contraseña debe tener al menos 8 caracteres'),
    ).toBeInTheDocument();

    await user.clear(newPassword());
    await user.type(newPassword(), 'Segura-2026');
    await user.clear(confirmPassword());
    await user.type(confirmPassword(), 'Distinta-2026');
    await user.click(submit());
    expect(await screen.findByText('Las contraseñas no coinciden')).toBeInTheDocument();
    expect(
      screen.queryByText('La contraseña debe tener al menos 8 caracteres'),
    ).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("sends the link's token with the new password and shows the server's success text on the login page", async () => {
    const bodies: unknown[] = [];
    mockApi({
      'POST /api/auth/reset-password': (request: MockRequest) => {
        bodies.push(request.body);
        return ok(null, 'Contraseña restablecida. Ya puedes iniciar sesión.');
      },
    });
    const { user, router } = renderScreen();
    await user.type(newPassword(), 'Segura-2026');
    await user.type(confirmPassword(), 'Segura-2026');
    await user.click(submit());

    expect(await screen.findByRole('heading', { name: 'Inicia sesión' })).toBeInTheDocument();
    expect(bodies).toEqual([{ token: TOKEN, newPassword: 'Segura-2026' }]);
    expect(router.state.location.pathname).toBe('/login');
    expect(screen.getByRole('status')).toHaveTextContent(
      'Contraseña restablecida. Ya puedes iniciar sesión.',
    );
  });

  it("shows the server's message for an expired or used link and stays on the form", async () => {
    mockApi({
      'POST /api/auth/reset-password': () =>
        fail(400, 'VALIDATION_ERROR', 'El enlace no es válido o ha caducado', {
          token: 'El enlace no es válido o ha caducado',
        }),
    });
    const { user, router } = renderScreen();
    await user.type(newPassword(), 'Segura-2026');
    await user.type(confirmPassword(), 'Segura-2026');
    await user.click(submit());

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'El enlace no es válido o ha caducado',
    );
    expect(router.state.location.pathname).toBe('/reset-password');
    expect(submit()).toBeEnabled();

    // Editing a field clears the banner for the next try.
    await user.type(newPassword(), 'x');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("puts the server's password message on the field it concerns", async () => {
    mockApi({
      'POST /api/auth/reset-password': () =>
        fail(400, 'VALIDATION_ERROR', 'Datos no válidos', {
          newPassword: 'Elige una contraseña menos común',
        }),
    });
    const { user } = renderScreen();
    await user.type(newPassword(), 'Segura-2026');
    await user.type(confirmPassword(), 'Segura-2026');
    await user.click(submit());

    expect(await screen.findByText('Elige una contraseña menos común')).toBeInTheDocument();
    expect(newPassword()).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('Datos no válidos')).not.toBeInTheDocument();
  });

  it('refuses a malformed link before any typing and offers a new one', () => {
    mockApi({});
    renderScreen('corto');
    expect(screen.getByRole('alert')).toHaveTextContent('El enlace no es válido o ha caducado');
    expect(screen.getByRole('link', { name: 'Solicitar un enlace nuevo' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(screen.queryByLabelText('Nueva contraseña')).not.toBeInTheDocument();
  });
});
