import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { AvailabilitySlotSchema, PAGE_SIZES, PaginationSchema } from '@adiestra/shared';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { toSearch } from './scheduling-keys';
import { queryKeys } from '@/lib/query-keys';

const AvailabilityPageSchema = z.object({
  slots: z.array(AvailabilitySlotSchema),
  pagination: PaginationSchema,
});

export interface AvailabilityParams {
  startDate: string;
  endDate: string;
  page: number;
}

/** GET /api/appointments/availability?startDate&endDate&page&limit (both dates included). */
export function getAvailability(params: AvailabilityParams, signal?: AbortSignal) {
  const search = toSearch({ ...params, limit: PAGE_SIZES.availability });
  return api.get(`/appointments/availability?${search}`, {
    schema: AvailabilityPageSchema,
    ...(signal ? { signal } : {}),
  });
}

export const availabilityQueryOptions = (params: AvailabilityParams) =>
  queryOptions({
    queryKey: queryKeys.scheduling.availability({ ...params }),
    queryFn: ({ signal }) => getAvailability(params, signal),
    placeholderData: keepPreviousData,
  });

export function useAvailability(params: AvailabilityParams) {
  return useQuery(availabilityQueryOptions(params));
}
