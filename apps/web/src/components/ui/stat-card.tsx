import type { ReactNode } from 'react';
import clsx from 'clsx';
import { Skeleton } from './skeleton';

/**
 * One figure with its label, an optional subtitle and icon. While loading, a skeleton of the
 * same height holds the place so nothing jumps when the number arrives. The label comes first
 * in the reading order, so a screen reader hears "Total Clientes, 12". `compact` trims the card
 * on phones (less padding, no subtitle) where a list must start within the first screen.
 */
export function StatCard({
  label,
  value,
  subtitle,
  icon,
  isLoading = false,
  compact = false,
}: {
  label: string;
  value: ReactNode;
  subtitle?: ReactNode;
  icon?: ReactNode;
  isLoading?: boolean;
  compact?: boolean;
}) {
  return (
    <div
      className={clsx(
        'flex min-w-0 items-start gap-3 rounded-xl border border-gray-200 bg-white shadow-sm dark:border-gray-800 dark:bg-gray-900',
        compact ? 'px-3 py-2 sm:p-4' : 'p-4',
      )}
    >
      {icon ? (
        <span className="hidden size-10 shrink-0 place-items-center rounded-lg bg-brand-50 text-brand-700 sm:grid dark:bg-brand-950 dark:text-brand-300">
          {icon}
        </span>
      ) : null}
      <div className="min-w-0">
        <p className="truncate text-xs font-medium text-gray-600 sm:text-sm dark:text-gray-400">
          {label}
        </p>
        <div
          className={clsx(
            'font-bold text-gray-900 tabular-nums dark:text-gray-50',
            compact ? 'text-xl sm:mt-1 sm:text-2xl' : 'mt-1 text-2xl',
          )}
        >
          {isLoading ? <Skeleton className="my-0.5 h-7 w-16" /> : value}
        </div>
        {subtitle !== undefined ? (
          <div
            className={clsx(
              'mt-0.5 truncate text-xs text-gray-600 dark:text-gray-400',
              compact && 'hidden sm:block',
            )}
          >
            {isLoading ? <Skeleton className="h-4 w-20" /> : subtitle}
          </div>
        ) : null}
      </div>
    </div>
  );
}
