import type { App } from '../app.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface TestResponse<T = any> {
  status: number;
  body: T;
  headers: Record<string, unknown>;
}

/**
 * A tiny client over app.inject that speaks the JSON envelope, for readable tests. After each
 * call it drains the outbox, so `t.mails` holds what the call sent.
 */
export function apiClient(app: App) {
  async function call<T = any>(
    method: Method,
    url: string,
    options: {
      token?: string;
      body?: unknown;
      raw?: string;
      headers?: Record<string, string>;
    } = {},
  ): Promise<TestResponse<T>> {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    const payload =
      options.raw ?? (options.body === undefined ? undefined : JSON.stringify(options.body));
    if (payload !== undefined) headers['content-type'] ??= 'application/json';
    const response = await app.inject({ method, url, headers, payload });
    // The outbox worker's run right after the answer, driven here rather than by its timer: the
    // test sees every message the request committed, deterministically (no polling).
    await app.outbox.drain();
    let body: any = response.body;
    try {
      body = response.json();
    } catch {
      // not JSON: keep the text for the assertion to show
    }
    return { status: response.statusCode, body, headers: response.headers };
  }
  return {
    call,
    get: <T = any>(url: string, token?: string) => call<T>('GET', url, { token }),
    post: <T = any>(url: string, body?: unknown, token?: string) =>
      call<T>('POST', url, { body, token }),
    put: <T = any>(url: string, body?: unknown, token?: string) =>
      call<T>('PUT', url, { body, token }),
    patch: <T = any>(url: string, body?: unknown, token?: string) =>
      call<T>('PATCH', url, { body, token }),
    del: <T = any>(url: string, token?: string) => call<T>('DELETE', url, { token }),
  };
}
export type ApiClient = ReturnType<typeof apiClient>;

let counter = 0;
/** A fresh ASCII address (accents stripped: 'Lucía' → 'lucia'). */
export const uniqueEmail = (prefix = 'educador') =>
  `${prefix
    .normalize('NFD')
    .replace(/[^a-zA-Z0-9]/g, '')
    .toLowerCase()}.${Date.now()}.${++counter}@example.com`;
export const PASSWORD = 'Perro-Guia-2026';

/** Registers the first (admin) account; returns its token and user. */
export async function registerAdmin(api: ApiClient, email = uniqueEmail('admin')) {
  const res = await api.post('/api/auth/register', {
    firstName: 'Admin',
    lastName: 'Principal',
    email,
    password: PASSWORD,
  });
  if (res.status !== 201 || !res.body.data.token)
    throw new Error(`admin register failed: ${JSON.stringify(res.body)}`);
  return { token: res.body.data.token as string, user: res.body.data.user, email };
}

/** Registers a trainer, has `adminToken` approve it, logs it in. */
export async function createTrainer(api: ApiClient, adminToken: string, firstName = 'Lucía') {
  const email = uniqueEmail(firstName.toLowerCase());
  const reg = await api.post('/api/auth/register', {
    firstName,
    lastName: 'García',
    email,
    password: PASSWORD,
  });
  if (reg.status !== 201) throw new Error(`register failed: ${JSON.stringify(reg.body)}`);
  // The answer names no account (issue 14): the admin's list, newest first, gives the id.
  const listed = await api.get('/api/admin/users?limit=100', adminToken);
  const id = (listed.body.data.users as { id: string; email: string }[]).find(
    (u) => u.email === email,
  )!.id;
  await api.put(`/api/admin/users/${id}/approve`, { isApproved: true }, adminToken);
  const login = await api.post('/api/auth/login', { email, password: PASSWORD });
  if (login.status !== 200) throw new Error(`trainer login failed: ${JSON.stringify(login.body)}`);
  return { id, email, token: login.body.data.token as string };
}

/** POSTs `body` as `token` and returns the created record (the envelope's data); throws unless 201. */
export async function createRecord<T = any>(
  api: ApiClient,
  url: string,
  body: unknown,
  token: string,
): Promise<T> {
  const res = await api.post(url, body, token);
  if (res.status !== 201) throw new Error(JSON.stringify(res.body));
  return res.body.data as T;
}
