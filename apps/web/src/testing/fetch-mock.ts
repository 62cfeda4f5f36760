import { vi } from 'vitest';

export interface MockRequest {
  method: string;
  path: string;
  search: string;
  body: unknown;
  headers: Headers;
}

type Reply = Response | Promise<Response>;
export type MockRoutes = Record<string, (request: MockRequest) => Reply>;

export function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** `{ success: true, data, message? }` */
export const ok = (data: unknown, message?: string, status = 200) =>
  jsonResponse(status, { success: true, data, ...(message ? { message } : {}) });

/** `{ success: false, message, code, errors? }` */
export const fail = (
  status: number,
  code: string,
  message: string,
  errors?: Record<string, string>,
) => jsonResponse(status, { success: false, message, code, ...(errors ? { errors } : {}) });

/**
 * Replaces global fetch with a router keyed by "METHOD /path" (query ignored). An unexpected
 * call fails the test loudly instead of hanging.
 */
export function mockApi(routes: MockRoutes) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
    const method = (init.method ?? 'GET').toUpperCase();
    const key = `${method} ${url.pathname}`;
    const handler = routes[key];
    if (!handler) throw new Error(`Unexpected request: ${key}`);
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    return handler({
      method,
      path: url.pathname,
      search: url.search,
      body,
      headers: new Headers(init.headers),
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** A promise the test resolves later, to observe the in-flight state. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}
