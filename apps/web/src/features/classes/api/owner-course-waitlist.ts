import { useMutation, useQueryClient } from '@tanstack/react-query';
import { WAITLIST_MESSAGES } from '@adiestra/shared';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

const waitlistPath = (courseId: string) =>
  `/owner/courses/${encodeURIComponent(courseId)}/waitlist`;
type Entry = { courseId: string; entryId: string };

/** POST /api/owner/courses/:id/waitlist: one of the owner's dogs joins a full course's list. */
export async function joinOwnCourseWaitlist({
  courseId,
  dogId,
}: {
  courseId: string;
  dogId: string;
}) {
  const { message } = await apiRequest(waitlistPath(courseId), {
    method: 'POST',
    body: { dogId },
    anonymous: true,
  });
  return message ?? WAITLIST_MESSAGES.joined;
}

async function entryAction({ courseId, entryId }: Entry, action: 'leave' | 'accept') {
  const { message } = await apiRequest(
    `${waitlistPath(courseId)}/${encodeURIComponent(entryId)}/${action}`,
    { method: 'POST', anonymous: true },
  );
  return message ?? (action === 'leave' ? WAITLIST_MESSAGES.left : WAITLIST_MESSAGES.accepted);
}

/** A course's list joined, left or its offer accepted: Mi área reloads whatever the answer. */
function useCourseWaitlistMutation<T>(mutationFn: (input: T) => Promise<string>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.classes.owner }),
  });
}

export const useJoinOwnCourseWaitlist = () => useCourseWaitlistMutation(joinOwnCourseWaitlist);
export const useLeaveOwnCourseWaitlist = () =>
  useCourseWaitlistMutation((entry: Entry) => entryAction(entry, 'leave'));
/** POST …/accept: the offered course place taken (signed in; the e-mail only links here). */
export const useAcceptCourseOffer = () =>
  useCourseWaitlistMutation((entry: Entry) => entryAction(entry, 'accept'));
