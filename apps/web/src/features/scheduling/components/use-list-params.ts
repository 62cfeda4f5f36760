import { useInstantSearchParams } from '@/lib/use-instant-search-params';

/**
 * A list's filters and page in the URL (kept by reload and the back button). Changing a filter
 * goes back to page 1; a value is kept only if `accept` allows it, so a hand-edited URL never
 * sends nonsense to the server.
 */
export function useListParams<K extends string>(accept: Record<K, (value: string) => boolean>) {
  const [params, setParams] = useInstantSearchParams();
  const values = {} as Record<K, string>;
  for (const key of Object.keys(accept) as K[]) {
    const value = params.get(key) ?? '';
    values[key] = accept[key](value) ? value : '';
  }
  const rawPage = Number(params.get('page'));
  const page = Number.isInteger(rawPage) && rawPage > 1 ? rawPage : 1;

  function update(changes: Record<string, string>) {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (!('page' in changes)) next.delete('page');
        for (const [key, value] of Object.entries(changes)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        return next;
      },
      { replace: true },
    );
  }

  return {
    values,
    page,
    setValue: (key: K, value: string) => update({ [key]: value }),
    setPage: (next: number) => update({ page: next > 1 ? String(next) : '' }),
    clear: () => setParams(new URLSearchParams(), { replace: true }),
  };
}
