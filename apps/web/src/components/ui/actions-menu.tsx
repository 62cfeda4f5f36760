import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import clsx from 'clsx';
import { EllipsisVertical } from 'lucide-react';
import { Button } from './button';

export interface MenuAction {
  label: string;
  icon?: ReactNode;
  /** A link target (rendered as a router link) or… */
  href?: string;
  /** …an action. */
  onSelect?: () => void;
  danger?: boolean;
}

const itemClass = (danger?: boolean) =>
  clsx(
    'flex w-full items-center gap-2 px-3 py-2 text-left text-sm outline-none',
    'focus-visible:bg-gray-100 hover:bg-gray-100 dark:hover:bg-gray-800 dark:focus-visible:bg-gray-800',
    danger ? 'text-red-700 dark:text-red-400' : 'text-gray-800 dark:text-gray-100',
  );

/**
 * A "⋮" button opening a menu of actions (WAI-ARIA menu button): arrows move, Home/End jump,
 * Escape closes and gives focus back, a click outside or Tab closes.
 */
export function ActionsMenu({ label, actions }: { label: string; actions: MenuAction[] }) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const menuId = useId();

  const items = () =>
    Array.from(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);
  const focusItem = (index: number) => {
    const list = items();
    list[(index + list.length) % list.length]?.focus();
  };

  useEffect(() => {
    if (!open) return;
    menuRef.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };

  function onMenuKeyDown(event: KeyboardEvent) {
    const current = items().indexOf(document.activeElement as HTMLElement);
    const moves: Record<string, () => void> = {
      ArrowDown: () => focusItem(current + 1),
      ArrowUp: () => focusItem(current - 1),
      Home: () => focusItem(0),
      End: () => focusItem(-1),
      Escape: () => close(true),
      Tab: () => close(false),
    };
    const move = moves[event.key];
    if (!move) return;
    if (event.key !== 'Tab') event.preventDefault();
    move();
  }

  return (
    <div ref={rootRef} className="relative">
      <Button
        ref={buttonRef}
        variant="ghost"
        size="icon"
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((value) => !value)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown') {
            event.preventDefault();
            setOpen(true);
          }
        }}
      >
        <EllipsisVertical aria-hidden="true" className="size-5" />
      </Button>
      {open ? (
        <div
          ref={menuRef}
          id={menuId}
          role="menu"
          aria-label={label}
          onKeyDown={onMenuKeyDown}
          className="absolute top-full right-0 z-20 mt-1 w-48 overflow-hidden rounded-lg border border-gray-200 bg-white py-1 shadow-lg dark:border-gray-700 dark:bg-gray-900"
        >
          {actions.map((action) =>
            action.href ? (
              <Link
                key={action.label}
                to={action.href}
                role="menuitem"
                tabIndex={-1}
                className={itemClass(action.danger)}
              >
                {action.icon}
                {action.label}
              </Link>
            ) : (
              <button
                key={action.label}
                type="button"
                role="menuitem"
                tabIndex={-1}
                className={itemClass(action.danger)}
                onClick={() => {
                  close(false);
                  action.onSelect?.();
                }}
              >
                {action.icon}
                {action.label}
              </button>
            ),
          )}
        </div>
      ) : null}
    </div>
  );
}
