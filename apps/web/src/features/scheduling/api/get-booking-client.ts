import { queryOptions, useQuery } from '@tanstack/react-query';
import { ClientSchema } from '@adiestra/shared';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/**
 * GET /api/clients/{id}, under the clients' own key: 'Nueva Cita' copies the picked client's
 * name, e-mail and phone into the booking (what the owner is told and written to).
 */
export const bookingClientQueryOptions = (id: string) =>
  queryOptions({
    queryKey: queryKeys.clients.detail(id),
    queryFn: ({ signal }) =>
      api.get(`/clients/${encodeURIComponent(id)}`, { schema: ClientSchema, signal }),
    enabled: id !== '',
  });

export function useBookingClient(id: string) {
  return useQuery(bookingClientQueryOptions(id));
}
