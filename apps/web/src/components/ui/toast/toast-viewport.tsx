import { createPortal } from 'react-dom';
import clsx from 'clsx';
import { AlertCircle, CircleCheck, Info, X } from 'lucide-react';
import { focusRing } from '../focus-ring';
import type { Toast } from './toast-context';

const styles = {
  success: 'border-green-300 dark:border-green-800',
  error: 'border-red-300 dark:border-red-800',
  info: 'border-gray-200 dark:border-gray-700',
} as const;
const iconStyles = {
  success: 'text-green-700 dark:text-green-400',
  error: 'text-red-700 dark:text-red-400',
  info: 'text-brand-700 dark:text-brand-300',
} as const;
const icons = { success: CircleCheck, error: AlertCircle, info: Info } as const;

/**
 * The live region exists from the first render (screen readers ignore regions that appear
 * together with their content), so every toast added later is announced. It lives outside
 * #root so that a toast raised while a dialog holds the app inert is still read and reachable.
 */
export function ToastViewport({
  toasts,
  onDismiss,
}: {
  toasts: Toast[];
  onDismiss: (id: number) => void;
}) {
  return createPortal(
    <section
      aria-label="Notificaciones"
      className="pointer-events-none fixed inset-x-0 bottom-0 z-[60] flex flex-col items-center gap-2 p-4 sm:items-end"
    >
      <div
        aria-live="polite"
        aria-relevant="additions"
        className="flex w-full flex-col gap-2 sm:w-96"
      >
        {toasts.map((toast) => {
          const Icon = icons[toast.variant];
          return (
            <div
              key={toast.id}
              role={toast.variant === 'error' ? 'alert' : undefined}
              className={clsx(
                'pointer-events-auto flex items-start gap-3 rounded-lg border bg-white p-4 shadow-lg dark:bg-gray-900',
                styles[toast.variant],
              )}
            >
              <Icon
                aria-hidden="true"
                className={clsx('mt-0.5 size-5 shrink-0', iconStyles[toast.variant])}
              />
              <div className="min-w-0 flex-1">
                <p className="text-sm font-medium text-gray-900 dark:text-gray-50">{toast.title}</p>
                {toast.description ? (
                  <p className="mt-1 text-sm break-words text-gray-700 dark:text-gray-300">
                    {toast.description}
                  </p>
                ) : null}
                {toast.action ? (
                  <button
                    type="button"
                    onClick={() => {
                      toast.action?.onClick();
                      onDismiss(toast.id);
                    }}
                    className={clsx(
                      'mt-2 rounded-md text-sm font-semibold text-brand-700 underline-offset-2 hover:underline dark:text-brand-300',
                      focusRing,
                    )}
                  >
                    {toast.action.label}
                  </button>
                ) : null}
              </div>
              <button
                type="button"
                onClick={() => onDismiss(toast.id)}
                aria-label="Cerrar notificación"
                className={clsx(
                  'grid size-7 shrink-0 place-items-center rounded-md text-gray-600 hover:bg-gray-100 dark:text-gray-400 dark:hover:bg-gray-800',
                  focusRing,
                )}
              >
                <X aria-hidden="true" className="size-4" />
              </button>
            </div>
          );
        })}
      </div>
    </section>,
    document.body,
  );
}
