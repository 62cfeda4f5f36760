import { useMutation, useQueryClient } from '@tanstack/react-query';
import { OwnerAreaSettingsResultSchema, type OwnerAreaSettingsInput } from '@adiestra/shared';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** PUT /api/owner-area/settings. */
export function updateOwnerAreaSettings(input: OwnerAreaSettingsInput) {
  return api.put('/owner-area/settings', input, { schema: OwnerAreaSettingsResultSchema });
}

export function useUpdateOwnerAreaSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOwnerAreaSettings,
    onSuccess: (data) => {
      queryClient.setQueryData(queryKeys.ownerAreaSettings, data);
      // A new business name gives the booking page a new readable address.
      void queryClient.invalidateQueries({ queryKey: queryKeys.bookingAddress });
    },
  });
}
