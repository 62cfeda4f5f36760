import { useId } from 'react';
import { NavLink } from 'react-router';
import clsx from 'clsx';
import { focusRing } from '@/components/ui/focus-ring';
import { useAccess } from '@/lib/auth/access';
import { navGroups } from './nav-items';
import { PendingRequestsBadge, usePendingRequests, withPending } from './pending-requests-badge';

/**
 * The navigation list shared by the fixed sidebar and the mobile panel.
 * `onNavigate` lets the mobile panel close itself when a link is followed.
 */
export function SidebarNav({ isAdmin, onNavigate }: { isAdmin: boolean; onNavigate?: () => void }) {
  const baseId = useId();
  const pending = usePendingRequests();
  const can = useAccess();
  return (
    <nav aria-label="Navegación principal" className="flex flex-col gap-6 px-3 py-4">
      {navGroups
        .filter((group) => isAdmin || !group.adminOnly)
        .map((group, index) => {
          const headingId = `${baseId}-group-${index}`;
          return (
            <div key={group.title ?? 'main'}>
              {group.title ? (
                <h2
                  id={headingId}
                  className="mb-2 px-3 text-xs font-semibold tracking-wider text-gray-600 uppercase dark:text-gray-400"
                >
                  {group.title}
                </h2>
              ) : null}
              <ul className="space-y-1" aria-labelledby={group.title ? headingId : undefined}>
                {group.items
                  .filter((item) => !item.requires || can(item.requires))
                  .map(({ label, href, icon: Icon, badge }) => (
                    <li key={href}>
                      <NavLink
                        to={href}
                        onClick={onNavigate}
                        // A name set here, not built from the pieces: one reading whatever the layout.
                        aria-label={
                          badge === 'pendingRequests' ? withPending(label, pending) : undefined
                        }
                        className={({ isActive }) =>
                          clsx(
                            'group flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium transition-colors',
                            focusRing,
                            isActive
                              ? 'bg-brand-50 text-brand-800 dark:bg-brand-950 dark:text-brand-100'
                              : 'text-gray-700 hover:bg-gray-100 hover:text-gray-900 dark:text-gray-300 dark:hover:bg-gray-800 dark:hover:text-gray-50',
                          )
                        }
                      >
                        {({ isActive }) => (
                          <>
                            <Icon
                              aria-hidden="true"
                              className={clsx(
                                'size-5 shrink-0',
                                isActive
                                  ? 'text-brand-700 dark:text-brand-300'
                                  : 'text-gray-500 group-hover:text-gray-700 dark:text-gray-400 dark:group-hover:text-gray-200',
                              )}
                            />
                            {label}
                            {badge === 'pendingRequests' ? (
                              <PendingRequestsBadge pending={pending} />
                            ) : null}
                          </>
                        )}
                      </NavLink>
                    </li>
                  ))}
              </ul>
            </div>
          );
        })}
    </nav>
  );
}
