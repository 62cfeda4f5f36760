import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ClientSchema, type Client, type ClientInput } from '@adiestra/shared';
import { apiRequest } from '@/lib/api-client';
import { queryKeys, relatedKeys } from '@/lib/query-keys';

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
      queryClient.setQueryData(queryKeys.clients.detail(client.id), client);
      // Dogs and sessions show the owner's name.
      await Promise.all(
        relatedKeys.clients.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      );
    },
  });
}
