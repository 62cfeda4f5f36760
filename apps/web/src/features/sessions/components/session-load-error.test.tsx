import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-error';
import { fakeAuth, renderWithProviders } from '@/testing/render';
import { SessionLoadError } from './session-load-error';

const show = (error: unknown) =>
  renderWithProviders(<SessionLoadError error={error} />, { auth: fakeAuth() });

describe('SessionLoadError', () => {
  it.each([
    [404, 'NOT_FOUND'],
    [400, 'VALIDATION_ERROR'],
  ] as const)(
    "says 'Sesión no encontrada' for a %i (missing, another trainer's, or an impossible id)",
    async (status, code) => {
      show(new ApiError(status, code, 'x'));
      expect(await screen.findByText('Sesión no encontrada')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Volver' })).toHaveAttribute('href', '/sessions');
    },
  );

  it('says the load failed for anything else', async () => {
    show(new ApiError(0, 'NETWORK_ERROR', 'No se pudo conectar con el servidor'));
    expect(await screen.findByText('Error al cargar la sesión')).toBeInTheDocument();
  });
});
