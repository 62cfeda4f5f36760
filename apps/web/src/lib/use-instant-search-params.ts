import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { createSearchParams, useSearchParams, type SetURLSearchParams } from 'react-router';

interface Pending {
  params: URLSearchParams;
  /** The URLs (query strings) seen while on the way to `params`, our own earlier steps included. */
  via: string[];
}

/**
 * `useSearchParams` for filters that must answer the click at once. The router applies a URL
 * change after its asynchronous navigation steps and inside a React transition, so a controlled
 * checkbox or select bound to the URL snaps back to its old value until the navigation lands —
 * under load, long enough to be seen (and to fail a click that checks it took). Here the new
 * params are shown at once and the URL follows; once the URL moves anywhere other than the
 * steps on the way (the navigation landed, or Back/Forward), the URL is the truth again.
 */
export function useInstantSearchParams(): [URLSearchParams, SetURLSearchParams] {
  const [urlParams, setUrlParams] = useSearchParams();
  const [pending, setPending] = useState<Pending | null>(null);
  const urlKey = urlParams.toString();
  const showPending = pending !== null && pending.via.includes(urlKey);
  const params = showPending ? pending.params : urlParams;

  // Adjusted during render (React's pattern for state derived from a prop): the URL moved on.
  if (pending && !showPending) setPending(null);

  // The setter keeps one identity (effects may depend on it) and reads the latest render's values.
  const latest = useRef({ params, urlKey, pending: showPending ? pending : null, setUrlParams });
  useLayoutEffect(() => {
    latest.current = { params, urlKey, pending: showPending ? pending : null, setUrlParams };
  });

  const setParams = useCallback<SetURLSearchParams>((next, options) => {
    const current = latest.current;
    const resolved = createSearchParams(
      typeof next === 'function' ? next(new URLSearchParams(current.params)) : next,
    );
    const earlier = current.pending
      ? [...current.pending.via, current.pending.params.toString()]
      : [];
    setPending({ params: resolved, via: [...earlier, current.urlKey] });
    current.setUrlParams(resolved, options);
  }, []);

  return [params, setParams];
}
