import { useInstantSearchParams } from '@/lib/use-instant-search-params';
import {
  CLIENT_DOG_FILTERS,
  CLIENT_SORTS,
  type ClientDogFilter,
  type ClientSort,
} from '@adiestra/shared';

export interface ClientListParams {
  search: string;
  dogs: ClientDogFilter;
  sort: ClientSort;
  page: number;
}

const pick = <T extends string>(options: readonly T[], value: string | null, fallback: T): T =>
  options.find((option) => option === value) ?? fallback;

/**
 * The list's search, filters and page live in the URL: back/forward and a shared link restore
 * the same view. Any change other than the page goes back to page 1.
 */
export function useClientListParams() {
  const [searchParams, setSearchParams] = useInstantSearchParams();
  const params: ClientListParams = {
    search: searchParams.get('search') ?? '',
    dogs: pick(CLIENT_DOG_FILTERS, searchParams.get('dogs'), 'all'),
    sort: pick(CLIENT_SORTS, searchParams.get('sort'), 'recent'),
    page: Math.max(1, Number(searchParams.get('page')) || 1),
  };

  function update(changes: Partial<ClientListParams>) {
    const next = { ...params, ...(changes.page === undefined ? { page: 1 } : {}), ...changes };
    const query = new URLSearchParams();
    if (next.search) query.set('search', next.search);
    if (next.dogs !== 'all') query.set('dogs', next.dogs);
    if (next.sort !== 'recent') query.set('sort', next.sort);
    if (next.page > 1) query.set('page', String(next.page));
    setSearchParams(query, { replace: true });
  }

  return { params, update };
}
