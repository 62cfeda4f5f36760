import type { SessionFilters } from '@adiestra/shared';

/** Every sessions query lives under ['sessions']; one invalidation refreshes them all. */
export const sessionKeys = {
  all: ['sessions'] as const,
  list: (filters: SessionFilters, page: number, limit: number) =>
    ['sessions', 'list', { ...filters, page, limit }] as const,
  stats: (filters: SessionFilters) => ['sessions', 'stats', filters] as const,
  detail: (id: string) => ['sessions', 'detail', id] as const,
  timeline: (dogId: string) => ['sessions', 'timeline', dogId] as const,
};

/** The filters as query parameters; empty values are left out. */
export function filterParams(filters: SessionFilters): URLSearchParams {
  const params = new URLSearchParams();
  const entries: [string, string | number | undefined][] = Object.entries(filters);
  for (const [key, value] of entries) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  return params;
}
