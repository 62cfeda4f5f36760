import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  AppointmentRequestSchema,
  PAGE_SIZES,
  PaginationSchema,
  type RequestStatus,
} from '@adiestra/shared';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { toSearch } from './scheduling-keys';
import { queryKeys } from '@/lib/query-keys';

const RequestsPageSchema = z.object({
  requests: z.array(AppointmentRequestSchema),
  pagination: PaginationSchema,
});

export interface RequestListParams {
  /** Absent: every status. */
  status?: RequestStatus | undefined;
  search?: string | undefined;
  /** One client's or one dog's (their detail pages). */
  clientId?: string | undefined;
  dogId?: string | undefined;
  page: number;
}

/** GET /api/appointments/requests?status&search&page&limit. */
export function getRequests(params: RequestListParams, signal?: AbortSignal) {
  const search = toSearch({ ...params, limit: PAGE_SIZES.requests });
  return api.get(`/appointments/requests?${search}`, {
    schema: RequestsPageSchema,
    ...(signal ? { signal } : {}),
  });
}

export const requestsQueryOptions = (params: RequestListParams) =>
  queryOptions({
    queryKey: queryKeys.scheduling.requests({ ...params }),
    queryFn: ({ signal }) => getRequests(params, signal),
    placeholderData: keepPreviousData,
  });

export function useRequests(params: RequestListParams) {
  return useQuery(requestsQueryOptions(params));
}
