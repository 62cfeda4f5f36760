import { useEffect, useRef } from 'react';
import { track } from './track';

/**
 * Reports a list search once its own results have arrived: the length of what was typed and how
 * many results it found, never the text. `resultCount` is undefined while the answer for this
 * search is still loading (placeholder data from the previous search must not be counted).
 */
export function useSearchTracking(scope: string, search: string, resultCount: number | undefined) {
  const reported = useRef<string | null>(null);
  useEffect(() => {
    if (!search || resultCount === undefined || reported.current === search) return;
    reported.current = search;
    track.search(search.length, resultCount, scope);
  }, [scope, search, resultCount]);
}
