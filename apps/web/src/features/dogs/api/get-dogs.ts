import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { DogSchema, PAGE_SIZES, PaginationSchema } from '@adiestra/shared';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { type DogFilters } from './dog-keys';
import { queryKeys } from '@/lib/query-keys';

const DogsPageSchema = z.object({ dogs: z.array(DogSchema), pagination: PaginationSchema });
export type DogsPage = z.infer<typeof DogsPageSchema>;

/** GET /api/dogs: searched (name, breed, owner), filtered and paged on the server. */
export function getDogs(
  filters: DogFilters,
  page: number,
  signal?: AbortSignal,
): Promise<DogsPage> {
  const params = new URLSearchParams({ page: String(page), limit: String(PAGE_SIZES.dogs) });
  if (filters.search) params.set('search', filters.search);
  if (filters.clientId) params.set('clientId', filters.clientId);
  if (filters.breed) params.set('breed', filters.breed);
  if (filters.active !== undefined) params.set('active', String(filters.active));
  return api.get(`/dogs?${params.toString()}`, {
    schema: DogsPageSchema,
    ...(signal ? { signal } : {}),
  });
}

export const dogsQueryOptions = (filters: DogFilters, page: number) =>
  queryOptions({
    queryKey: queryKeys.dogs.list({ ...filters, page }),
    queryFn: ({ signal }) => getDogs(filters, page, signal),
    // The current cards stay while a new search or filter loads: no blank grid.
    placeholderData: keepPreviousData,
  });

export function useDogs(filters: DogFilters, page: number) {
  return useQuery(dogsQueryOptions(filters, page));
}
