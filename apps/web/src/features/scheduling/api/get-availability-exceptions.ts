import { queryOptions, useQuery } from '@tanstack/react-query';
import { AvailabilityExceptionSchema } from '@adiestra/shared';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

const ExceptionListSchema = z.object({ exceptions: z.array(AvailabilityExceptionSchema) });

/** GET /api/appointments/availability-exceptions: the exceptions from today on. */
export function useAvailabilityExceptions() {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.scheduling.exceptions,
      queryFn: ({ signal }) =>
        api.get('/appointments/availability-exceptions', { schema: ExceptionListSchema, signal }),
    }),
  );
}
