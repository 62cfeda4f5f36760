import { useMutation, useQueryClient } from '@tanstack/react-query';
import { WeeklyHoursSchema, type WeeklyHoursInput } from '@adiestra/shared';
import { api } from '@/lib/api-client';
import { invalidateScheduling } from './scheduling-keys';

/** PUT /api/appointments/weekly-hours: the whole pattern replaces the previous one. */
export function updateWeeklyHours(input: WeeklyHoursInput) {
  return api.put('/appointments/weekly-hours', input, { schema: WeeklyHoursSchema });
}

export function useUpdateWeeklyHours() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateWeeklyHours,
    onSuccess: () => invalidateScheduling(queryClient),
  });
}
