import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ClientSchema, type Client, type ClientInput } from '@adiestra/shared';
import { apiRequest } from '@/lib/api-client';
import { withFallbackMessage } from './client-keys';
import { queryKeys } from '@/lib/query-keys';

/** POST /api/clients. */
export async function createClient(input: ClientInput): Promise<Client> {
  const { data } = await apiRequest('/clients', {
    method: 'POST',
    body: input,
    schema: ClientSchema,
  }).catch(withFallbackMessage('Error al crear cliente'));
  return data;
}

export function useCreateClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createClient,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.clients.all }),
  });
}
