import { useEffect } from 'react';

/** How many modal dialogs are open now: the app stays inert until the last one closes. */
let openModals = 0;

/**
 * While a modal dialog (portaled to <body>) is open, the app behind it is `inert`: screen
 * readers and Tab cannot reach it, clicks do nothing, and contrast checkers stop measuring
 * text that the backdrop dims on purpose. `aria-modal` alone is not honoured everywhere.
 */
export function useInertApp(active: boolean): void {
  useEffect(() => {
    const root = document.getElementById('root');
    if (!active || !root) return;
    openModals += 1;
    root.inert = true;
    return () => {
      openModals -= 1;
      if (openModals === 0) root.inert = false;
    };
  }, [active]);
}
