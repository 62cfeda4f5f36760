import { queryOptions, useQuery } from '@tanstack/react-query';
import { VaccineAlertsSchema, type VaccineAlerts } from '@adiestra/shared';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/**
 * GET /api/vaccines/alerts: the active dogs' doses, insurance and PPP licences that expire within
 * 30 days or have.
 */
export async function getVaccineAlerts(signal?: AbortSignal): Promise<VaccineAlerts> {
  return api.get('/vaccines/alerts', {
    schema: VaccineAlertsSchema,
    ...(signal ? { signal } : {}),
  });
}

export const vaccineAlertsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.vaccines.alerts,
    queryFn: ({ signal }) => getVaccineAlerts(signal),
  });

export function useVaccineAlerts() {
  return useQuery(vaccineAlertsQueryOptions());
}
