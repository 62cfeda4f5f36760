import type { ReactNode } from 'react';
import { PublicFrame } from './public-frame';

/** Frame of the owners' area: brand, theme toggle, the page's title and a readable column. */
export function OwnerLayout({
  title,
  subtitle,
  actions,
  children,
}: {
  title: string;
  subtitle?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <PublicFrame>
      <main className="mx-auto w-full max-w-3xl flex-1 px-4 pt-2 pb-16 sm:px-6">
        <div className="mb-6 flex flex-wrap items-end justify-between gap-3">
          <div>
            <h1 className="text-2xl font-bold tracking-tight text-gray-900 dark:text-gray-50">
              {title}
            </h1>
            {subtitle ? (
              <p className="mt-1 text-sm text-gray-600 dark:text-gray-400">{subtitle}</p>
            ) : null}
          </div>
          {actions}
        </div>
        {children}
      </main>
    </PublicFrame>
  );
}
