import { useState } from 'react';
import type { User } from '@adiestra/shared';
import { useToast } from '@/components/ui/toast/toast-context';
import { getErrorMessage } from '@/lib/api-error';
import { useApproveUser } from '../api/approve-user';
import { useChangeUserRole } from '../api/change-user-role';
import { useChangeUserStatus } from '../api/change-user-status';
import { useDeleteUser } from '../api/delete-user';
import { displayName, userActionMeta, type UserAction } from '../components/user-action-config';

export interface PendingConfirmation {
  user: User;
  action: UserAction;
}

/**
 * Runs admin actions on users. Tracks which rows have an update in flight (their buttons are
 * disabled), asks for confirmation where needed, and reports the outcome as a toast. The
 * cached list changes only from a successful response (see replaceUserInCache).
 */
export function useUserActions() {
  const approve = useApproveUser();
  const changeRole = useChangeUserRole();
  const changeStatus = useChangeUserStatus();
  const deleteUser = useDeleteUser();
  const { toast } = useToast();
  const [pending, setPending] = useState<Record<string, UserAction>>({});
  const [confirmation, setConfirmation] = useState<PendingConfirmation | null>(null);

  // mutateAsync (not mutate): each call settles on its own even when rows run concurrently.
  function send(user: User, action: UserAction): Promise<User> {
    switch (action) {
      case 'approve':
      case 'unapprove':
        return approve.mutateAsync({ id: user.id, isApproved: action === 'approve' });
      case 'makeAdmin':
      case 'makeUser':
        return changeRole.mutateAsync({
          id: user.id,
          role: action === 'makeAdmin' ? 'admin' : 'user',
        });
      case 'activate':
      case 'deactivate':
        return changeStatus.mutateAsync({ id: user.id, isActive: action === 'activate' });
      case 'delete':
        return deleteUser.mutateAsync(user);
    }
  }

  async function run(user: User, action: UserAction) {
    const meta = userActionMeta[action];
    setPending((current) => ({ ...current, [user.id]: action }));
    try {
      const updated = await send(user, action);
      toast({ variant: 'success', title: meta.successTitle, description: displayName(updated) });
    } catch (error) {
      // The spec's title, with the server's reason as detail when there is one.
      toast({
        variant: 'error',
        title: meta.errorTitle,
        description: getErrorMessage(error, 'Error del servidor'),
      });
    } finally {
      setPending(({ [user.id]: _done, ...rest }) => rest);
    }
  }

  function request(user: User, action: UserAction) {
    if (pending[user.id]) return;
    if (userActionMeta[action].confirm) setConfirmation({ user, action });
    else void run(user, action);
  }

  function confirm() {
    if (!confirmation) return;
    setConfirmation(null);
    void run(confirmation.user, confirmation.action);
  }

  return { pending, request, confirmation, confirm, cancel: () => setConfirmation(null) };
}
