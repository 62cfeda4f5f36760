import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  OutgoingMessageListSchema,
  type OutgoingMessage,
  type OutgoingMessageStatus,
} from '@adiestra/shared';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/admin/outbox?status: the newest messages in that state (issue 26). */
export async function getOutgoingMessages(
  status: OutgoingMessageStatus,
  signal?: AbortSignal,
): Promise<OutgoingMessage[]> {
  const { messages } = await api.get(`/admin/outbox?status=${status}`, {
    schema: OutgoingMessageListSchema,
    ...(signal ? { signal } : {}),
  });
  return messages;
}

export function useOutgoingMessages(status: OutgoingMessageStatus) {
  return useQuery({
    queryKey: queryKeys.outbox.list(status),
    queryFn: ({ signal }) => getOutgoingMessages(status, signal),
  });
}

/** POST /api/admin/outbox/{id}/retry: a failed message back in the queue. */
export function useRetryMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post(`/admin/outbox/${encodeURIComponent(id)}/retry`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.outbox.all }),
  });
}
