import type { Pagination } from '@adiestra/shared';
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../db/client.ts';

/** The `pagination` block of every list (DESIGN §4); an empty list still has one page. */
export function pageInfo(page: number, limit: number, total: number): Pagination {
  return { page, limit, total, totalPages: Math.max(1, Math.ceil(total / limit)) };
}

/**
 * A list's total as a column of its page's rows: a scalar subquery, which PostgreSQL runs once,
 * so the page and its total are one statement (issue 32: statements per request are what a list
 * pays most for). Select it beside the page's columns, then read it with `totalOfPage`.
 */
export const totalColumn = (count: SQLWrapper) =>
  sql<number>`coalesce((${count}), 0)`.mapWith(Number);

/** The total a page's rows carry; a page past the end has none, and only then is it read alone. */
export async function totalOfPage(
  db: Db,
  rows: readonly { total: number }[],
  total: SQL<number>,
  page: number,
): Promise<number> {
  if (rows.length > 0) return rows[0]!.total;
  if (page === 1) return 0;
  const [row] = await db.select({ total }).from(sql`(select 1) as one`);
  return row?.total ?? 0;
}
