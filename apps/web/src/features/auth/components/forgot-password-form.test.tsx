import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/testing/render';
import { fail, mockApi, ok } from '@/testing/fetch-mock';
import { ForgotPasswordForm } from './forgot-password-form';

async function submitEmail() {
  const user = userEvent.setup();
  renderWithProviders(<ForgotPasswordForm />);
  await user.type(screen.getByLabelText('Email'), 'ana@example.com');
  await user.click(screen.getByRole('button', { name: 'Enviar instrucciones' }));
}

describe('ForgotPasswordForm', () => {
  it("shows the server's neutral message once sent", async () => {
    mockApi({
      'POST /api/auth/forgot-password': () =>
        ok(null, 'Si el email existe, te hemos enviado instrucciones.'),
    });
    await submitEmail();
    expect(
      await screen.findByText('Si el email existe, te hemos enviado instrucciones.'),
    ).toBeInTheDocument();
  });

  it('shows the server message for a refusal, such as a rate limit', async () => {
    mockApi({
      'POST /api/auth/forgot-password': () => fail(429, 'RATE_LIMITED', 'Demasiadas solicitudes.'),
    });
    await submitEmail();
    expect(await screen.findByRole('alert')).toHaveTextContent('Demasiadas solicitudes.');
  });

  it("says 'No se pudo procesar la solicitud' when the server failed", async () => {
    mockApi({
      'POST /api/auth/forgot-password': () =>
        fail(500, 'INTERNAL_ERROR', 'Error interno del servidor.'),
    });
    await submitEmail();
    expect(await screen.findByRole('alert')).toHaveTextContent('No se pudo procesar la solicitud');
  });
});
