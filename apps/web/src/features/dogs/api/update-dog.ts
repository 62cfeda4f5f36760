import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DogSchema, type Dog, type DogInputParsed } from '@adiestra/shared';
import { apiRequest } from '@/lib/api-client';
import { queryKeys, relatedKeys } from '@/lib/query-keys';

/** PUT /api/dogs/{id}; `photo` omitted keeps the current one, null removes it. */
export async function updateDog({
  id,
  input,
}: {
  id: string;
  input: DogInputParsed;
}): Promise<Dog> {
  const { data } = await apiRequest(`/dogs/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body: input,
    schema: DogSchema,
  });
  return data;
}

export function useUpdateDog() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateDog,
    onSuccess: async (dog) => {
      queryClient.setQueryData(queryKeys.dogs.detail(dog.id), dog);
      await Promise.all(
        relatedKeys.dogs.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      );
    },
  });
}
