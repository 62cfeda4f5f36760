import clsx from 'clsx';

/** A placeholder block sized like the content it stands for, so nothing jumps on load. */
export function Skeleton({ className }: { className?: string }) {
  return (
    <div
      aria-hidden="true"
      className={clsx('animate-pulse rounded-md bg-gray-200 dark:bg-gray-800', className)}
    />
  );
}
