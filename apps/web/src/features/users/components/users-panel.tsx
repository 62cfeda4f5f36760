import { useState } from 'react';
import { Users } from 'lucide-react';
import { PagedTableCard } from '@/components/paged-table-card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { RefreshButton } from '@/components/ui/refresh-button';
import { useCurrentUser } from '@/lib/auth/auth-context';
import { useUsers } from '../api/get-users';
import { useUserActions } from '../hooks/use-user-actions';
import { usersLoadErrorMessage } from './load-error-message';
import { displayName, userActionMeta } from './user-action-config';
import { UserCards } from './user-cards';
import { UsersSkeleton } from './users-skeleton';
import { UsersTable } from './users-table';

/** The admin's user list: 'Usuarios (N)', refresh, table or cards, per-row actions. */
export function UsersPanel() {
  const currentUser = useCurrentUser();
  const [page, setPage] = useState(1);
  const usersQuery = useUsers(page);
  const actions = useUserActions();
  const data = usersQuery.data;
  const confirmation = actions.confirmation;
  const confirmText = confirmation
    ? userActionMeta[confirmation.action].confirm?.(displayName(confirmation.user))
    : undefined;

  return (
    <>
      <PageHeader
        title={data ? `Usuarios (${data.pagination.total})` : 'Usuarios'}
        description="Aprueba cuentas nuevas, cambia roles y activa o desactiva usuarios."
        actions={<RefreshButton query={usersQuery} />}
      />
      <PagedTableCard
        query={usersQuery}
        errorMessage={usersLoadErrorMessage}
        loading={<UsersSkeleton />}
        isEmpty={(list) => list.users.length === 0}
        empty={
          <EmptyState
            title="No hay usuarios"
            description="No se encontraron usuarios en el sistema."
            icon={<Users aria-hidden="true" className="size-6" />}
          />
        }
        onPageChange={setPage}
      >
        {(list) => (
          <>
            <UsersTable
              users={list.users}
              currentUserId={currentUser.id}
              pending={actions.pending}
              onAction={actions.request}
            />
            <UserCards
              users={list.users}
              currentUserId={currentUser.id}
              pending={actions.pending}
              onAction={actions.request}
            />
          </>
        )}
      </PagedTableCard>
      <ConfirmDialog
        open={Boolean(confirmText)}
        title={confirmText?.title ?? ''}
        message={confirmText?.message ?? ''}
        confirmText={confirmText?.confirmText ?? 'Confirmar'}
        variant={confirmText?.danger ? 'danger' : 'primary'}
        onConfirm={actions.confirm}
        onCancel={actions.cancel}
      />
    </>
  );
}
