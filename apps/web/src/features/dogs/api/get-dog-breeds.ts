import { queryOptions, useQuery } from '@tanstack/react-query';
import { DogBreedsSchema } from '@adiestra/shared';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/dogs/breeds: the trainer's distinct breeds, sorted, for the breed filter. */
export async function getDogBreeds(signal?: AbortSignal): Promise<string[]> {
  const data = await api.get('/dogs/breeds', {
    schema: DogBreedsSchema,
    ...(signal ? { signal } : {}),
  });
  return data.breeds;
}

export const dogBreedsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.dogs.breeds, queryFn: ({ signal }) => getDogBreeds(signal) });

export function useDogBreeds() {
  return useQuery(dogBreedsQueryOptions());
}
