import { queryOptions, useQuery } from '@tanstack/react-query';
import { IdleDogSchema } from '@adiestra/shared';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

const IdleDogsSchema = z.object({ dogs: z.array(IdleDogSchema) });

/** GET /api/practice/idle-dogs: dogs whose owners have not practised for 5 days. */
export async function getIdleDogs(signal?: AbortSignal) {
  const data = await api.get('/practice/idle-dogs', {
    schema: IdleDogsSchema,
    ...(signal ? { signal } : {}),
  });
  return data.dogs;
}

export const idleDogsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.reports.idleDogs,
    queryFn: ({ signal }) => getIdleDogs(signal),
  });

export function useIdleDogs() {
  return useQuery(idleDogsQueryOptions());
}
