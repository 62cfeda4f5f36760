import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { OwnerLiveLinksSchema } from '@adiestra/shared';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { toSearch } from './scheduling-keys';

/** GET /api/owner-area/share-links?appointmentId=…: the owner's links that still open it. */
export const ownerLinksQueryOptions = (appointmentId: string) =>
  queryOptions({
    queryKey: queryKeys.scheduling.ownerLinks(appointmentId),
    queryFn: ({ signal }) =>
      api.get(`/owner-area/share-links?${toSearch({ appointmentId })}`, {
        schema: OwnerLiveLinksSchema,
        signal,
      }),
  });

export function useOwnerLinks(appointmentId: string) {
  return useQuery(ownerLinksQueryOptions(appointmentId));
}

/** DELETE /api/owner-area/share-links/:id: the link stops opening the appointment at once. */
export function useRevokeOwnerLink(appointmentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete(`/owner-area/share-links/${encodeURIComponent(id)}`),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: queryKeys.scheduling.ownerLinks(appointmentId) }),
  });
}
