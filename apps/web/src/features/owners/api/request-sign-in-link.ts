import { useMutation } from '@tanstack/react-query';
import type { OwnerSignInRequestInput } from '@adiestra/shared';
import { apiRequest } from '@/lib/api-client';

/** POST /api/owner/sign-in-links: the same answer whether or not the address is known. */
export async function requestSignInLink(input: OwnerSignInRequestInput) {
  const { message } = await apiRequest('/owner/sign-in-links', {
    method: 'POST',
    body: input,
    anonymous: true,
  });
  return message ?? '';
}

export function useRequestSignInLink() {
  return useMutation({ mutationFn: requestSignInLink });
}
