import type { Pagination } from '@adiestra/shared';

/** The `pagination` block of every list (DESIGN §4); an empty list still has one page. */
export function pageInfo(page: number, limit: number, total: number): Pagination {
  return { page, limit, total, totalPages: Math.max(1, Math.ceil(total / limit)) };
}
