import { useCallback, useEffect, useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import { useInstantSearchParams } from '@/lib/use-instant-search-params';
import { useTrainerTimeZone } from '@/lib/auth/auth-context';
import type { SessionFilters } from '@adiestra/shared';
import { isPeriod, periodRange, type Period } from './period-range';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const RATINGS = ['1', '2', '3', '4', '5'];

/** Filters another screen can preset through navigation state (SPEC §2 Sessions list). */
export interface SessionListPreset {
  dogId?: string;
  clientId?: string;
}

export interface SessionListValues {
  search: string;
  dogId: string;
  clientId: string;
  rating: string;
  period: Period;
}
type Key = keyof SessionListValues;

/**
 * The list's search, filters and page live in the URL (shareable, kept by reload and the back
 * button). A preset from navigation state is moved into the URL once; a malformed value in a
 * hand-edited URL is ignored rather than sent to the server.
 */
export function useSessionListParams() {
  const [params, setParams] = useInstantSearchParams();
  const preset = (useLocation().state ?? null) as SessionListPreset | null;
  const [openedAt] = useState(() => new Date());
  const timeZone = useTrainerTimeZone();

  useEffect(() => {
    if (!preset?.dogId && !preset?.clientId) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const key of ['dogId', 'clientId'] as const) {
          const value = preset[key];
          if (value && !next.has(key)) next.set(key, value);
        }
        return next;
      },
      { replace: true, state: null },
    );
  }, [preset, setParams]);

  const read = (key: 'dogId' | 'clientId') => {
    const value = params.get(key) ?? preset?.[key] ?? '';
    return UUID.test(value) ? value : '';
  };
  const rawPeriod = params.get('period');
  const rating = params.get('rating') ?? '';
  const values: SessionListValues = {
    search: (params.get('q') ?? '').trim(),
    dogId: read('dogId'),
    clientId: read('clientId'),
    rating: RATINGS.includes(rating) ? rating : '',
    period: isPeriod(rawPeriod) ? rawPeriod : '',
  };
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);

  const { search, dogId, clientId, period } = values;
  const filters = useMemo<SessionFilters>(
    () => ({
      ...(search ? { search } : {}),
      ...(dogId ? { dogId } : {}),
      ...(clientId ? { clientId } : {}),
      ...(values.rating ? { rating: Number(values.rating) } : {}),
      ...periodRange(period, openedAt, timeZone),
    }),
    [search, dogId, clientId, values.rating, period, openedAt, timeZone],
  );

  /** Any filter change goes back to page 1. */
  const update = useCallback(
    (changes: Partial<SessionListValues> & { page?: number }) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        const entries: [string, string | number | undefined][] = Object.entries(changes);
        for (const [key, value] of entries) {
          const name = key === 'search' ? 'q' : key;
          if (value === '' || value === undefined || (key === 'page' && value === 1))
            next.delete(name);
          else next.set(name, String(value));
        }
        if (changes.page === undefined) next.delete('page');
        return next;
      }),
    [setParams],
  );
  const setPage = useCallback((next: number) => update({ page: next }), [update]);

  return {
    values,
    filters,
    page,
    hasFilters: Object.values(values).some(Boolean),
    setValue: (key: Key, value: string) => update({ [key]: value }),
    setPage,
    clear: () => setParams(new URLSearchParams()),
  };
}
