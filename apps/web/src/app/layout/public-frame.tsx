import type { ReactNode } from 'react';
import { ThemeToggle } from '@/components/theme-toggle';
import { Brand } from './brand';

/** The frame of the screens outside the back office: the brand and the theme toggle on top. */
export function PublicFrame({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col bg-gray-50 dark:bg-gray-950">
      <header className="flex items-center justify-between px-4 py-4 sm:px-6">
        <Brand />
        <ThemeToggle />
      </header>
      {children}
    </div>
  );
}
