import { queryOptions, useQuery } from '@tanstack/react-query';
import { AdherenceSchema } from '@adiestra/shared';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/practice/adherence?dogId: days practised out of the days homework was set. */
export function getDogAdherence(dogId: string, signal?: AbortSignal) {
  const query = new URLSearchParams({ dogId }).toString();
  return api.get(`/practice/adherence?${query}`, {
    schema: AdherenceSchema,
    ...(signal ? { signal } : {}),
  });
}

export const dogAdherenceQueryOptions = (dogId: string) =>
  queryOptions({
    queryKey: queryKeys.reports.adherence(dogId),
    queryFn: ({ signal }) => getDogAdherence(dogId, signal),
  });

export function useDogAdherence(dogId: string) {
  return useQuery({ ...dogAdherenceQueryOptions(dogId), enabled: dogId !== '' });
}
