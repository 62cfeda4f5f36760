import type { Educator, PublicBookingPayload, PublicService } from '@adiestra/shared';
import { api, type ResponseSchema } from '@/lib/api-client';
import { ApiError, NETWORK_ERROR_MESSAGE } from '@/lib/api-error';
import { loadBookingRules } from './load-booking-rules';

/**
 * The booking page's three calls, through the back office's API client as anonymous calls (SPEC
 * §7: the public calls use no auth), so they never touch a trainer's session. A 404 or a lost
 * connection is an error the owner sees, never a made-up success (DESIGN §8).
 */
export function publicRequest<T>(
  path: string,
  schema: ResponseSchema<T>,
  body?: unknown,
): Promise<T> {
  return body === undefined
    ? api.get(path, { schema, anonymous: true })
    : api.post(path, body, { schema, anonymous: true });
}

/**
 * The trainer lookup runs as the page opens, before zod is loaded (see booking-rules): its three
 * strings are checked by hand, as EducatorSchema would.
 */
const isText = (value: unknown): value is string => typeof value === 'string';
const isTextOrNull = (value: unknown): value is string | null => value === null || isText(value);
const EducatorShape: ResponseSchema<Educator> = {
  safeParse(value) {
    const { id, name, businessName, place, timeZone } = (value ?? {}) as Record<string, unknown>;
    if (
      !isText(id) ||
      !isText(name) ||
      !isTextOrNull(businessName) ||
      !isTextOrNull(place) ||
      !isText(timeZone)
    ) {
      return { success: false };
    }
    return { success: true, data: { id, name, businessName, place, timeZone } };
  },
};

/** The name the page greets with: the business name when the trainer set one (issue 27). */
export const shownName = (educator: Educator) => educator.businessName ?? educator.name;

export const getEducator = (id: string) =>
  publicRequest(`/public/educators/${encodeURIComponent(id)}`, EducatorShape);

/** Who gives a service (decision 0139): each an id and the name the picker shows. */
const areTrainers = (value: unknown) =>
  Array.isArray(value) &&
  value.every((t: unknown) => {
    const { trainerId, name } = (t ?? {}) as Record<string, unknown>;
    return isText(trainerId) && isText(name);
  });

/**
 * The trainer's visible services with duration and price (issue 18). Checked by hand like the
 * trainer lookup: step 2 needs them before zod is loaded.
 */
type SentService = Omit<PublicService, 'trainers'> & Partial<Pick<PublicService, 'trainers'>>;
const ServicesShape: ResponseSchema<PublicService[]> = {
  safeParse(value) {
    const list = (value as { services?: unknown } | null)?.services;
    if (!Array.isArray(list)) return { success: false };
    const ok = list.every((s: Record<string, unknown>) => {
      const price = s.priceCents;
      return (
        typeof s.id === 'string' &&
        typeof s.name === 'string' &&
        typeof s.duration === 'number' &&
        (price === null || typeof price === 'number') &&
        (s.homeVisit === undefined || typeof s.homeVisit === 'boolean') &&
        Array.isArray(s.documents) &&
        (s.trainers === undefined || areTrainers(s.trainers))
      );
    });
    if (!ok) return { success: false };
    // An older server names no trainers: no picker, as the schema's default.
    const data = (list as SentService[]).map((s) => ({ ...s, trainers: s.trainers ?? [] }));
    return { success: true, data };
  },
};

/** The trainer picked, or none for "Cualquiera" (everyone who gives the service). */
const withTrainer = (query: Record<string, string>, trainerId: string) =>
  new URLSearchParams(trainerId ? { ...query, trainerId } : query);

export const getServices = (businessId: string) =>
  publicRequest(`/public/educators/${encodeURIComponent(businessId)}/services`, ServicesShape);

/**
 * The free start times of a date, for the chosen service's duration: the picked trainer's, or
 * (`trainerId` '') those of anyone who gives the service.
 */
export async function getAvailableTimes(
  businessId: string,
  date: string,
  serviceId: string,
  trainerId: string,
) {
  const query = withTrainer({ date, businessId, serviceId }, trainerId);
  const { AvailableSlotsSchema } = await loadBookingRules().catch(networkError);
  const { slots } = await publicRequest(
    `/appointments/public/available-slots?${query.toString()}`,
    AvailableSlotsSchema,
  );
  return slots;
}

/**
 * Which days of `month` (YYYY-MM) have free times for the chosen service (issue 27), with the
 * picked trainer or anyone who gives it.
 */
export async function getAvailableDays(
  businessId: string,
  month: string,
  serviceId: string,
  trainerId: string,
) {
  const query = withTrainer({ month, serviceId }, trainerId);
  const { AvailableDaysSchema } = await loadBookingRules().catch(networkError);
  return publicRequest(
    `/public/educators/${encodeURIComponent(businessId)}/available-days?${query.toString()}`,
    AvailableDaysSchema,
  );
}

export async function submitBooking(payload: PublicBookingPayload) {
  const { PublicBookingResultSchema } = await loadBookingRules().catch(networkError);
  return publicRequest('/public/appointments/request', PublicBookingResultSchema, payload);
}

/** Rules that could not be fetched are, for the visitor, a lost connection. */
export function networkError(): never {
  throw new ApiError(0, 'NETWORK_ERROR', NETWORK_ERROR_MESSAGE);
}
