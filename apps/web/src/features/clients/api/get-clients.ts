import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ClientSchema, PAGE_SIZES, PaginationSchema } from '@adiestra/shared';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { withFallbackMessage, type ClientFilters } from './client-keys';
import { queryKeys } from '@/lib/query-keys';

const ClientsPageSchema = z.object({
  clients: z.array(ClientSchema),
  pagination: PaginationSchema,
});
export type ClientsPage = z.infer<typeof ClientsPageSchema>;

/** GET /api/clients: searched, filtered, sorted and paged on the server. */
export function getClients(
  filters: ClientFilters,
  page: number,
  signal?: AbortSignal,
): Promise<ClientsPage> {
  const params = new URLSearchParams({ page: String(page), limit: String(PAGE_SIZES.clients) });
  for (const [key, value] of Object.entries(filters)) if (value) params.set(key, value);
  return api
    .get(`/clients?${params.toString()}`, {
      schema: ClientsPageSchema,
      ...(signal ? { signal } : {}),
    })
    .catch(withFallbackMessage('Error al obtener clientes'));
}

export const clientsQueryOptions = (filters: ClientFilters, page: number) =>
  queryOptions({
    queryKey: queryKeys.clients.list({ ...filters, page }),
    queryFn: ({ signal }) => getClients(filters, page, signal),
    // The current cards stay on screen while a new search or page loads: no blank grid.
    placeholderData: keepPreviousData,
  });

export function useClients(filters: ClientFilters, page: number) {
  return useQuery(clientsQueryOptions(filters, page));
}
