import { ExportJobListSchema } from '@adiestra/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/exports: the latest full exports; polled every 2 s while one is being built. */
export function useExports() {
  return useQuery({
    queryKey: queryKeys.exports.all,
    queryFn: ({ signal }) => api.get('/exports', { schema: ExportJobListSchema, signal }),
    refetchInterval: (query) =>
      query.state.data?.exports.some((job) => job.status === 'pending' || job.status === 'running')
        ? 2000
        : false,
  });
}
