import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/testing/render';
import { fail, mockApi, ok } from '@/testing/fetch-mock';
import { makeUser } from '@/testing/fixtures';
import { LoginForm } from './login-form';

const emailInput = () => screen.getByLabelText('Email');
const passwordInput = () => screen.getByLabelText('Contraseña');
const submit = () => screen.getByRole('button', { name: 'Iniciar sesión' });

describe('LoginForm', () => {
  it('shows the required-field messages and clears each one when its field is edited', async () => {
    const user = userEvent.setup();
    renderWithProviders(<LoginForm />);
    await user.click(submit());
    expect(await screen.findByText('El email es requerido')).toBeInTheDocument();
    expect(screen.getByText('La contraseña es requerida')).toBeInTheDocument();
    expect(emailInput()).toHaveAttribute('aria-invalid', 'true');

    await user.type(emailInput(), 'a');
    // Cleared on edit, not replaced by another message while typing.
    expect(screen.queryByText('El email es requerido')).not.toBeInTheDocument();
    expect(screen.queryByText('El email no es válido')).not.toBeInTheDocument();
    expect(screen.getByText('La contraseña es requerida')).toBeInTheDocument();

    await user.click(submit());
    expect(await screen.findByText('El email no es válido')).toBeInTheDocument();
  });

  it('shows the server message and clears it when a field is edited', async () => {
    const user = userEvent.setup();
    mockApi({
      'POST /api/auth/login': () =>
        fail(401, 'INVALID_CREDENTIALS', 'Email o contraseña incorrectos'),
    });
    renderWithProviders(<LoginForm />);
    await user.type(emailInput(), 'ana@example.com');
    await user.type(passwordInput(), 'wrong-password');
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent('Email o contraseña incorrectos');

    await user.type(passwordInput(), 'x');
    expect(screen.queryByText('Email o contraseña incorrectos')).not.toBeInTheDocument();
  });

  it("falls back to 'Error en el login' when the failure carries no message", async () => {
    const user = userEvent.setup();
    mockApi({ 'POST /api/auth/login': () => fail(500, 'INTERNAL_ERROR', '') });
    renderWithProviders(<LoginForm />);
    await user.type(emailInput(), 'ana@example.com');
    await user.type(passwordInput(), 'secret123');
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent('Error en el login');
  });

  it('stores token and user on success and sends the lower-cased email', async () => {
    const user = userEvent.setup();
    const account = makeUser({ email: 'ana@example.com' });
    const fetchMock = mockApi({
      'POST /api/auth/login': () => ok({ user: account, token: 'jwt-token' }),
    });
    renderWithProviders(<LoginForm />);
    await user.type(emailInput(), 'Ana@Example.com');
    await user.type(passwordInput(), 'secret123');
    await user.click(submit());
    await waitFor(() => expect(localStorage.getItem('token')).toBe('jwt-token'));
    expect(JSON.parse(localStorage.getItem('user') ?? '{}')).toMatchObject({ id: account.id });
    expect(JSON.parse(fetchMock.mock.calls[0]?.[1]?.body as string)).toEqual({
      email: 'ana@example.com',
      password: 'secret123',
    });
  });

  it('shows a notice from navigation in green (status, not alert)', () => {
    renderWithProviders(<LoginForm notice="Registro exitoso." />);
    expect(screen.getByRole('status')).toHaveTextContent('Registro exitoso.');
  });

  it('drops the green notice when a failed attempt shows the red error', async () => {
    const user = userEvent.setup();
    mockApi({
      'POST /api/auth/login': () =>
        fail(401, 'INVALID_CREDENTIALS', 'Email o contraseña incorrectos'),
    });
    renderWithProviders(<LoginForm notice="Registro exitoso." />);
    expect(screen.getByRole('status')).toHaveTextContent('Registro exitoso.');
    await user.type(emailInput(), 'ana@example.com');
    await user.type(passwordInput(), 'wrong-password');
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent('Email o contraseña incorrectos');
    expect(screen.queryByText('Registro exitoso.')).not.toBeInTheDocument();
  });

  it('says why the server ended the last session (account deactivated)', () => {
    renderWithProviders(
      <LoginForm warning="Tu cuenta está desactivada. Contacta con un administrador." />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Sesión cerradaTu cuenta está desactivada. Contacta con un administrador.',
    );
  });

  it('toggles the password visibility with an accessible button', async () => {
    const user = userEvent.setup();
    renderWithProviders(<LoginForm />);
    expect(passwordInput()).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Mostrar contraseña' }));
    expect(passwordInput()).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Ocultar contraseña' }));
    expect(passwordInput()).toHaveAttribute('type', 'password');
  });
});
