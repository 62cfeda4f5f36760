import type { ClientListQuery } from '@adiestra/shared';
import { ApiError, isApiError } from '@/lib/api-error';

export type ClientFilters = Pick<ClientListQuery, 'search' | 'dogs' | 'sort'>;

/** Every clients query lives under ['clients']; one invalidation refreshes them all. */
export const clientKeys = {
  all: ['clients'] as const,
  list: (filters: ClientFilters, page: number) =>
    ['clients', 'list', { ...filters, page }] as const,
  stats: ['clients', 'stats'] as const,
  detail: (id: string) => ['clients', 'detail', id] as const,
};

/**
 * Other features cache data that a client change makes stale (a client's dogs and their
 * sessions): they are refreshed by key, without importing those features.
 */
export const RELATED_KEYS = [['dogs'], ['sessions']] as const;

/** The server's message when it gave one, else the client layer's generic text (SPEC §8). */
export function withFallbackMessage(fallback: string) {
  return (error: unknown): never => {
    if (isApiError(error) && !error.message) {
      throw new ApiError(error.status, error.code, fallback, error.fieldErrors);
    }
    throw error;
  };
}
