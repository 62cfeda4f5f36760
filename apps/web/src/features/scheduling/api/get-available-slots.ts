import { queryOptions, useQuery } from '@tanstack/react-query';
import { AvailableSlotsSchema, isRealDate } from '@adiestra/shared';
import { api } from '@/lib/api-client';
import { toSearch } from './scheduling-keys';
import { queryKeys } from '@/lib/query-keys';

/**
 * GET /api/appointments/public/available-slots?date&duration — without businessId the server
 * answers the signed-in trainer's own free times (the internal form).
 */
export function getAvailableSlots(date: string, duration: number, signal?: AbortSignal) {
  return api.get(`/appointments/public/available-slots?${toSearch({ date, duration })}`, {
    schema: AvailableSlotsSchema,
    ...(signal ? { signal } : {}),
  });
}

export const availableSlotsQueryOptions = (date: string, duration: number) =>
  queryOptions({
    queryKey: queryKeys.scheduling.availableSlots(date, duration),
    queryFn: ({ signal }) => getAvailableSlots(date, duration, signal),
    enabled: isRealDate(date),
    select: (data) => data.slots,
  });

export function useAvailableSlots(date: string, duration: number) {
  return useQuery(availableSlotsQueryOptions(date, duration));
}
