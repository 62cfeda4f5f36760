import { queryOptions, useQuery } from '@tanstack/react-query';
import { AvailableSlotsSchema, isRealDate } from '@adiestra/shared';
import { api } from '@/lib/api-client';
import { toSearch } from './scheduling-keys';
import { queryKeys, type SlotsTrainer } from '@/lib/query-keys';

/**
 * GET /api/appointments/public/available-slots?date&duration — without businessId the server
 * answers the signed-in member's business: one trainer's free times with `trainerId`, else those
 * of any trainer who gives `serviceId` ("Cualquiera", decision 0139).
 */
export function getAvailableSlots(
  date: string,
  duration: number,
  trainer: SlotsTrainer,
  signal?: AbortSignal,
) {
  return api.get(
    `/appointments/public/available-slots?${toSearch({ date, duration, ...trainer })}`,
    {
      schema: AvailableSlotsSchema,
      ...(signal ? { signal } : {}),
    },
  );
}

export const availableSlotsQueryOptions = (
  date: string,
  duration: number,
  trainer: SlotsTrainer = {},
) =>
  queryOptions({
    queryKey: queryKeys.scheduling.availableSlots(date, duration, trainer),
    queryFn: ({ signal }) => getAvailableSlots(date, duration, trainer, signal),
    enabled: isRealDate(date),
    select: (data) => data.slots,
  });

export function useAvailableSlots(date: string, duration: number, trainer: SlotsTrainer = {}) {
  return useQuery(availableSlotsQueryOptions(date, duration, trainer));
}
