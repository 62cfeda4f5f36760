import { useMutation, useQueryClient } from '@tanstack/react-query';
import { BookingRulesSchema, type BookingRulesInput } from '@adiestra/shared';
import { api } from '@/lib/api-client';
import { invalidateScheduling } from './scheduling-keys';

/** PUT /api/appointments/booking-rules. */
export function updateBookingRules(input: BookingRulesInput) {
  return api.put('/appointments/booking-rules', input, { schema: BookingRulesSchema });
}

export function useUpdateBookingRules() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateBookingRules,
    onSuccess: () => invalidateScheduling(queryClient),
  });
}
