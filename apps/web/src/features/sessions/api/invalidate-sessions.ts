import type { QueryClient } from '@tanstack/react-query';
import { relatedKeys } from '@/lib/query-keys';

/**
 * After any change: every sessions query, and the clients' cached figures (their cards show a
 * session count and the last session date). Keys only, no import of the clients feature.
 */
export function invalidateAfterSessionChange(queryClient: QueryClient) {
  return Promise.all(
    relatedKeys.sessions.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  );
}
