import { useEffect, useState } from 'react';
import { isRealDate, type AvailableSlot } from '@adiestra/shared';
import { getErrorMessage } from '@/lib/api-error';
import { getAvailableTimes } from './booking-api';

export type TimesState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; times: AvailableSlot[] };

/** The free times of `date` (when it is a real date and `enabled`), reloaded when it changes. */
export function useAvailableTimes(userId: string, date: string, enabled: boolean): TimesState {
  const key = enabled && isRealDate(date) ? date : null;
  const [state, setState] = useState<{ key: string | null; value: TimesState }>({
    key: null,
    value: { status: 'idle' },
  });
  // A new date starts as loading during render, so a stale list never shows for it.
  if (state.key !== key) setState({ key, value: key ? { status: 'loading' } : { status: 'idle' } });

  useEffect(() => {
    if (!key) return;
    let current = true;
    getAvailableTimes(userId, key).then(
      (times) => {
        if (current) setState({ key, value: { status: 'ready', times } });
      },
      (error: unknown) => {
        const message = getErrorMessage(error, 'Error al cargar los horarios disponibles');
        if (current) setState({ key, value: { status: 'error', message } });
      },
    );
    return () => {
      current = false;
    };
  }, [userId, key]);

  return state.key === key ? state.value : { status: key ? 'loading' : 'idle' };
}
