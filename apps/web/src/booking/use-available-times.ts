import { useEffect, useState } from 'react';
import { isRealDate, type AvailableSlot } from '@adiestra/shared';
import { getErrorMessage } from '@/lib/api-error';
import { getAvailableTimes } from './booking-api';

export type TimesState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; times: AvailableSlot[] };

/**
 * The free times of `date` for the chosen service's duration (when the date is real, a service is
 * chosen and `enabled`), reloaded when either changes.
 */
export function useAvailableTimes(
  userId: string,
  date: string,
  serviceId: string,
  enabled: boolean,
): TimesState {
  const key = enabled && isRealDate(date) && serviceId ? `${date}|${serviceId}` : null;
  const [state, setState] = useState<{ key: string | null; value: TimesState }>({
    key: null,
    value: { status: 'idle' },
  });
  // A new date starts as loading during render, so a stale list never shows for it.
  if (state.key !== key) setState({ key, value: key ? { status: 'loading' } : { status: 'idle' } });

  useEffect(() => {
    if (!key) return;
    let current = true;
    const [day = '', service = ''] = key.split('|');
    getAvailableTimes(userId, day, service).then(
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
