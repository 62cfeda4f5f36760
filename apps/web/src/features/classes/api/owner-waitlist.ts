import { useMutation, useQueryClient } from '@tanstack/react-query';
import { WAITLIST_MESSAGES } from '@adiestra/shared';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

const waitlistPath = (classId: string) => `/owner/classes/${encodeURIComponent(classId)}/waitlist`;
type Entry = { classId: string; entryId: string };

/** POST /api/owner/classes/:id/waitlist: one of the owner's dogs joins a full class's list. */
export async function joinOwnWaitlist({ classId, dogId }: { classId: string; dogId: string }) {
  const { message } = await apiRequest(waitlistPath(classId), {
    method: 'POST',
    body: { dogId },
    anonymous: true,
  });
  return message ?? WAITLIST_MESSAGES.joined;
}

async function entryAction({ classId, entryId }: Entry, action: 'leave' | 'accept') {
  const { message } = await apiRequest(
    `${waitlistPath(classId)}/${encodeURIComponent(entryId)}/${action}`,
    { method: 'POST', anonymous: true },
  );
  return message ?? (action === 'leave' ? WAITLIST_MESSAGES.left : WAITLIST_MESSAGES.accepted);
}

/** A list joined, left or an offer accepted: Mi área's classes reload whatever the answer. */
function useOwnerWaitlistMutation<T>(mutationFn: (input: T) => Promise<string>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.classes.owner }),
  });
}

export const useJoinOwnWaitlist = () => useOwnerWaitlistMutation(joinOwnWaitlist);
export const useLeaveOwnWaitlist = () =>
  useOwnerWaitlistMutation((entry: Entry) => entryAction(entry, 'leave'));
/** POST …/accept: the offered place taken (signed in; the e-mail only links here). */
export const useAcceptOffer = () =>
  useOwnerWaitlistMutation((entry: Entry) => entryAction(entry, 'accept'));
