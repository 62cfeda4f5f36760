import type { ReactNode } from 'react';
import { Inbox } from 'lucide-react';

export function EmptyState({
  title,
  description,
  icon,
  action,
}: {
  title: string;
  description?: string;
  icon?: ReactNode;
  action?: ReactNode;
}) {
  return (
    <div className="flex flex-col items-center px-6 py-12 text-center">
      <div className="mb-4 grid size-12 place-items-center rounded-full bg-gray-100 text-gray-600 dark:bg-gray-800 dark:text-gray-300">
        {icon ?? <Inbox aria-hidden="true" className="size-6" />}
      </div>
      <h3 className="text-base font-semibold text-gray-900 dark:text-gray-50">{title}</h3>
      {description ? (
        <p className="mt-1 max-w-sm text-sm text-gray-600 dark:text-gray-400">{description}</p>
      ) : null}
      {action ? <div className="mt-5">{action}</div> : null}
    </div>
  );
}
