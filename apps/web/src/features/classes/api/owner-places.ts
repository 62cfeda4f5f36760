import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CLASS_REQUEST_MESSAGES, OWNER_CLASS_MESSAGES } from '@adiestra/shared';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

const classPath = (classId: string) => `/owner/classes/${encodeURIComponent(classId)}/enrolments`;

/** POST /api/owner/classes/:id/enrolments: one of the owner's dogs takes a place. */
export async function enrolOwnDog({ classId, dogId }: { classId: string; dogId: string }) {
  const { message } = await apiRequest(classPath(classId), {
    method: 'POST',
    body: { dogId },
    anonymous: true,
  });
  return message ?? OWNER_CLASS_MESSAGES.enrolled;
}

/**
 * POST /api/owner/classes/:id/requests (decision 0090): a place asked for, when the trainer
 * reviews each one; it is the trainer's approval that enrols.
 */
export async function requestOwnPlace({ classId, dogId }: { classId: string; dogId: string }) {
  const { message } = await apiRequest(`/owner/classes/${encodeURIComponent(classId)}/requests`, {
    method: 'POST',
    body: { dogId },
    anonymous: true,
  });
  return message ?? CLASS_REQUEST_MESSAGES.sent;
}

/** POST /api/owner/classes/:id/enrolments/:enrolmentId/cancel: the place given up in time. */
export async function cancelOwnPlace({
  classId,
  enrolmentId,
}: {
  classId: string;
  enrolmentId: string;
}) {
  const { message } = await apiRequest(
    `${classPath(classId)}/${encodeURIComponent(enrolmentId)}/cancel`,
    { method: 'POST', anonymous: true },
  );
  return message ?? OWNER_CLASS_MESSAGES.cancelled;
}

/** A place taken or given up: the list refreshes whatever the answer (a 409 changes counts). */
function usePlaceMutation<T>(mutationFn: (input: T) => Promise<string>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.classes.owner }),
  });
}

export const useEnrolOwnDog = () => usePlaceMutation(enrolOwnDog);
export const useCancelOwnPlace = () => usePlaceMutation(cancelOwnPlace);
export const useRequestOwnPlace = () => usePlaceMutation(requestOwnPlace);
