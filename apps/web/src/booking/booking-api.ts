import {
  DEFAULT_APPOINTMENT_DURATION,
  type Educator,
  type ErrorCode,
  type PublicBookingPayload,
} from '@adiestra/shared';
import { ApiError, INVALID_RESPONSE_MESSAGE, NETWORK_ERROR_MESSAGE } from '@/lib/api-error';
import { loadBookingRules } from './booking-values';

/**
 * The booking page's three calls. Plain fetch without Authorization (SPEC §7: the public calls
 * use no auth), so the page needs none of the back office's session code. A 404 or a lost
 * connection is an error the owner sees, never a made-up success (DESIGN §8).
 */
interface Schema<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false };
}

async function publicRequest<T>(path: string, schema: Schema<T>, body?: unknown): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`/api${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers:
        body === undefined
          ? { Accept: 'application/json' }
          : { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: body === undefined ? null : JSON.stringify(body),
    });
  } catch {
    throw new ApiError(0, 'NETWORK_ERROR', NETWORK_ERROR_MESSAGE);
  }
  const payload = (await response.json().catch(() => null)) as {
    success?: unknown;
    data?: unknown;
    message?: unknown;
    code?: unknown;
  } | null;
  if (!response.ok || payload?.success !== true) {
    const message = typeof payload?.message === 'string' ? payload.message : '';
    const code = typeof payload?.code === 'string' ? (payload.code as ErrorCode) : 'UNKNOWN_ERROR';
    throw new ApiError(response.status, code, message);
  }
  const parsed = schema.safeParse(payload.data);
  if (!parsed.success)
    throw new ApiError(response.status, 'INVALID_RESPONSE', INVALID_RESPONSE_MESSAGE);
  return parsed.data;
}

/**
 * The trainer lookup runs as the page opens, before zod is loaded (see booking-rules): its three
 * strings are checked by hand, as EducatorSchema would.
 */
const EducatorShape: Schema<Educator> = {
  safeParse(value) {
    const { id, name, timeZone } = (value ?? {}) as Record<string, unknown>;
    if (typeof id !== 'string' || typeof name !== 'string' || typeof timeZone !== 'string') {
      return { success: false };
    }
    return { success: true, data: { id, name, timeZone } };
  },
};

export const getEducator = (id: string) =>
  publicRequest(`/public/educators/${encodeURIComponent(id)}`, EducatorShape);

/** The trainer's free start times for a date, at the wizard's fixed 60 minutes. */
export async function getAvailableTimes(userId: string, date: string) {
  const query = new URLSearchParams({
    date,
    duration: String(DEFAULT_APPOINTMENT_DURATION),
    userId,
  });
  const { AvailableSlotsSchema } = await loadBookingRules().catch(networkError);
  const { slots } = await publicRequest(
    `/appointments/public/available-slots?${query.toString()}`,
    AvailableSlotsSchema,
  );
  return slots;
}

export async function submitBooking(payload: PublicBookingPayload) {
  const { PublicBookingResultSchema } = await loadBookingRules().catch(networkError);
  return publicRequest('/public/appointments/request', PublicBookingResultSchema, payload);
}

/** Rules that could not be fetched are, for the visitor, a lost connection. */
export function networkError(): never {
  throw new ApiError(0, 'NETWORK_ERROR', NETWORK_ERROR_MESSAGE);
}
