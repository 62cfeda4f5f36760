import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/lib/query-keys';

export function invalidateScheduling(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: queryKeys.scheduling.all });
}

/** The defined values as query parameters. */
export function toSearch(params: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') search.set(key, String(value));
  }
  return search.toString();
}
