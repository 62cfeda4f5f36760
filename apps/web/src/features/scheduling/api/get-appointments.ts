import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  AppointmentSchema,
  PAGE_SIZES,
  PaginationSchema,
  type AppointmentStatus,
} from '@adiestra/shared';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { toSearch } from './scheduling-keys';
import { queryKeys } from '@/lib/query-keys';

const AppointmentsPageSchema = z.object({
  appointments: z.array(AppointmentSchema),
  pagination: PaginationSchema,
});

export interface AppointmentListParams {
  status?: AppointmentStatus | undefined;
  date?: string | undefined;
  /** One client's or one dog's (their detail pages). */
  clientId?: string | undefined;
  dogId?: string | undefined;
  page: number;
}

/** GET /api/appointments?status&date&page&limit. */
export function getAppointments(params: AppointmentListParams, signal?: AbortSignal) {
  const search = toSearch({ ...params, limit: PAGE_SIZES.appointments });
  return api.get(`/appointments?${search}`, {
    schema: AppointmentsPageSchema,
    ...(signal ? { signal } : {}),
  });
}

export const appointmentsQueryOptions = (params: AppointmentListParams) =>
  queryOptions({
    queryKey: queryKeys.scheduling.appointments({ ...params }),
    queryFn: ({ signal }) => getAppointments(params, signal),
    placeholderData: keepPreviousData,
  });

export function useAppointments(params: AppointmentListParams) {
  return useQuery(appointmentsQueryOptions(params));
}
