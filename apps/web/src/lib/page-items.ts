export type PageItem = number | 'ellipsis-start' | 'ellipsis-end';

/**
 * The page buttons to show: first, last, the current one and its neighbours, with ellipses for
 * the gaps. Always 7 items once there are more than 7 pages, so the bar never changes width
 * while paging. A gap of a single page shows that page instead of an ellipsis.
 */
export function pageItems(page: number, totalPages: number): PageItem[] {
  const range = (from: number, to: number) =>
    Array.from({ length: to - from + 1 }, (_, i) => from + i);
  if (totalPages <= 7) return range(1, totalPages);
  const current = Math.min(Math.max(page, 1), totalPages);
  if (current <= 4) return [...range(1, 5), 'ellipsis-end', totalPages];
  if (current >= totalPages - 3) return [1, 'ellipsis-start', ...range(totalPages - 4, totalPages)];
  return [1, 'ellipsis-start', current - 1, current, current + 1, 'ellipsis-end', totalPages];
}
