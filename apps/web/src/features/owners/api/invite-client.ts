import { useMutation } from '@tanstack/react-query';
import { OwnerInvitationSchema, type OwnerInvitationInput } from '@adiestra/shared';
import { apiRequest } from '@/lib/api-client';

/**
 * POST /api/owner-invitations/clients/:id: invites the client to Mi área (or to sign what is
 * pending). By e-mail the mail leaves through the outbox; by WhatsApp the answer is the text.
 */
export function inviteClient({ clientId, ...input }: OwnerInvitationInput & { clientId: string }) {
  return apiRequest(`/owner-invitations/clients/${encodeURIComponent(clientId)}`, {
    method: 'POST',
    body: input,
    schema: OwnerInvitationSchema,
  });
}

export function useInviteClient() {
  return useMutation({ mutationFn: inviteClient });
}
