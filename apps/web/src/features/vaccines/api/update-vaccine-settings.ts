import { useMutation, useQueryClient } from '@tanstack/react-query';
import { VaccineSettingsSchema, type VaccineSettings } from '@adiestra/shared';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** PUT /api/vaccines/settings: the comunidad whose rabies rule sets new doses' default expiry. */
export function updateVaccineSettings(input: VaccineSettings) {
  return apiRequest('/vaccines/settings', {
    method: 'PUT',
    body: input,
    schema: VaccineSettingsSchema,
  });
}

export function useUpdateVaccineSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateVaccineSettings,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.vaccines.all }),
  });
}
