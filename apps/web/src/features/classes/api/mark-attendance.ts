import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ClassDetailSchema } from '@adiestra/shared';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** PUT /api/classes/:id/enrolments/:enrolmentId/attendance: one tap on the roster. */
export function useMarkAttendance(classId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ enrolmentId, attended }: { enrolmentId: string; attended: boolean }) =>
      api.put(
        `/classes/${encodeURIComponent(classId)}/enrolments/${encodeURIComponent(enrolmentId)}/attendance`,
        { attended },
        { schema: ClassDetailSchema },
      ),
    onSuccess: async (detail) => {
      queryClient.setQueryData(queryKeys.classes.detail(classId), detail);
      // The class report has a line per attending dog.
      await queryClient.invalidateQueries({ queryKey: queryKeys.classes.report(classId) });
    },
  });
}
