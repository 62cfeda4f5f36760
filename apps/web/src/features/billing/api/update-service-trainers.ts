import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ServiceTrainersSchema, type ServiceTrainersPayload } from '@adiestra/shared';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** PUT /api/services/:id/trainers: the whole list; an empty one gives it to every trainer. */
export function useUpdateServiceTrainers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: ServiceTrainersPayload }) =>
      api.put(`/services/${encodeURIComponent(id)}/trainers`, input, {
        schema: ServiceTrainersSchema,
      }),
    // Under scheduling: Nueva Cita's picker (`serviceTrainers(id)`) and the free times of
    // "Cualquiera", which are those of whoever gives the service.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.scheduling.all }),
  });
}
