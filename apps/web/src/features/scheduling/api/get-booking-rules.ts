import { queryOptions, useQuery } from '@tanstack/react-query';
import { BookingRulesSchema } from '@adiestra/shared';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/appointments/booking-rules: buffers, notice, horizon and step (defaults if unsaved). */
export function useBookingRules() {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.scheduling.bookingRules,
      queryFn: ({ signal }) =>
        api.get('/appointments/booking-rules', { schema: BookingRulesSchema, signal }),
    }),
  );
}
