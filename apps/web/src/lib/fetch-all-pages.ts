/** A selector of more than this many pages (10,000 items at 100 a page) would need a search box. */
const MAX_PAGES = 100;

/**
 * Every item of a paged list, for selectors that offer all of them: the first page says how many
 * pages there are, then the rest are asked for together rather than one after another (a trainer
 * with 4,000 dogs waits for two round trips, not forty).
 */
export async function fetchAllPages<T>(
  fetchPage: (page: number) => Promise<{ items: T[]; totalPages: number }>,
): Promise<T[]> {
  const first = await fetchPage(1);
  const pages = Math.min(first.totalPages, MAX_PAGES);
  const rest = await Promise.all(
    Array.from({ length: Math.max(0, pages - 1) }, (_, index) => fetchPage(index + 2)),
  );
  return [first, ...rest].flatMap((page) => page.items);
}
