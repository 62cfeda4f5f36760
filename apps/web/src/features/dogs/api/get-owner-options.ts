import { queryOptions, useQuery } from '@tanstack/react-query';
import { DogOwnerSchema, MAX_PAGE_LIMIT, PaginationSchema, type DogOwner } from '@adiestra/shared';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { fetchAllPages } from '@/lib/fetch-all-pages';

const OwnersPageSchema = z.object({
  clients: z.array(DogOwnerSchema),
  pagination: PaginationSchema,
});

/** Every client of the trainer, by name, for the owner selector and filter (GET /api/clients). */
export async function getOwnerOptions(signal?: AbortSignal): Promise<DogOwner[]> {
  return fetchAllPages(async (page) => {
    const query = new URLSearchParams({
      page: String(page),
      limit: String(MAX_PAGE_LIMIT),
      sort: 'name',
    });
    const result = await api.get(`/clients?${query.toString()}`, {
      schema: OwnersPageSchema,
      ...(signal ? { signal } : {}),
    });
    return { items: result.clients, totalPages: result.pagination.totalPages };
  });
}

/** Under ['clients'] so that any client change also refreshes these options. */
export const ownerOptionsQueryOptions = () =>
  queryOptions({
    queryKey: ['clients', 'owner-options'],
    queryFn: ({ signal }) => getOwnerOptions(signal),
  });

export function useOwnerOptions() {
  return useQuery(ownerOptionsQueryOptions());
}
