import { queryOptions, useQuery } from '@tanstack/react-query';
import { ServiceTrainersSchema } from '@adiestra/shared';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/services/:id/trainers — who gives the service, for Nueva Cita's trainer picker. */
export function getServiceTrainers(serviceId: string, signal?: AbortSignal) {
  return api.get(`/services/${serviceId}/trainers`, {
    schema: ServiceTrainersSchema,
    ...(signal ? { signal } : {}),
  });
}

export const serviceTrainersQueryOptions = (serviceId: string) =>
  queryOptions({
    queryKey: queryKeys.scheduling.serviceTrainers(serviceId),
    queryFn: ({ signal }) => getServiceTrainers(serviceId, signal),
    enabled: serviceId !== '',
    select: (data) => data.trainers,
  });

export function useServiceTrainers(serviceId: string) {
  return useQuery(serviceTrainersQueryOptions(serviceId));
}
