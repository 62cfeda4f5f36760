import { useState } from 'react';
import { LogOut, Menu } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useCurrentUser, useAuth } from '@/lib/auth/auth-context';
import { MOBILE_NAV_ID } from './mobile-nav';
import { ThemeToggle } from '@/components/theme-toggle';

/** Theme toggle, who is signed in, and logout (SPEC §2 Layout). */
export function TopBar({ onOpenMenu, menuOpen }: { onOpenMenu: () => void; menuOpen: boolean }) {
  const user = useCurrentUser();
  const { logout } = useAuth();
  const [loggingOut, setLoggingOut] = useState(false);
  const displayName = user.name.trim() || `${user.firstName} ${user.lastName}`.trim();

  async function handleLogout() {
    setLoggingOut(true);
    // The session guard sends the browser to /login once the state is cleared.
    await logout();
  }

  return (
    <header className="sticky top-0 z-30 flex h-16 shrink-0 items-center gap-2 border-b border-gray-200 bg-white/90 px-3 backdrop-blur sm:gap-3 sm:px-6 dark:border-gray-800 dark:bg-gray-900/90">
      <Button
        variant="ghost"
        size="icon"
        className="lg:hidden"
        onClick={onOpenMenu}
        aria-label="Abrir menú"
        aria-expanded={menuOpen}
        aria-controls={MOBILE_NAV_ID}
      >
        <Menu aria-hidden="true" className="size-5" />
      </Button>
      <div className="min-w-0 flex-1 text-right lg:text-left">
        <p className="truncate text-sm font-medium text-gray-900 dark:text-gray-50">
          {displayName}
        </p>
        <p className="truncate text-xs text-gray-600 dark:text-gray-400">{user.email}</p>
      </div>
      <ThemeToggle />
      <Button
        variant="ghost"
        onClick={handleLogout}
        isLoading={loggingOut}
        icon={<LogOut aria-hidden="true" className="size-5" />}
        className="px-2.5 sm:px-3"
        aria-label="Cerrar sesión"
      >
        <span className="hidden sm:inline">Cerrar sesión</span>
      </Button>
    </header>
  );
}
