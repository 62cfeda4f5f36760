import { queryOptions, useQuery } from '@tanstack/react-query';
import { ServiceListSchema } from '@adiestra/shared';
import { api } from './api-client';
import { queryKeys } from './query-keys';

/*
 * The trainer's catalogue (GET /api/services). Servicios edits it, and the request and session
 * forms pick from it, so the query lives in the shared layer under one key (issue 18).
 */
export const servicesQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.services.list({}),
    queryFn: async ({ signal }) =>
      (await api.get('/services', { schema: ServiceListSchema, signal })).services,
  });

export function useServices() {
  return useQuery(servicesQueryOptions());
}
