import { queryOptions, useQuery } from '@tanstack/react-query';
import { DogSchema } from '@adiestra/shared';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/dogs/{id}, under the dogs' own key: 'Nueva Cita' copies the picked dog's name, breed and age. */
export const bookingDogQueryOptions = (id: string) =>
  queryOptions({
    queryKey: queryKeys.dogs.detail(id),
    queryFn: ({ signal }) =>
      api.get(`/dogs/${encodeURIComponent(id)}`, { schema: DogSchema, signal }),
    enabled: id !== '',
  });

export function useBookingDog(id: string) {
  return useQuery(bookingDogQueryOptions(id));
}
