import type { User } from '@adiestra/shared';
import clsx from 'clsx';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import {
  availableActions,
  displayName,
  userActionMeta,
  type UserAction,
} from './user-action-config';

export interface UserActionsProps {
  user: User;
  /** The action in flight for this user, if any: every button of the row is then disabled. */
  pendingAction: UserAction | undefined;
  onAction: (user: User, action: UserAction) => void;
  /** Icon-only buttons (table); the full label stays as the accessible name and tooltip. */
  compact?: boolean;
}

export function UserActions({ user, pendingAction, onAction, compact = false }: UserActionsProps) {
  const name = displayName(user);
  return (
    <div
      className={clsx('flex gap-2', compact ? 'flex-nowrap justify-end' : 'flex-wrap')}
      aria-busy={pendingAction ? true : undefined}
    >
      {availableActions(user).map((action) => {
        const { label, icon: Icon, iconClass } = userActionMeta[action];
        const running = pendingAction === action;
        const icon = running ? (
          <Spinner className="size-4" />
        ) : (
          <Icon aria-hidden="true" className={clsx('size-4', iconClass)} />
        );
        return (
          <Button
            key={action}
            variant="secondary"
            size={compact ? 'icon' : 'sm'}
            className={compact ? 'size-8' : undefined}
            disabled={pendingAction !== undefined}
            onClick={() => onAction(user, action)}
            title={compact ? label : undefined}
          >
            {icon}
            {/* "Aprobar a Ana López": the visible label starts the accessible name. */}
            <span className={compact ? 'sr-only' : undefined}>{label}</span>
            <span className="sr-only"> a {name}</span>
          </Button>
        );
      })}
    </div>
  );
}
