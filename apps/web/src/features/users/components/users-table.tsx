import type { User } from '@adiestra/shared';
import { ListTable } from '@/components/list-table';
import { formatDate, formatDateTime } from '@/lib/format-date';
import { displayName, type UserAction } from './user-action-config';
import { UserActions } from './user-actions';
import { UserEmail } from './user-email';
import { SelfBadge, UserRoleBadge, UserStatusBadge } from './user-badges';

export interface UsersViewProps {
  users: User[];
  currentUserId: string;
  pending: Record<string, UserAction>;
  onAction: (user: User, action: UserAction) => void;
}

const td = 'px-3 py-3 align-middle';

/** Wide screens (md and up). The signed-in admin's row has no buttons (SPEC §4). */
export function UsersTable({ users, currentUserId, pending, onAction }: UsersViewProps) {
  return (
    <ListTable
      caption="Usuarios registrados"
      columns={['Nombre', 'Email', 'Rol', 'Estado', 'Creado', 'Último acceso']}
      from="md"
    >
      {users.map((user) => {
        const isSelf = user.id === currentUserId;
        return (
          <tr key={user.id} className="hover:bg-gray-50 dark:hover:bg-gray-800/40">
            <th
              scope="row"
              className={`${td} text-left font-medium text-gray-900 dark:text-gray-50`}
            >
              {displayName(user)}
              {isSelf ? <SelfBadge /> : null}
            </th>
            <td className={`${td} text-gray-700 dark:text-gray-300`}>
              <UserEmail email={user.email} />
            </td>
            <td className={td}>
              <UserRoleBadge role={user.role} />
            </td>
            <td className={td}>
              <UserStatusBadge user={user} />
            </td>
            <td className={`${td} whitespace-nowrap text-gray-700 dark:text-gray-300`}>
              {formatDate(user.createdAt)}
            </td>
            <td className={`${td} whitespace-nowrap text-gray-700 dark:text-gray-300`}>
              {formatDateTime(user.lastLogin, 'Nunca')}
            </td>
            <td className={td}>
              {isSelf ? null : (
                <UserActions
                  user={user}
                  pendingAction={pending[user.id]}
                  onAction={onAction}
                  compact
                />
              )}
            </td>
          </tr>
        );
      })}
    </ListTable>
  );
}
