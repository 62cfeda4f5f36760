import { useQuery } from '@tanstack/react-query';
import { BonoTemplateListSchema } from '@adiestra/shared';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/bonos/templates. */
export function useBonoTemplates() {
  return useQuery({
    queryKey: queryKeys.bonos.templates,
    queryFn: async ({ signal }) =>
      (await api.get('/bonos/templates', { schema: BonoTemplateListSchema, signal })).templates,
  });
}
