import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { renderWithProviders } from '@/testing/render';
import { fail, mockApi, ok, type MockRequest } from '@/testing/fetch-mock';
import { makeUser } from '@/testing/fixtures';
import { RegisterForm } from './register-form';

const PENDING = 'Registro exitoso. Tu cuenta está pendiente de aprobación por un administrador.';

async function fill(
  user: UserEvent,
  values: { name?: string; email?: string; password?: string; confirm?: string },
) {
  if (values.name) await user.type(screen.getByLabelText('Nombre completo'), values.name);
  if (values.email) await user.type(screen.getByLabelText('Email'), values.email);
  if (values.password) await user.type(screen.getByLabelText('Contraseña'), values.password);
  if (values.confirm)
    await user.type(screen.getByLabelText('Confirmar contraseña'), values.confirm);
  await user.click(screen.getByRole('button', { name: 'Crear cuenta' }));
}

describe('RegisterForm', () => {
  it('shows every required-field message of SPEC §5', async () => {
    const user = userEvent.setup();
    renderWithProviders(<RegisterForm onPending={vi.fn()} />);
    await fill(user, {});
    expect(await screen.findByText('El nombre es requerido')).toBeInTheDocument();
    expect(screen.getByText('El email es requerido')).toBeInTheDocument();
    expect(screen.getByText('La contraseña es requerida')).toBeInTheDocument();
    expect(screen.getByText('Confirma tu contraseña')).toBeInTheDocument();
  });

  it('rejects a blank name, a short password and a different confirmation', async () => {
    const user = userEvent.setup();
    const fetchMock = mockApi({});
    renderWithProviders(<RegisterForm onPending={vi.fn()} />);
    await fill(user, { name: '   ', email: 'ana@example.com', password: 'Ab1!', confirm: 'Ab1?' });
    expect(await screen.findByText('El nombre es requerido')).toBeInTheDocument();
    expect(screen.getByText('La contraseña debe tener al menos 8 caracteres')).toBeInTheDocument();
    expect(screen.getByText('Las contraseñas no coinciden')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('splits the full name at the first space and reports the pending message', async () => {
    const user = userEvent.setup();
    const onPending = vi.fn();
    let sent: MockRequest | undefined;
    mockApi({
      'POST /api/auth/register': (request) => {
        sent = request;
        return ok(null, PENDING, 201);
      },
    });
    renderWithProviders(<RegisterForm onPending={onPending} />);
    await fill(user, {
      name: '  Ana   María López ',
      email: 'Ana@Example.com',
      password: 'Secreta123!',
      confirm: 'Secreta123!',
    });
    await waitFor(() => expect(onPending).toHaveBeenCalledWith(PENDING));
    expect(sent?.body).toEqual({
      firstName: 'Ana',
      lastName: 'María López',
      email: 'ana@example.com',
      password: 'Secreta123!',
    });
    // Not logged in.
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('logs in at once when the response carries a token (first account)', async () => {
    const user = userEvent.setup();
    const onPending = vi.fn();
    mockApi({
      'POST /api/auth/register': () =>
        ok({ user: makeUser({ role: 'admin' }), token: 'first-admin' }, undefined, 201),
    });
    renderWithProviders(<RegisterForm onPending={onPending} />);
    await fill(user, {
      name: 'Ana',
      email: 'ana@example.com',
      password: 'Secreta123!',
      confirm: 'Secreta123!',
    });
    await waitFor(() => expect(localStorage.getItem('token')).toBe('first-admin'));
    expect(onPending).not.toHaveBeenCalled();
  });

  it('shows the server text on failure and puts field errors on their fields', async () => {
    const user = userEvent.setup();
    mockApi({
      'POST /api/auth/register': () =>
        fail(503, 'UNAVAILABLE', 'Servicio no disponible, inténtalo más tarde'),
    });
    renderWithProviders(<RegisterForm onPending={vi.fn()} />);
    await fill(user, {
      name: 'Ana López',
      email: 'ana@example.com',
      password: 'Secreta123!',
      confirm: 'Secreta123!',
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Servicio no disponible, inténtalo más tarde',
    );
  });

  it('maps a server error on lastName to the full-name field', async () => {
    const user = userEvent.setup();
    mockApi({
      'POST /api/auth/register': () =>
        fail(400, 'VALIDATION_ERROR', 'Datos no válidos', { lastName: 'Máximo 60 caracteres' }),
    });
    renderWithProviders(<RegisterForm onPending={vi.fn()} />);
    await fill(user, {
      name: 'Ana López',
      email: 'ana@example.com',
      password: 'Secreta123!',
      confirm: 'Secreta123!',
    });
    expect(await screen.findByText('Máximo 60 caracteres')).toBeInTheDocument();
    expect(screen.getByLabelText('Nombre completo')).toHaveAttribute('aria-invalid', 'true');
  });

  it('updates the strength meter while typing', async () => {
    const user = userEvent.setup();
    renderWithProviders(<RegisterForm onPending={vi.fn()} />);
    await user.type(screen.getByLabelText('Contraseña'), 'Abcdefg1');
    expect(screen.getByRole('meter')).toHaveAttribute('aria-valuetext', 'Fuerte');
  });
});
