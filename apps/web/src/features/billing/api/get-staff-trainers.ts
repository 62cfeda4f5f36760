import { queryOptions, useQuery } from '@tanstack/react-query';
import { StaffListSchema, type StaffList } from '@adiestra/shared';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export interface StaffTrainer {
  trainerId: string;
  name: string;
}

/** Who may give a service (decision 0139): the titular and each adiestrador, never recepción. */
function trainersOf(list: StaffList): StaffTrainer[] {
  return list.members
    .filter((member) => member.role !== 'recepcion')
    .map((member) => ({ trainerId: member.userId, name: member.name }));
}

/**
 * GET /api/staff (the titular's; it lists current members only), read for the service form's
 * "Quién lo da". Under Equipo's own key and shape, so the two screens share one fetch and a
 * change to the team refreshes both.
 */
export const staffTrainersQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.staff.list,
    queryFn: ({ signal }) => api.get('/staff', { schema: StaffListSchema, signal }),
    select: trainersOf,
  });

export function useStaffTrainers() {
  return useQuery(staffTrainersQueryOptions());
}
