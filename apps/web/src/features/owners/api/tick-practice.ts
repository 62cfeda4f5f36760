import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { reportRequest } from './report-request-options';

export interface PracticeTickTarget {
  link: string | null;
  sessionId: string;
  homeworkId: string;
  day: string;
}

const ticksPath = (t: PracticeTickTarget) =>
  `/owner/reports/${encodeURIComponent(t.sessionId)}/homework/${encodeURIComponent(t.homeworkId)}/ticks`;

/** POST …/ticks: the day practised (once per exercise and day), with an optional comment. */
export async function tickPractice(target: PracticeTickTarget & { comment: string | null }) {
  const { message } = await apiRequest(ticksPath(target), {
    ...reportRequest(target.link),
    method: 'POST',
    body: { day: target.day, comment: target.comment },
  });
  return message ?? 'Práctica anotada';
}

/** DELETE …/ticks/:day: undoes a tick. */
export async function untickPractice(target: PracticeTickTarget) {
  const { message } = await apiRequest(`${ticksPath(target)}/${target.day}`, {
    ...reportRequest(target.link),
    method: 'DELETE',
  });
  return message ?? 'Práctica desmarcada';
}

export function useTickPractice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: tickPractice,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.reports.all }),
  });
}
