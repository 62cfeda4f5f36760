import { useQuery } from '@tanstack/react-query';
import { AvailableSlotsSchema } from '@adiestra/shared';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { ownerRequest } from './owner-request-options';

/** GET /api/owner/appointments/:id/free-times: what the booking page offers that day. */
export function getFreeTimes(
  link: string | null,
  appointmentId: string,
  date: string,
  signal?: AbortSignal,
) {
  const id = encodeURIComponent(appointmentId);
  return api.get(`/owner/appointments/${id}/free-times?date=${encodeURIComponent(date)}`, {
    ...ownerRequest(link),
    schema: AvailableSlotsSchema,
    ...(signal ? { signal } : {}),
  });
}

export function useFreeTimes(link: string | null, appointmentId: string, date: string) {
  return useQuery({
    queryKey: queryKeys.owners.freeTimes(appointmentId, date),
    queryFn: ({ signal }) => getFreeTimes(link, appointmentId, date, signal),
    enabled: date !== '',
  });
}
