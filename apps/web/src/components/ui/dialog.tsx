import { useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { X } from 'lucide-react';
import { useFocusTrap } from '@/lib/use-focus-trap';
import { useInertApp } from '@/lib/use-inert-app';
import { useLockBodyScroll } from '@/lib/use-lock-body-scroll';
import { Button } from './button';

export interface DialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  description?: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  /** Blocks closing (Escape, backdrop, ×) while an action is running. */
  dismissible?: boolean;
}

/**
 * Modal dialog: focus is trapped inside, Escape and the backdrop close it. A form taller than the
 * screen (a phone, a short laptop) scrolls inside the panel: the page behind is locked.
 */
export function Dialog({
  open,
  onClose,
  title,
  description,
  children,
  footer,
  dismissible = true,
}: DialogProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  const close = () => {
    if (dismissible) onClose();
  };
  // Before the focus trap: on close the app must be interactive again when focus goes back.
  useInertApp(open);
  useFocusTrap(panelRef, open, close);
  useLockBodyScroll(open);

  if (!open) return null;
  return createPortal(
    <div className="fixed inset-0 z-50 flex items-end justify-center p-4 sm:items-center">
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-gray-950/60 backdrop-blur-sm"
        onClick={close}
      />
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
        className="relative max-h-[calc(100dvh-2rem)] w-full max-w-md overflow-y-auto overscroll-contain rounded-xl border border-gray-200 bg-white shadow-xl outline-none dark:border-gray-800 dark:bg-gray-900"
      >
        <div className="flex items-start justify-between gap-4 px-5 pt-5">
          <h2 id={titleId} className="text-lg font-semibold text-gray-900 dark:text-gray-50">
            {title}
          </h2>
          <Button
            variant="ghost"
            size="icon"
            className="-mt-2 -mr-2"
            onClick={close}
            aria-label="Cerrar"
            disabled={!dismissible}
          >
            <X aria-hidden="true" className="size-5" />
          </Button>
        </div>
        {description ? (
          <div id={descriptionId} className="px-5 pt-2 text-sm text-gray-700 dark:text-gray-300">
            {description}
          </div>
        ) : null}
        {children ? <div className="px-5 pt-4">{children}</div> : null}
        {footer ? (
          <div className="mt-5 flex flex-col-reverse gap-2 border-t border-gray-200 px-5 py-4 sm:flex-row sm:justify-end dark:border-gray-800">
            {footer}
          </div>
        ) : (
          <div className="pb-5" />
        )}
      </div>
    </div>,
    document.body,
  );
}
