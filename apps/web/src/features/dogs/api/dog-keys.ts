/** The dogs list's server-side filters (SPEC §2 Dogs list). */
export interface DogFilters {
  search?: string | undefined;
  clientId?: string | undefined;
  breed?: string | undefined;
  /** true: only active dogs; undefined: all. */
  active?: boolean | undefined;
}

/** Every dogs query lives under ['dogs']; one invalidation refreshes them all. */
export const dogKeys = {
  all: ['dogs'] as const,
  list: (filters: DogFilters, page: number) => ['dogs', 'list', { ...filters, page }] as const,
  detail: (id: string) => ['dogs', 'detail', id] as const,
  stats: ['dogs', 'stats'] as const,
  breeds: ['dogs', 'breeds'] as const,
};

/**
 * Caches of other features that show dogs (a client's dogs and counts, sessions with the dog's
 * name): refreshed by key after a change, without importing those features.
 */
export const RELATED_KEYS = [['clients'], ['sessions']] as const;
