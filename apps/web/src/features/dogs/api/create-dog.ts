import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DogSchema, type Dog, type DogInputParsed } from '@adiestra/shared';
import { apiRequest } from '@/lib/api-client';
import { relatedKeys } from '@/lib/query-keys';

/** POST /api/dogs; `photo` is a JPEG data URL already downscaled in the browser. */
export async function createDog(input: DogInputParsed): Promise<Dog> {
  const { data } = await apiRequest('/dogs', { method: 'POST', body: input, schema: DogSchema });
  return data;
}

export function useCreateDog() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createDog,
    onSuccess: async () => {
      await Promise.all(
        relatedKeys.dogs.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      );
    },
  });
}
