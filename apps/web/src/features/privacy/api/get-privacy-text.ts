import { useQuery } from '@tanstack/react-query';
import { PrivacyTextSchema, type PrivacyText } from '@adiestra/shared';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/privacy: the trainer's current privacy text (the default one until they edit it). */
export function getPrivacyText(signal?: AbortSignal): Promise<PrivacyText> {
  return api.get('/privacy', { schema: PrivacyTextSchema, ...(signal ? { signal } : {}) });
}

export function usePrivacyText() {
  return useQuery({
    queryKey: queryKeys.privacy.mine,
    queryFn: ({ signal }) => getPrivacyText(signal),
  });
}
