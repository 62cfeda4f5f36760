import { queryOptions, useQuery } from '@tanstack/react-query';
import { DogSchema, type Dog } from '@adiestra/shared';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/dogs/{id}: the dog with its owner and photo URLs. */
export function getDog(id: string, signal?: AbortSignal): Promise<Dog> {
  return api.get(`/dogs/${encodeURIComponent(id)}`, {
    schema: DogSchema,
    ...(signal ? { signal } : {}),
  });
}

export const dogQueryOptions = (id: string) =>
  queryOptions({
    queryKey: queryKeys.dogs.detail(id),
    queryFn: ({ signal }) => getDog(id, signal),
  });

export function useDog(id: string) {
  return useQuery(dogQueryOptions(id));
}
