import { useMutation } from '@tanstack/react-query';
import { OwnerShareLinkSchema, type OwnerShareLinkInput } from '@adiestra/shared';
import { api } from '@/lib/api-client';

/**
 * POST /api/owner-area/share-links: a new link to the owner's page for one appointment or
 * request, and the place from Ajustes, for the WhatsApp message (issue 16).
 */
export function createOwnerShareLink(target: OwnerShareLinkInput) {
  return api.post('/owner-area/share-links', target, { schema: OwnerShareLinkSchema });
}

export function useCreateOwnerShareLink() {
  return useMutation({ mutationFn: createOwnerShareLink });
}
