import { STORAGE_KEYS, type ErrorCode } from '@adiestra/shared';
import { ApiError, INVALID_RESPONSE_MESSAGE, NETWORK_ERROR_MESSAGE } from './api-error';
// local-storage, not storage.ts: the public booking page uses this client and must not load zod.
import { readItem, removeItem } from './local-storage';

const API_BASE = '/api';

/**
 * Calls whose 401/403 must NOT end the session (SPEC §8): verify handles its own failure at
 * start-up, and login/register answer 401/403 for wrong credentials or pending accounts,
 * which the form shows.
 */
const AUTH_FAILURE_EXEMPT = new Set(['/auth/verify', '/auth/login', '/auth/register']);

/**
 * The reason a session ended, when the server names one the user should read (an admin
 * deactivated or unapproved the account); null for an expired or revoked token.
 */
type AuthFailureListener = (notice: string | null) => void;

const ACCOUNT_CLOSED: ReadonlySet<unknown> = new Set(['ACCOUNT_INACTIVE', 'ACCOUNT_PENDING']);

/** The server's message when `payload` says the account may no longer sign in. */
export function accountClosedNotice(code: unknown, message: unknown): string | null {
  return ACCOUNT_CLOSED.has(code) && typeof message === 'string' && message ? message : null;
}
const authFailureListeners = new Set<AuthFailureListener>();

/** The auth provider subscribes here to drop its state; the protected shell then goes to /login. */
export function onAuthFailure(listener: AuthFailureListener): () => void {
  authFailureListeners.add(listener);
  return () => authFailureListeners.delete(listener);
}

/** Any zod schema fits; typed structurally so the web app needs no direct zod import. */
export interface ResponseSchema<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false };
}

export interface RequestOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** Validates `data`; a mismatch is reported as an invalid server response. */
  schema?: ResponseSchema<T>;
  signal?: AbortSignal;
  /**
   * A public call (the booking page): no Authorization header, and its answer never ends the
   * back office's session.
   */
  anonymous?: boolean;
  /** Extra headers (the owners' area sends its booking link's token in one). */
  headers?: Record<string, string>;
}

export interface ApiResult<T> {
  data: T;
  message?: string;
}

interface Envelope {
  success: boolean;
  data?: unknown;
  message?: unknown;
  code?: unknown;
  errors?: unknown;
}

function isEnvelope(value: unknown): value is Envelope {
  return (
    typeof value === 'object' && value !== null && typeof (value as Envelope).success === 'boolean'
  );
}

function asFieldErrors(value: unknown): Record<string, string> {
  if (typeof value !== 'object' || value === null) return {};
  return Object.fromEntries(
    Object.entries(value).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );
}

function handleAuthFailure(status: number, path: string, payload: unknown): void {
  if ((status !== 401 && status !== 403) || AUTH_FAILURE_EXEMPT.has(path)) return;
  // A member's role or toggles refusing one thing (issue 39): the session itself is still good.
  if (status === 403 && isEnvelope(payload) && payload.code === 'FORBIDDEN') return;
  removeItem(STORAGE_KEYS.token);
  removeItem(STORAGE_KEYS.user);
  const notice = isEnvelope(payload) ? accountClosedNotice(payload.code, payload.message) : null;
  for (const listener of authFailureListeners) listener(notice);
}

/** Sends one JSON request and unwraps the `{ success, data, message }` envelope. */
export async function apiRequest<T>(
  path: string,
  options: RequestOptions<T> = {},
): Promise<ApiResult<T>> {
  const headers: Record<string, string> = { ...options.headers, Accept: 'application/json' };
  const token = options.anonymous ? null : readItem(STORAGE_KEYS.token);
  if (token) headers.Authorization = `Bearer ${token}`;
  // A JSON content type without a body is rejected by the server, so only set it with one.
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}`, {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? null : JSON.stringify(options.body),
      signal: options.signal ?? null,
    });
  } catch (error) {
    // A cancelled query must stay a cancellation, not become a connection error.
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'NETWORK_ERROR', NETWORK_ERROR_MESSAGE);
  }

  // 204 No Content (a removal, issue 39): nothing to unwrap.
  if (response.status === 204) return { data: null as T };

  let payload: unknown;
  try {
    payload = JSON.parse(await response.text());
  } catch {
    payload = undefined;
  }

  if (!response.ok || !isEnvelope(payload) || !payload.success) {
    if (!options.anonymous) handleAuthFailure(response.status, path, payload);
    if (!isEnvelope(payload)) {
      throw new ApiError(response.status, 'INVALID_RESPONSE', INVALID_RESPONSE_MESSAGE);
    }
    const message = typeof payload.message === 'string' && payload.message ? payload.message : '';
    const code = typeof payload.code === 'string' ? (payload.code as ErrorCode) : 'UNKNOWN_ERROR';
    throw new ApiError(response.status, code, message, asFieldErrors(payload.errors));
  }

  const message = typeof payload.message === 'string' ? payload.message : undefined;
  if (!options.schema) return { data: payload.data as T, ...(message ? { message } : {}) };
  const parsed = options.schema.safeParse(payload.data);
  if (!parsed.success)
    throw new ApiError(response.status, 'INVALID_RESPONSE', INVALID_RESPONSE_MESSAGE);
  return { data: parsed.data, ...(message ? { message } : {}) };
}

type BodyOptions<T> = Omit<RequestOptions<T>, 'method' | 'body'>;

/** Shorthands returning only `data`; use apiRequest when the server's message matters. */
export const api = {
  get: async <T>(path: string, options?: BodyOptions<T>) => (await apiRequest(path, options)).data,
  post: async <T>(path: string, body?: unknown, options?: BodyOptions<T>) =>
    (await apiRequest(path, { ...options, method: 'POST', body })).data,
  put: async <T>(path: string, body?: unknown, options?: BodyOptions<T>) =>
    (await apiRequest(path, { ...options, method: 'PUT', body })).data,
  delete: async <T>(path: string, options?: BodyOptions<T>) =>
    (await apiRequest(path, { ...options, method: 'DELETE' })).data,
};

/**
 * A file the API sends (the payments CSV), fetched with the session's token, as a Blob: a plain
 * link could not carry the Authorization header.
 */
export async function apiBlob(path: string, fallbackMessage: string): Promise<Blob> {
  const token = readItem(STORAGE_KEYS.token);
  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}`, {
      headers: token ? { Authorization: `Bearer ${token}` } : {},
    });
  } catch {
    throw new ApiError(0, 'NETWORK_ERROR', NETWORK_ERROR_MESSAGE);
  }
  if (!response.ok) {
    handleAuthFailure(response.status, path, await response.json().catch(() => null));
    throw new ApiError(response.status, 'UNKNOWN_ERROR', fallbackMessage);
  }
  return response.blob();
}
