import { queryOptions, useQuery } from '@tanstack/react-query';
import { InvitationPreviewSchema, type InvitationPreview } from '@adiestra/shared';
import { api } from '@/lib/api-client';
import { isApiError } from '@/lib/api-error';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/staff/invitations/:token (public): 404 unknown, 410 expired or already used. */
export function getInvitation(token: string, signal?: AbortSignal): Promise<InvitationPreview> {
  return api.get(`/staff/invitations/${encodeURIComponent(token)}`, {
    schema: InvitationPreviewSchema,
    anonymous: true,
    ...(signal ? { signal } : {}),
  });
}

export const invitationQueryOptions = (token: string) =>
  queryOptions({
    queryKey: queryKeys.staff.invitation(token),
    queryFn: ({ signal }) => getInvitation(token, signal),
    // A link that does not work will not start working on a second try.
    retry: (count, error) =>
      !(isApiError(error) && (error.status === 404 || error.status === 410)) && count < 2,
  });

export function useInvitation(token: string) {
  return useQuery(invitationQueryOptions(token));
}
