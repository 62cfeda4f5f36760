import { useQuery } from '@tanstack/react-query';
import { OwnerAreaSettingsResultSchema } from '@adiestra/shared';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/owner-area/settings: what the trainer shows owners, and the notice for cancelling. */
export function getOwnerAreaSettings(signal?: AbortSignal) {
  return api.get('/owner-area/settings', {
    schema: OwnerAreaSettingsResultSchema,
    ...(signal ? { signal } : {}),
  });
}

export function useOwnerAreaSettings() {
  return useQuery({
    queryKey: queryKeys.ownerAreaSettings,
    queryFn: ({ signal }) => getOwnerAreaSettings(signal),
  });
}
