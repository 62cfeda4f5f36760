import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  CourseDetailSchema,
  type CourseEnrolInput,
  type WaitlistMoveInput,
} from '@adiestra/shared';
import { api } from '@/lib/api-client';
import { invalidateClasses } from './invalidate';

const waitlistPath = (courseId: string) => `/courses/${encodeURIComponent(courseId)}/waitlist`;

/** A course's waiting list changed: the course (its list, enrolments, counts) reloads. */
function useCourseWaitlistMutation<T>(mutationFn: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => invalidateClasses(queryClient) });
}

/** POST /api/courses/:id/waitlist: the trainer puts a client's dog on a full course's list. */
export const useJoinCourseWaitlist = (courseId: string) =>
  useCourseWaitlistMutation((input: CourseEnrolInput) =>
    api.post(waitlistPath(courseId), input, { schema: CourseDetailSchema }),
  );

/** POST /api/courses/:id/waitlist/:entryId/move: one step up or down. */
export const useMoveCourseEntry = (courseId: string) =>
  useCourseWaitlistMutation(({ entryId, direction }: { entryId: string } & WaitlistMoveInput) =>
    api.post(
      `${waitlistPath(courseId)}/${encodeURIComponent(entryId)}/move`,
      { direction },
      { schema: CourseDetailSchema },
    ),
  );

/** POST /api/courses/:id/waitlist/:entryId/remove: off the list (an open offer passes on). */
export const useRemoveCourseEntry = (courseId: string) =>
  useCourseWaitlistMutation((entryId: string) =>
    api.post(`${waitlistPath(courseId)}/${encodeURIComponent(entryId)}/remove`, undefined, {
      schema: CourseDetailSchema,
    }),
  );
