import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { OptionsSchema, type Option } from '@adiestra/shared';
import { useEffect, useState } from 'react';
import { api } from './api-client';
import { queryKeys } from './query-keys';

/*
 * The selectors' options (GET /api/clients/options, /api/dogs/options): id and label only,
 * searched on the server, instead of every full record. Several features pick an owner or a dog,
 * so these queries live in the shared layer, under the domains' keys (a change to clients or
 * dogs refreshes them).
 */

export interface OptionsParams {
  search?: string | undefined;
  /** One record only: the label of a value a selector already holds. */
  id?: string | undefined;
  /** Dogs only: the dogs of this client. */
  clientId?: string | undefined;
}

function query(params: OptionsParams): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value) search.set(key, String(value));
  const text = search.toString();
  return text ? `?${text}` : '';
}

type OptionsDomain = 'clients' | 'dogs';

/** GET /api/{clients|dogs}/options for a search (or one id), under that domain's keys. */
export const optionsQueryOptions = (domain: OptionsDomain, params: OptionsParams) =>
  queryOptions({
    queryKey: queryKeys[domain].options({ ...params }),
    queryFn: async ({ signal }): Promise<Option[]> =>
      (await api.get(`/${domain}/options${query(params)}`, { schema: OptionsSchema, signal }))
        .options,
    placeholderData: keepPreviousData,
  });

/** `value`, once it has stopped changing for `delay` ms: one request per pause in typing. */
export function useDebounced<T>(value: T, delay = 250): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

/**
 * What a selector needs: the options for the typed text (debounced) and the label of its current
 * value when that value is not among them (fetched by id, once).
 */
export function useSelectorOptions(
  domain: OptionsDomain,
  value: string,
  filter: Omit<OptionsParams, 'search' | 'id'> = {},
  /** The value's label when the caller knows it: then it is not fetched. */
  knownLabel?: string,
) {
  const [search, setSearch] = useState('');
  const debounced = useDebounced(search);
  const list = useQuery(optionsQueryOptions(domain, { ...filter, search: debounced }));
  const options: Option[] = list.data ?? [];
  const missing =
    value !== '' && knownLabel === undefined && !options.some((option) => option.id === value);
  const selected = useQuery({ ...optionsQueryOptions(domain, { id: value }), enabled: missing });
  return {
    options,
    setSearch,
    selectedLabel: selected.data?.[0]?.label,
    isPending: list.isPending,
    isFetching: list.isFetching,
    isError: list.isError,
    isEmpty: list.isSuccess && debounced === '' && options.length === 0,
  };
}
