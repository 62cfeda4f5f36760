import { useQuery } from '@tanstack/react-query';
import { DogVaccinesSchema, type DogVaccines } from '@adiestra/shared';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/vaccines/dog/{dogId}: the dog's doses, latest first, with the trainer's comunidad. */
export function getDogVaccines(dogId: string, signal?: AbortSignal): Promise<DogVaccines> {
  return api.get(`/vaccines/dog/${encodeURIComponent(dogId)}`, {
    schema: DogVaccinesSchema,
    ...(signal ? { signal } : {}),
  });
}

export function useDogVaccines(dogId: string) {
  return useQuery({
    queryKey: queryKeys.vaccines.dog(dogId),
    queryFn: ({ signal }) => getDogVaccines(dogId, signal),
  });
}
