import { useEffect, useState } from 'react';
import { getErrorMessage } from '@/lib/api-error';

export type LoadState<T> =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; data: T };

/**
 * What `load(key)` answers for the current `key` (null: nothing to load), reloaded when the key
 * changes. A new key starts as loading during render, so a stale answer never shows for it.
 */
export function useKeyedLoad<T>(
  key: string | null,
  load: (key: string) => Promise<T>,
  errorMessage: string,
): LoadState<T> {
  const [state, setState] = useState<{ key: string | null; value: LoadState<T> }>({
    key: null,
    value: { status: 'idle' },
  });
  if (state.key !== key) setState({ key, value: key ? { status: 'loading' } : { status: 'idle' } });

  useEffect(() => {
    if (!key) return;
    let current = true;
    load(key).then(
      (data) => {
        if (current) setState({ key, value: { status: 'ready', data } });
      },
      (error: unknown) => {
        const message = getErrorMessage(error, errorMessage);
        if (current) setState({ key, value: { status: 'error', message } });
      },
    );
    return () => {
      current = false;
    };
    // `load` and the message are fixed per caller; the key says what to load.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  return state.key === key ? state.value : { status: key ? 'loading' : 'idle' };
}
