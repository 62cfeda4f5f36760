import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createTestQueryClient } from '@/testing/render';
import { fail, mockApi, ok } from '@/testing/fetch-mock';
import { makeUser } from '@/testing/fixtures';
import { useAuth } from './auth-context';
import { AuthProvider } from './auth-provider';

function Probe() {
  const auth = useAuth();
  if (!auth.isInitialized) return <p>iniciando</p>;
  return (
    <p>
      {auth.isAuthenticated ? `autenticado:${auth.user?.firstName ?? ''}` : 'anónimo'}
      {auth.isLoading ? ' cargando' : ''}
      {auth.logoutNotice ? ` aviso:${auth.logoutNotice}` : ''}
    </p>
  );
}

function renderProvider() {
  return render(
    <QueryClientProvider client={createTestQueryClient()}>
      <AuthProvider>
        <Probe />
      </AuthProvider>
    </QueryClientProvider>,
  );
}

describe('auth start-up (SPEC §4)', () => {
  it('discards the placeholder token {token} together with the user, without calling verify', async () => {
    localStorage.setItem('token', '{token}');
    localStorage.setItem('user', JSON.stringify(makeUser()));
    const fetchMock = mockApi({});
    renderProvider();
    expect(await screen.findByText('anónimo')).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('clears storage when verify fails', async () => {
    localStorage.setItem('token', 'revoked');
    localStorage.setItem('user', JSON.stringify(makeUser()));
    mockApi({ 'GET /api/auth/verify': () => fail(401, 'UNAUTHORIZED', 'Token no válido') });
    renderProvider();
    expect(await screen.findByText('anónimo')).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('keeps the reason when an admin deactivated the account since the last visit', async () => {
    localStorage.setItem('token', 'closed');
    localStorage.setItem('user', JSON.stringify(makeUser()));
    mockApi({
      'GET /api/auth/verify': () =>
        fail(401, 'ACCOUNT_INACTIVE', 'Tu cuenta está desactivada. Contacta con un administrador.'),
    });
    renderProvider();
    expect(
      await screen.findByText(
        'anónimo aviso:Tu cuenta está desactivada. Contacta con un administrador.',
      ),
    ).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('clears storage when verify cannot reach the server (exception)', async () => {
    localStorage.setItem('token', 'abc');
    localStorage.setItem('user', JSON.stringify(makeUser()));
    mockApi({ 'GET /api/auth/verify': () => Promise.reject(new TypeError('offline')) });
    renderProvider();
    expect(await screen.findByText('anónimo')).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('resumes the session on a successful verify and refreshes the stored user', async () => {
    const stored = makeUser({ firstName: 'Antiguo' });
    localStorage.setItem('token', 'good');
    localStorage.setItem('user', JSON.stringify(stored));
    const fetchMock = mockApi({
      'GET /api/auth/verify': () => ok({ user: { ...stored, firstName: 'Nuevo' } }),
    });
    renderProvider();
    expect(await screen.findByText('autenticado:Nuevo')).toBeInTheDocument();
    expect(new Headers(fetchMock.mock.calls[0]?.[1]?.headers).get('Authorization')).toBe(
      'Bearer good',
    );
    expect(localStorage.getItem('token')).toBe('good');
    expect(JSON.parse(localStorage.getItem('user') ?? '{}')).toMatchObject({ firstName: 'Nuevo' });
  });

  it('just ends loading when the token or the user is missing', async () => {
    localStorage.setItem('token', 'lonely');
    const fetchMock = mockApi({});
    renderProvider();
    expect(screen.getByText('iniciando')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('anónimo')).toBeInTheDocument());
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
