import { useEffect, useRef, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useCurrentUser } from '@/lib/auth/auth-context';
import { UnsavedChangesGuard } from '@/lib/unsaved-changes';
import { Brand } from './brand';
import { MobileNav } from './mobile-nav';
import { SidebarNav } from './sidebar-nav';
import { TopBar } from './top-bar';

/** Authenticated layout: fixed sidebar from lg up, slide-over below, top bar, main content. */
export function AppShell() {
  const user = useCurrentUser();
  const isAdmin = user.role === 'admin';
  const [menuOpen, setMenuOpen] = useState(false);
  const mainRef = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  const firstRender = useRef(true);

  // After client-side navigation, move focus to the new content so keyboard and screen-reader
  // users start there (a full page load would do this by itself).
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    mainRef.current?.focus({ preventScroll: true });
  }, [pathname]);

  return (
    <div className="min-h-dvh">
      <a
        href="#main-content"
        className="sr-only z-[80] rounded-md bg-brand-600 px-4 py-2 text-sm font-medium text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Saltar al contenido principal
      </a>
      <aside className="fixed inset-y-0 left-0 z-30 hidden w-64 flex-col border-r border-gray-200 bg-white lg:flex dark:border-gray-800 dark:bg-gray-900">
        <div className="flex h-16 shrink-0 items-center border-b border-gray-200 px-6 dark:border-gray-800">
          <Brand />
        </div>
        <div className="flex-1 overflow-y-auto">
          <SidebarNav isAdmin={isAdmin} />
        </div>
      </aside>
      <MobileNav open={menuOpen} onClose={() => setMenuOpen(false)} isAdmin={isAdmin} />
      <div className="flex min-h-dvh flex-col lg:pl-64">
        <TopBar onOpenMenu={() => setMenuOpen(true)} menuOpen={menuOpen} />
        <main
          id="main-content"
          ref={mainRef}
          tabIndex={-1}
          className="mx-auto w-full max-w-6xl flex-1 px-4 py-6 outline-none sm:px-6 lg:px-8 lg:py-8"
        >
          <UnsavedChangesGuard>
            <Outlet />
          </UnsavedChangesGuard>
        </main>
      </div>
    </div>
  );
}
