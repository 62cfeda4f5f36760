import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/lib/query-keys';

/** A class change shows in its lists, its roster and the calendar's block ("4/6"). */
export async function invalidateClasses(queryClient: QueryClient) {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.classes.all }),
    queryClient.invalidateQueries({ queryKey: queryKeys.scheduling.all }),
  ]);
}
