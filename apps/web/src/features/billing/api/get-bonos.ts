import { useQuery } from '@tanstack/react-query';
import { BonoListSchema } from '@adiestra/shared';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/bonos: one client's bonos, or (active) every bono that can still be used. */
export function useBonos(params: { clientId?: string; active?: boolean }) {
  const search = new URLSearchParams();
  if (params.clientId) search.set('clientId', params.clientId);
  if (params.active) search.set('active', 'true');
  return useQuery({
    queryKey: queryKeys.bonos.list(params),
    queryFn: async ({ signal }) =>
      (await api.get(`/bonos?${search.toString()}`, { schema: BonoListSchema, signal })).bonos,
  });
}
