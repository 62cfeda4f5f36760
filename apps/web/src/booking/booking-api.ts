import {
  DEFAULT_APPOINTMENT_DURATION,
  type Educator,
  type PublicBookingPayload,
} from '@adiestra/shared';
import { api, type ResponseSchema } from '@/lib/api-client';
import { ApiError, NETWORK_ERROR_MESSAGE } from '@/lib/api-error';
import { loadBookingRules } from './booking-values';

/**
 * The booking page's three calls, through the back office's API client as anonymous calls (SPEC
 * §7: the public calls use no auth), so they never touch a trainer's session. A 404 or a lost
 * connection is an error the owner sees, never a made-up success (DESIGN §8).
 */
function publicRequest<T>(path: string, schema: ResponseSchema<T>, body?: unknown): Promise<T> {
  return body === undefined
    ? api.get(path, { schema, anonymous: true })
    : api.post(path, body, { schema, anonymous: true });
}

/**
 * The trainer lookup runs as the page opens, before zod is loaded (see booking-rules): its three
 * strings are checked by hand, as EducatorSchema would.
 */
const EducatorShape: ResponseSchema<Educator> = {
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
