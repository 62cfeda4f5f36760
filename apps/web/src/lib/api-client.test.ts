import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import { api, apiRequest, onAuthFailure } from './api-client';
import { fail, jsonResponse, mockApi, ok } from '@/testing/fetch-mock';
import { makeUser } from '@/testing/fixtures';

function seedSession() {
  localStorage.setItem('token', 'abc.def.ghi');
  localStorage.setItem('user', JSON.stringify(makeUser()));
}

describe('apiRequest envelope', () => {
  it('returns data and message of a success envelope and sends the bearer token', async () => {
    seedSession();
    const fetchMock = mockApi({ 'GET /api/auth/profile': () => ok({ id: 1 }, 'Hola') });
    await expect(apiRequest('/auth/profile')).resolves.toEqual({
      data: { id: 1 },
      message: 'Hola',
    });
    const headers = new Headers(fetchMock.mock.calls[0]?.[1]?.headers);
    expect(headers.get('Authorization')).toBe('Bearer abc.def.ghi');
    // No body, no JSON content type (the server rejects an empty JSON body).
    expect(headers.get('Content-Type')).toBeNull();
  });

  it('sends JSON bodies with a JSON content type and no token when none is stored', async () => {
    const fetchMock = mockApi({ 'POST /api/auth/forgot-password': () => ok(null) });
    await api.post('/auth/forgot-password', { email: 'a@b.es' });
    const init = fetchMock.mock.calls[0]?.[1];
    const headers = new Headers(init?.headers);
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(headers.get('Authorization')).toBeNull();
    expect(init?.body).toBe('{"email":"a@b.es"}');
  });

  it('throws a typed ApiError with status, code, message and field errors', async () => {
    mockApi({
      'POST /api/auth/register': () =>
        fail(400, 'VALIDATION_ERROR', 'Datos no válidos', {
          email: 'El email no es válido',
          other: 3 as never,
        }),
    });
    const error = await api.post('/auth/register', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: 'VALIDATION_ERROR',
      message: 'Datos no válidos',
      fieldErrors: { email: 'El email no es válido' },
    });
  });

  it('reports a network failure as status 0 with the Spanish message', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(api.get('/health')).rejects.toMatchObject({
      status: 0,
      code: 'NETWORK_ERROR',
      message: 'No se pudo conectar con el servidor',
    });
  });

  it('reports a non-JSON body as an invalid response', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response('<html>502</html>', { status: 502 }))),
    );
    await expect(api.get('/health')).rejects.toMatchObject({
      status: 502,
      code: 'INVALID_RESPONSE',
      message: 'Respuesta inválida del servidor',
    });
  });

  it('reports JSON that is not an envelope as an invalid response', async () => {
    mockApi({ 'GET /api/health': () => jsonResponse(200, { status: 'ok' }) });
    await expect(api.get('/health')).rejects.toMatchObject({
      message: 'Respuesta inválida del servidor',
    });
  });

  it('reports data that fails the schema as an invalid response', async () => {
    mockApi({ 'GET /api/auth/profile': () => ok({ id: 1 }) });
    const schema = { safeParse: () => ({ success: false as const }) };
    await expect(api.get('/auth/profile', { schema })).rejects.toMatchObject({
      code: 'INVALID_RESPONSE',
    });
  });
});

describe('204 No Content', () => {
  it('resolves with null data instead of reporting an invalid response', async () => {
    seedSession();
    mockApi({ 'DELETE /api/staff/invitations/abc': () => new Response(null, { status: 204 }) });
    await expect(api.delete('/staff/invitations/abc')).resolves.toBeNull();
  });
});

describe('401/403 rule (SPEC §8)', () => {
  const listener = vi.fn();
  let unsubscribe: () => void;
  beforeEach(() => {
    listener.mockReset();
    unsubscribe = onAuthFailure(listener);
    seedSession();
  });
  afterEach(() => unsubscribe());

  it.each([401, 403])(
    'a %i on an ordinary call clears token and user and signals logout',
    async (status) => {
      mockApi({ 'GET /api/admin/users': () => fail(status, 'UNAUTHORIZED', 'Sesión no válida') });
      await expect(api.get('/admin/users')).rejects.toMatchObject({ status });
      expect(localStorage.getItem('token')).toBeNull();
      expect(localStorage.getItem('user')).toBeNull();
      expect(listener).toHaveBeenCalledTimes(1);
    },
  );

  it('a 403 FORBIDDEN (a role or toggle refusing one thing) keeps the session', async () => {
    mockApi({
      'GET /api/payments': () =>
        fail(403, 'FORBIDDEN', 'Tu cuenta no tiene permiso para ver cobros y saldos'),
    });
    await expect(api.get('/payments')).rejects.toMatchObject({
      status: 403,
      message: 'Tu cuenta no tiene permiso para ver cobros y saldos',
    });
    expect(localStorage.getItem('token')).toBe('abc.def.ghi');
    expect(listener).not.toHaveBeenCalled();
  });

  it('a 401 from verify does not trigger the global logout', async () => {
    mockApi({ 'GET /api/auth/verify': () => fail(401, 'UNAUTHORIZED', 'Token no válido') });
    await expect(api.get('/auth/verify')).rejects.toMatchObject({ status: 401 });
    expect(localStorage.getItem('token')).toBe('abc.def.ghi');
    expect(listener).not.toHaveBeenCalled();
  });

  it.each([
    ['/auth/login', 401, 'INVALID_CREDENTIALS'],
    ['/auth/login', 403, 'ACCOUNT_PENDING'],
    ['/auth/register', 403, 'FORBIDDEN'],
  ])('a failure of %s (%i) is a form error, not a logout', async (path, status, code) => {
    mockApi({ [`POST /api${path}`]: () => fail(status, code, 'No') });
    await expect(api.post(path, {})).rejects.toMatchObject({ status, code });
    expect(listener).not.toHaveBeenCalled();
    expect(localStorage.getItem('token')).toBe('abc.def.ghi');
  });

  it('other errors (400, 404, 500) leave the session alone', async () => {
    mockApi({ 'PUT /api/auth/password': () => fail(400, 'VALIDATION_ERROR', 'x') });
    await expect(api.put('/auth/password', {})).rejects.toMatchObject({ status: 400 });
    expect(listener).not.toHaveBeenCalled();
    expect(localStorage.getItem('user')).not.toBeNull();
  });
});
