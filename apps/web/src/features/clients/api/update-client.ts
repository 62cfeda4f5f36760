import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ClientSchema, type Client, type ClientInput } from '@adiestra/shared';
import { apiRequest } from '@/lib/api-client';
import { clientKeys, RELATED_KEYS } from './client-keys';

/** PUT /api/clients/{id}. */
export async function updateClient({
  id,
  input,
}: {
  id: string;
  input: ClientInput;
}): Promise<Client> {
  const { data } = await apiRequest(`/clients/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body: input,
    schema: ClientSchema,
  });
  return data;
}

export function useUpdateClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateClient,
    onSuccess: async (client) => {
      queryClient.setQueryData(clientKeys.detail(client.id), client);
      // Dogs and sessions show the owner's name.
      await Promise.all(
        [clientKeys.all, ...RELATED_KEYS].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      );
    },
  });
}
