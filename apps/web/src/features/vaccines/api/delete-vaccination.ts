import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** DELETE /api/vaccines/{id}: a dose recorded by mistake. */
export async function deleteVaccination(id: string): Promise<void> {
  await api.delete(`/vaccines/${encodeURIComponent(id)}`);
}

export function useDeleteVaccination() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteVaccination,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.vaccines.all }),
  });
}
