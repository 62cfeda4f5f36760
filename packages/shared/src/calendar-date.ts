/*
 * Date helpers without zod: the public booking page imports them at load, and any module that
 * builds a zod schema at its top level would bring zod into that page (issue 7 budget).
 */

/** Optional 'YYYY-MM-DD' that must be a real calendar date. */
export function isRealDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const [y, m, d] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}
