import { useRef } from 'react';
import { X } from 'lucide-react';
import clsx from 'clsx';
import { Button } from '@/components/ui/button';
import { useFocusTrap } from '@/lib/use-focus-trap';
import { useLockBodyScroll } from '@/lib/use-lock-body-scroll';
import { Brand } from './brand';
import { SidebarNav } from './sidebar-nav';

export const MOBILE_NAV_ID = 'mobile-navigation';

/**
 * Slide-over navigation below the lg breakpoint: a modal panel with focus trapped inside,
 * closed by Escape, the backdrop, the close button or following a link.
 */
export function MobileNav({
  open,
  onClose,
  isAdmin,
}: {
  open: boolean;
  onClose: () => void;
  isAdmin: boolean;
}) {
  const panelRef = useRef<HTMLDivElement>(null);
  useFocusTrap(panelRef, open, onClose);
  useLockBodyScroll(open);

  return (
    // Closing delays `visibility` so the panel stays visible while it slides out. Opening must
    // not: the focus trap focuses a link at once, which a still-hidden panel would refuse.
    <div
      className={clsx(
        'fixed inset-0 z-40 lg:hidden',
        open ? 'visible' : 'invisible transition-[visibility] duration-200',
      )}
    >
      <div
        className={clsx(
          'absolute inset-0 bg-gray-950/60 transition-opacity duration-200',
          open ? 'opacity-100' : 'opacity-0',
        )}
        onClick={onClose}
        aria-hidden="true"
      />
      <div
        ref={panelRef}
        id={MOBILE_NAV_ID}
        role="dialog"
        aria-modal="true"
        aria-label="Menú de navegación"
        tabIndex={-1}
        className={clsx(
          'absolute inset-y-0 left-0 flex w-72 max-w-[85vw] flex-col overflow-y-auto bg-white shadow-xl transition-transform duration-200 outline-none dark:bg-gray-900',
          open ? 'translate-x-0' : '-translate-x-full',
        )}
      >
        <div className="flex h-16 items-center justify-between border-b border-gray-200 px-4 dark:border-gray-800">
          <Brand />
          <Button variant="ghost" size="icon" onClick={onClose} aria-label="Cerrar menú">
            <X aria-hidden="true" className="size-5" />
          </Button>
        </div>
        <SidebarNav isAdmin={isAdmin} onNavigate={onClose} />
      </div>
    </div>
  );
}
