import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ClassReportSchema, type ClassReportInput } from '@adiestra/shared';
import { api, apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

const reportUrl = (classId: string) => `/classes/${encodeURIComponent(classId)}/report`;

/** GET /api/classes/:id/report: the general part and a line per attending dog. */
export function useClassReport(classId: string, enabled = true) {
  return useQuery({
    queryKey: queryKeys.classes.report(classId),
    queryFn: ({ signal }) => api.get(reportUrl(classId), { schema: ClassReportSchema, signal }),
    enabled,
  });
}

/**
 * PUT /api/classes/:id/report (save) and POST …/report/send ("Enviar a los dueños"). Each line
 * is its dog's session, so the sessions' and reports' lists are refreshed too.
 */
export function useSaveClassReport(classId: string) {
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: (input: ClassReportInput) =>
      api.put(reportUrl(classId), input, { schema: ClassReportSchema }),
    onSuccess: async (report) => {
      queryClient.setQueryData(queryKeys.classes.report(classId), report);
      await queryClient.invalidateQueries({ queryKey: queryKeys.sessions.all });
    },
  });
  const send = useMutation({
    mutationFn: () =>
      apiRequest(`${reportUrl(classId)}/send`, { method: 'POST', schema: ClassReportSchema }),
    onSuccess: ({ data }) => queryClient.setQueryData(queryKeys.classes.report(classId), data),
  });
  return { save, send };
}
