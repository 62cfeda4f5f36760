import { useQuery } from '@tanstack/react-query';
import { VaccineSettingsSchema, type VaccineSettings } from '@adiestra/shared';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/vaccines/settings: the trainer's comunidad autónoma (Madrid until chosen). */
export function getVaccineSettings(signal?: AbortSignal): Promise<VaccineSettings> {
  return api.get('/vaccines/settings', {
    schema: VaccineSettingsSchema,
    ...(signal ? { signal } : {}),
  });
}

export function useVaccineSettings() {
  return useQuery({
    queryKey: queryKeys.vaccines.settings,
    queryFn: ({ signal }) => getVaccineSettings(signal),
  });
}
