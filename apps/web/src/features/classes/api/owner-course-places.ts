import { useMutation, useQueryClient } from '@tanstack/react-query';
import { COURSE_MESSAGES, type MakeupInput } from '@adiestra/shared';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

const coursePath = (courseId: string) => `/owner/courses/${encodeURIComponent(courseId)}`;
type Enrolment = { courseId: string; enrolmentId: string };
const enrolmentPath = ({ courseId, enrolmentId }: Enrolment) =>
  `${coursePath(courseId)}/enrolments/${encodeURIComponent(enrolmentId)}`;

/** POST /api/owner/courses/:id/enrolments: one of the owner's dogs enrolled in the course. */
export async function enrolOwnDogInCourse({
  courseId,
  dogId,
}: {
  courseId: string;
  dogId: string;
}) {
  const { message } = await apiRequest(`${coursePath(courseId)}/enrolments`, {
    method: 'POST',
    body: { dogId },
    anonymous: true,
  });
  return message ?? COURSE_MESSAGES.enrolled;
}

/** POST …/enrolments/:enrolmentId/cancel: the course given up before its next class's notice. */
export async function cancelOwnCourse(enrolment: Enrolment) {
  const { message } = await apiRequest(`${enrolmentPath(enrolment)}/cancel`, {
    method: 'POST',
    anonymous: true,
  });
  return message ?? COURSE_MESSAGES.cancelled;
}

/** POST …/enrolments/:enrolmentId/makeups: a missed class made up in another edition's class. */
export async function bookOwnMakeup({ makeup, ...enrolment }: Enrolment & { makeup: MakeupInput }) {
  const { message } = await apiRequest(`${enrolmentPath(enrolment)}/makeups`, {
    method: 'POST',
    body: makeup,
    anonymous: true,
  });
  return message ?? COURSE_MESSAGES.makeupUsed;
}

/**
 * A course place taken, given up or a make-up used: Mi área's courses and classes reload
 * whatever the answer (a 409 means the counts changed; a make-up takes a class's place).
 */
function useCoursePlaceMutation<T>(mutationFn: (input: T) => Promise<string>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.classes.owner }),
  });
}

export const useEnrolOwnDogInCourse = () => useCoursePlaceMutation(enrolOwnDogInCourse);
export const useCancelOwnCourse = () => useCoursePlaceMutation(cancelOwnCourse);
export const useBookOwnMakeup = () => useCoursePlaceMutation(bookOwnMakeup);
