import { ExportJobSchema } from '@adiestra/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** POST /api/exports: starts a full export in the background. */
export function useStartExport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post('/exports', undefined, { schema: ExportJobSchema }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.exports.all }),
  });
}
