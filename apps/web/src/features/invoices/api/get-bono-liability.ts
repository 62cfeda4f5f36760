import { useQuery } from '@tanstack/react-query';
import { BonoLiabilitySchema } from '@adiestra/shared';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/bonos/liability: the sessions sold and not given, valued, and what expires soon. */
export function useBonoLiability() {
  return useQuery({
    queryKey: queryKeys.bonos.liability,
    queryFn: ({ signal }) => api.get('/bonos/liability', { schema: BonoLiabilitySchema, signal }),
  });
}
