import type { ReactNode } from 'react';
import { Skeleton } from './skeleton';

/**
 * One figure with its label, an optional subtitle and icon. While loading, a skeleton of the
 * same height holds the place so nothing jumps when the number arrives. The label comes first
 * in the reading order, so a screen reader hears "Total Clientes, 12".
 */
export function StatCard({
  label,
  value,
  subtitle,
  icon,
  isLoading = false,
}: {
  label: string;
  value: ReactNode;
  subtitle?: ReactNode;
  icon?: ReactNode;
  isLoading?: boolean;
}) {
  return (
    <div className="flex min-w-0 items-start gap-3 rounded-xl border border-gray-200 bg-white p-4 shadow-sm dark:border-gray-800 dark:bg-gray-900">
      {icon ? (
        <span className="hidden size-10 shrink-0 place-items-center rounded-lg bg-brand-50 text-brand-700 sm:grid dark:bg-brand-950 dark:text-brand-300">
          {icon}
        </span>
      ) : null}
      <div className="min-w-0">
        <p className="truncate text-xs font-medium text-gray-600 sm:text-sm dark:text-gray-400">
          {label}
        </p>
        <div className="mt-1 text-2xl font-bold text-gray-900 tabular-nums dark:text-gray-50">
          {isLoading ? <Skeleton className="my-0.5 h-7 w-16" /> : value}
        </div>
        {subtitle !== undefined ? (
          <div className="mt-0.5 truncate text-xs text-gray-600 dark:text-gray-400">
            {isLoading ? <Skeleton className="h-4 w-20" /> : subtitle}
          </div>
        ) : null}
      </div>
    </div>
  );
}
