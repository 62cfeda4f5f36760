import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { StaffListSchema, type StaffList, type StaffMember } from '@adiestra/shared';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/staff (the titular's): the business's members and its pending invitations. */
export function getStaff(signal?: AbortSignal): Promise<StaffList> {
  return api.get('/staff', { schema: StaffListSchema, ...(signal ? { signal } : {}) });
}

export const staffQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.staff.list, queryFn: ({ signal }) => getStaff(signal) });

export function useStaff() {
  return useQuery(staffQueryOptions());
}

/** Puts the server's updated member into the cached list; only after a successful change. */
export function replaceMemberInCache(queryClient: QueryClient, updated: StaffMember): void {
  queryClient.setQueryData<StaffList>(queryKeys.staff.list, (list) =>
    list
      ? {
          ...list,
          members: list.members.map((m) => (m.userId === updated.userId ? updated : m)),
        }
      : list,
  );
}
