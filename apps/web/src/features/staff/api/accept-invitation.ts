import { useMutation } from '@tanstack/react-query';
import {
  SignedInPayloadSchema,
  type AcceptInvitation,
  type SignedInPayload,
} from '@adiestra/shared';
import { api } from '@/lib/api-client';

/**
 * POST /api/staff/invitations/:token/accept { name, password } (public): the new member's account,
 * signed in as a login would answer it. The link works once.
 */
export function acceptInvitation({
  token,
  ...input
}: AcceptInvitation & { token: string }): Promise<SignedInPayload> {
  return api.post(`/staff/invitations/${encodeURIComponent(token)}/accept`, input, {
    schema: SignedInPayloadSchema,
    anonymous: true,
  });
}

export function useAcceptInvitation() {
  return useMutation({ mutationFn: acceptInvitation });
}
