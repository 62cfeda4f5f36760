import { useQuery } from '@tanstack/react-query';
import { ServiceTrainersSchema } from '@adiestra/shared';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/**
 * GET /api/services/:id/trainers for the service form's boxes; none for a new service (`null`).
 * The key and the shape are Nueva Cita's picker's, so both read one cache entry.
 */
export function useServiceTrainers(serviceId: string | null) {
  return useQuery({
    queryKey: queryKeys.scheduling.serviceTrainers(serviceId ?? ''),
    queryFn: ({ signal }) =>
      api.get(`/services/${encodeURIComponent(serviceId ?? '')}/trainers`, {
        schema: ServiceTrainersSchema,
        signal,
      }),
    enabled: serviceId !== null,
  });
}
