import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ClassDetailSchema, type ClassEnrolInput, type WaitlistMoveInput } from '@adiestra/shared';
import { api } from '@/lib/api-client';
import { invalidateClasses } from './invalidate';

const waitlistPath = (classId: string) => `/classes/${encodeURIComponent(classId)}/waitlist`;
const entryPath = (classId: string, entryId: string) =>
  `${waitlistPath(classId)}/${encodeURIComponent(entryId)}`;

/** A waiting-list change: the class page (its list, roster and counts) reloads. */
function useWaitlistMutation<T>(mutationFn: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => invalidateClasses(queryClient) });
}

/** POST /api/classes/:id/waitlist: the trainer puts a client's dog on a full class's list. */
export const useJoinWaitlist = (classId: string) =>
  useWaitlistMutation((input: ClassEnrolInput) =>
    api.post(waitlistPath(classId), input, { schema: ClassDetailSchema }),
  );

/** POST /api/classes/:id/waitlist/:entryId/move: one step up or down. */
export const useMoveWaitlistEntry = (classId: string) =>
  useWaitlistMutation(({ entryId, direction }: { entryId: string } & WaitlistMoveInput) =>
    api.post(`${entryPath(classId, entryId)}/move`, { direction }, { schema: ClassDetailSchema }),
  );

/** POST /api/classes/:id/waitlist/:entryId/remove: off the list (an open offer passes on). */
export const useRemoveWaitlistEntry = (classId: string) =>
  useWaitlistMutation((entryId: string) =>
    api.post(`${entryPath(classId, entryId)}/remove`, undefined, { schema: ClassDetailSchema }),
  );
