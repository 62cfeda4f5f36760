import { useQuery } from '@tanstack/react-query';
import { PublicPrivacySchema, type PublicPrivacy } from '@adiestra/shared';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/public/educators/:id/privacy: anyone may read a trainer's privacy text. */
export function getPublicPrivacy(trainerId: string, signal?: AbortSignal): Promise<PublicPrivacy> {
  return api.get(`/public/educators/${encodeURIComponent(trainerId)}/privacy`, {
    schema: PublicPrivacySchema,
    anonymous: true,
    ...(signal ? { signal } : {}),
  });
}

export function usePublicPrivacy(trainerId: string) {
  return useQuery({
    queryKey: queryKeys.privacy.publicPage(trainerId),
    queryFn: ({ signal }) => getPublicPrivacy(trainerId, signal),
    retry: false,
  });
}
