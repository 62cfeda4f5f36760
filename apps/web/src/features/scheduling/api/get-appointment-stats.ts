import { useQuery } from '@tanstack/react-query';
import { appointmentStatsQueryOptions } from '@/lib/stats-queries';

/** GET /api/appointments/stats: the stat cards above the appointments (lib/stats-queries). */
export function useAppointmentStats() {
  return useQuery(appointmentStatsQueryOptions());
}
