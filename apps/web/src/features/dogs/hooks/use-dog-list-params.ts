import { useInstantSearchParams } from '@/lib/use-instant-search-params';

export interface DogListParams {
  search: string;
  clientId: string;
  breed: string;
  /** 'Mostrar solo perros activos', on by default (SPEC §2). */
  activeOnly: boolean;
  page: number;
}

/**
 * Search, filters and page in the URL, so back/forward and 'Ver todos los perros'
 * (/dogs?clientId=…) open the right view. Changing anything but the page goes to page 1.
 */
export function useDogListParams() {
  const [searchParams, setSearchParams] = useInstantSearchParams();
  const params: DogListParams = {
    search: searchParams.get('search') ?? '',
    clientId: searchParams.get('clientId') ?? '',
    breed: searchParams.get('breed') ?? '',
    activeOnly: searchParams.get('active') !== 'all',
    page: Math.max(1, Number(searchParams.get('page')) || 1),
  };

  function update(changes: Partial<DogListParams>) {
    const next = { ...params, ...(changes.page === undefined ? { page: 1 } : {}), ...changes };
    const query = new URLSearchParams();
    if (next.search) query.set('search', next.search);
    if (next.clientId) query.set('clientId', next.clientId);
    if (next.breed) query.set('breed', next.breed);
    if (!next.activeOnly) query.set('active', 'all');
    if (next.page > 1) query.set('page', String(next.page));
    setSearchParams(query, { replace: true });
  }

  return { params, update };
}
