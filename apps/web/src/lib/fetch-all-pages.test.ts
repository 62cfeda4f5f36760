import { describe, expect, it } from 'vitest';
import { fetchAllPages } from './fetch-all-pages';

/** A paged list of `total` numbers, 100 a page, that records which pages were asked for. */
function pagedList(total: number) {
  const asked: number[] = [];
  const fetchPage = async (page: number) => {
    asked.push(page);
    await new Promise((resolve) => setTimeout(resolve, page === 2 ? 5 : 0));
    const items = Array.from({ length: 100 }, (_, i) => (page - 1) * 100 + i).filter(
      (n) => n < total,
    );
    return { items, totalPages: Math.max(1, Math.ceil(total / 100)) };
  };
  return { asked, fetchPage };
}

describe('fetchAllPages', () => {
  it('returns every item in page order, past the old cap of 2,000', async () => {
    const list = pagedList(4_050);
    const items = await fetchAllPages(list.fetchPage);
    expect(items).toHaveLength(4_050);
    expect(items).toEqual([...items].sort((a, b) => a - b));
    expect(list.asked[0]).toBe(1);
    expect(list.asked.toSorted((a, b) => a - b)).toEqual(
      Array.from({ length: 41 }, (_, i) => i + 1),
    );
  });

  it('asks once for a list that fits in one page, including an empty one', async () => {
    const list = pagedList(0);
    expect(await fetchAllPages(list.fetchPage)).toEqual([]);
    expect(list.asked).toEqual([1]);
  });
});
