import { useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useFocusTrap } from '@/lib/use-focus-trap';
import { useInertApp } from '@/lib/use-inert-app';
import { useLockBodyScroll } from '@/lib/use-lock-body-scroll';

/**
 * Issue 45: an uploaded card or insurance at full size, to read its dates. A modal of its own
 * (over the review dialog): focus stays inside, Escape, the backdrop or × close it.
 */
export function ImageLightbox({
  src,
  alt,
  onClose,
}: {
  src: string;
  alt: string;
  onClose: () => void;
}) {
  const panelRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  useInertApp(true);
  useFocusTrap(panelRef, true, onClose);
  useLockBodyScroll(true);
  return createPortal(
    <div className="fixed inset-0 z-50 flex items-center justify-center p-2 sm:p-4">
      <div aria-hidden="true" className="absolute inset-0 bg-gray-950/80" onClick={onClose} />
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className="relative flex max-h-[calc(100dvh-1rem)] w-full max-w-5xl flex-col rounded-xl bg-white shadow-xl outline-none dark:bg-gray-900"
      >
        <div className="flex items-center justify-between gap-4 px-4 py-2">
          <h2 id={titleId} className="text-base font-semibold text-gray-900 dark:text-gray-50">
            {alt}, a tamaño completo
          </h2>
          <Button variant="ghost" size="icon" onClick={onClose} aria-label="Cerrar">
            <X aria-hidden="true" className="size-5" />
          </Button>
        </div>
        <div className="overflow-auto px-4 pb-4">
          <img src={src} alt={alt} className="mx-auto h-auto max-w-none sm:max-w-full" />
        </div>
      </div>
    </div>,
    document.body,
  );
}
