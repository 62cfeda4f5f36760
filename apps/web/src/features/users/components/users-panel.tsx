import { useState } from 'react';
import { RefreshCw, Users } from 'lucide-react';
import clsx from 'clsx';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { Pagination } from '@/components/ui/pagination';
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
        actions={
          <Button
            variant="secondary"
            onClick={() => void usersQuery.refetch()}
            disabled={usersQuery.isFetching}
            icon={
              <RefreshCw
                aria-hidden="true"
                className={clsx('size-4', usersQuery.isFetching && 'animate-spin')}
              />
            }
          >
            Actualizar
          </Button>
        }
      />
      {usersQuery.isError ? (
        <Alert variant="error" className="mb-4">
          {usersLoadErrorMessage(usersQuery.error)}
        </Alert>
      ) : null}
      <Card className="overflow-hidden">
        {usersQuery.isPending ? <UsersSkeleton /> : null}
        {data && data.users.length === 0 ? (
          <EmptyState
            title="No hay usuarios"
            description="No se encontraron usuarios en el sistema."
            icon={<Users aria-hidden="true" className="size-6" />}
          />
        ) : null}
        {data && data.users.length > 0 ? (
          <>
            <UsersTable
              users={data.users}
              currentUserId={currentUser.id}
              pending={actions.pending}
              onAction={actions.request}
            />
            <UserCards
              users={data.users}
              currentUserId={currentUser.id}
              pending={actions.pending}
              onAction={actions.request}
            />
          </>
        ) : null}
      </Card>
      {data ? (
        <div className="mt-4">
          <Pagination
            page={data.pagination.page}
            totalPages={data.pagination.totalPages}
            onPageChange={setPage}
            disabled={usersQuery.isFetching}
          />
        </div>
      ) : null}
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
