import { queryOptions, useQuery } from '@tanstack/react-query';
import { AppointmentStatsSchema } from '@adiestra/shared';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/appointments/stats: the stat cards above the appointments. */
export function getAppointmentStats(signal?: AbortSignal) {
  return api.get('/appointments/stats', {
    schema: AppointmentStatsSchema,
    ...(signal ? { signal } : {}),
  });
}

export const appointmentStatsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.scheduling.appointmentStats,
    queryFn: ({ signal }) => getAppointmentStats(signal),
  });

export function useAppointmentStats() {
  return useQuery(appointmentStatsQueryOptions());
}
