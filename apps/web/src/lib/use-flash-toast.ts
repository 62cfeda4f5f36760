import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { useToast } from '@/components/ui/toast/toast-context';

/** The `message` a previous screen passed in navigation state, if any. */
export function flashFrom(state: unknown): string | null {
  if (typeof state !== 'object' || state === null) return null;
  const message = (state as { message?: unknown }).message;
  return typeof message === 'string' && message ? message : null;
}

/**
 * Drops the message from the browser's history entry, so a reload or Back/Forward does not show
 * it again. Not with a navigation: a navigation queued from this effect can land after a click
 * the person made meanwhile (a filter that writes the URL) and undo it with the older URL.
 * React Router keeps the state it was given under `usr` (its history entry format).
 */
function forgetFlash() {
  const entry: unknown = window.history.state;
  if (typeof entry !== 'object' || entry === null || !('usr' in entry)) return;
  window.history.replaceState({ ...entry, usr: null }, '');
}

/**
 * Shows a success message handed over in navigation state (`navigate(to, { state: { message } })`)
 * as a toast, once per visit of that history entry.
 * `onFlash` lets a screen reload its data when it is reached after a change (SPEC §2).
 */
export function useFlashToast(onFlash?: () => void) {
  const location = useLocation();
  const { toast } = useToast();
  const shownFor = useRef<string | null>(null);
  const message = flashFrom(location.state);

  useEffect(() => {
    if (!message || shownFor.current === location.key) return;
    shownFor.current = location.key;
    toast({ variant: 'success', title: message });
    onFlash?.();
    forgetFlash();
  }, [message, location.key, toast, onFlash]);
}
