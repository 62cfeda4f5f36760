import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/lib/query-keys';
import { untickPractice } from './tick-practice';

export function useUntickPractice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: untickPractice,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.reports.all }),
  });
}
