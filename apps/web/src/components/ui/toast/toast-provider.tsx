import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { ToastContext, type Toast, type ToastInput } from './toast-context';
import { ToastViewport } from './toast-viewport';

/** Long enough to read two lines; errors stay longer because they usually need action. */
const DURATION_MS = { success: 5000, info: 5000, error: 8000 } as const;
/** A toast with an action (Deshacer) stays long enough to reach its button by keyboard. */
const ACTION_DURATION_MS = 12_000;

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(1);
  // Each toast's own timer, so closing it early or leaving the app stops its countdown: a timer
  // that outlives the provider would update a tree that is gone.
  const timers = useRef(new Map<number, number>());
  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending.values()) window.clearTimeout(timer);
      pending.clear();
    };
  }, []);

  const dismiss = useCallback((id: number) => {
    window.clearTimeout(timers.current.get(id));
    timers.current.delete(id);
    setToasts((current) => current.filter((t) => t.id !== id));
  }, []);

  const toast = useCallback(
    ({ title, description, variant = 'info', action }: ToastInput) => {
      const id = nextId.current++;
      // Keep at most 4 on screen: the oldest give way.
      setToasts((current) => [
        ...current.slice(-3),
        {
          id,
          title,
          variant,
          ...(description ? { description } : {}),
          ...(action ? { action } : {}),
        },
      ]);
      timers.current.set(
        id,
        window.setTimeout(() => dismiss(id), action ? ACTION_DURATION_MS : DURATION_MS[variant]),
      );
    },
    [dismiss],
  );

  const value = useMemo(() => ({ toast, dismiss }), [toast, dismiss]);
  return (
    <ToastContext value={value}>
      {children}
      <ToastViewport toasts={toasts} onDismiss={dismiss} />
    </ToastContext>
  );
}
