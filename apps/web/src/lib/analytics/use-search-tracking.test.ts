import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { track } from './track';
import { useSearchTracking } from './use-search-tracking';

afterEach(() => vi.restoreAllMocks());

describe('useSearchTracking', () => {
  it('reports each search once, with its own result count, never the text', () => {
    const search = vi.spyOn(track, 'search').mockImplementation(() => undefined);
    const initialProps: { text: string; count: number | undefined } = { text: '', count: 12 };
    const { rerender } = renderHook(
      ({ text, count }) => useSearchTracking('clients', text, count),
      { initialProps },
    );
    expect(search).not.toHaveBeenCalled();

    // Still showing the previous answer: not counted yet.
    rerender({ text: 'garcía', count: undefined });
    expect(search).not.toHaveBeenCalled();
    rerender({ text: 'garcía', count: 3 });
    expect(search).toHaveBeenCalledExactlyOnceWith(6, 3, 'clients');

    // The same search re-rendered (a page change, a refetch) is not a new search.
    rerender({ text: 'garcía', count: 4 });
    expect(search).toHaveBeenCalledTimes(1);
    rerender({ text: 'gar', count: 9 });
    expect(search).toHaveBeenLastCalledWith(3, 9, 'clients');
  });
});
