import type { QueryClient } from '@tanstack/react-query';
import { queryKeys, relatedKeys } from '@/lib/query-keys';

export function invalidateScheduling(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: queryKeys.scheduling.all });
}

/** After a booking that may have created or linked a client and a dog. */
export function invalidateBookings(queryClient: QueryClient) {
  return Promise.all(
    relatedKeys.bookings.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  );
}

/** The defined values as query parameters. */
export function toSearch(params: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') search.set(key, String(value));
  }
  return search.toString();
}
