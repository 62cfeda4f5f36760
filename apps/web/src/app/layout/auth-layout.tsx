import type { ReactNode } from 'react';
import { PublicFrame } from './public-frame';

/** Frame of the public account screens: brand, theme toggle, one centred card. */
export function AuthLayout({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: string;
  children: ReactNode;
}) {
  return (
    <PublicFrame>
      <main className="flex flex-1 items-start justify-center px-4 pt-4 pb-16 sm:items-center sm:pt-0">
        <div className="w-full max-w-md">
          <div className="mb-6 text-center">
            <h1 className="text-2xl font-bold tracking-tight text-gray-900 dark:text-gray-50">
              {title}
            </h1>
            {subtitle ? (
              <p className="mt-2 text-sm text-gray-600 dark:text-gray-400">{subtitle}</p>
            ) : null}
          </div>
          <div className="rounded-2xl border border-gray-200 bg-white p-6 shadow-sm sm:p-8 dark:border-gray-800 dark:bg-gray-900">
            {children}
          </div>
        </div>
      </main>
    </PublicFrame>
  );
}
