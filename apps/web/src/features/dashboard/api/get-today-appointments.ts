import { queryOptions, useQuery } from '@tanstack/react-query';
import { AppointmentSchema, PaginationSchema } from '@adiestra/shared';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

const TodayPageSchema = z.object({
  appointments: z.array(AppointmentSchema),
  pagination: PaginationSchema,
});

/** More than a trainer can see in a day: the whole day comes in one page. */
const DAY_LIMIT = 50;

/**
 * GET /api/appointments?date=today: the day's appointments, soonest first (the server's order for
 * today), under the scheduling keys so any change to an appointment refreshes the dashboard too.
 * Cancelled ones are left out: they no longer take the trainer's time.
 */
export const todayAppointmentsQueryOptions = (today: string) =>
  queryOptions({
    queryKey: queryKeys.scheduling.appointments({ date: today, limit: DAY_LIMIT, view: 'today' }),
    queryFn: ({ signal }) =>
      api.get(`/appointments?date=${today}&page=1&limit=${DAY_LIMIT}`, {
        schema: TodayPageSchema,
        signal,
      }),
  });

export function useTodayAppointments(today: string) {
  return useQuery({
    ...todayAppointmentsQueryOptions(today),
    select: (page) => page.appointments.filter((a) => a.status !== 'CANCELLED'),
  });
}
