import { formatDate, formatDateTime } from '@/lib/format-date';
import { displayName } from './user-action-config';
import { UserActions } from './user-actions';
import { UserEmail } from './user-email';
import { SelfBadge, UserRoleBadge, UserStatusBadge } from './user-badges';
import type { UsersViewProps } from './users-table';

/** Narrow screens. On the admin's own card the whole action group is absent (SPEC §4). */
export function UserCards({ users, currentUserId, pending, onAction }: UsersViewProps) {
  return (
    <ul aria-label="Usuarios" className="divide-y divide-gray-200 md:hidden dark:divide-gray-800">
      {users.map((user) => {
        const isSelf = user.id === currentUserId;
        return (
          <li key={user.id} className="space-y-3 px-4 py-4">
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <h3 className="font-medium text-gray-900 dark:text-gray-50">
                  {displayName(user)}
                  {isSelf ? <SelfBadge /> : null}
                </h3>
                <p className="text-sm break-words text-gray-700 dark:text-gray-300">
                  <UserEmail email={user.email} />
                </p>
              </div>
              <UserStatusBadge user={user} />
            </div>
            <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
              <div>
                <dt className="text-xs text-gray-600 dark:text-gray-400">Rol</dt>
                <dd className="mt-0.5">
                  <UserRoleBadge role={user.role} />
                </dd>
              </div>
              <div>
                <dt className="text-xs text-gray-600 dark:text-gray-400">Creado</dt>
                <dd className="mt-0.5 text-gray-800 dark:text-gray-200">
                  {formatDate(user.createdAt)}
                </dd>
              </div>
              <div className="col-span-2">
                <dt className="text-xs text-gray-600 dark:text-gray-400">Último acceso</dt>
                <dd className="mt-0.5 text-gray-800 dark:text-gray-200">
                  {formatDateTime(user.lastLogin, 'Nunca')}
                </dd>
              </div>
            </dl>
            {isSelf ? null : (
              <UserActions user={user} pendingAction={pending[user.id]} onAction={onAction} />
            )}
          </li>
        );
      })}
    </ul>
  );
}
