import { pausePage, resumePage } from './page-timer';
import { track } from './track';

/** Names from `data-track="…"`; anything else is ignored rather than sent. */
const TRACK_NAME = /^[\w.:-]{1,60}$/;

function onClick(event: MouseEvent): void {
  const target = event.target instanceof Element ? event.target : null;
  const name = target?.closest<HTMLElement>('[data-track]')?.dataset.track;
  if (name && TRACK_NAME.test(name)) track.click(name);
}

/** Script errors only: a failed image or stylesheet does not reach window without capture. */
function onError(event: ErrorEvent): void {
  track.error(event.error ?? event.message, 'error');
}

function onRejection(event: PromiseRejectionEvent): void {
  track.error(event.reason, 'unhandledrejection');
}

function onVisibility(): void {
  if (document.visibilityState === 'hidden') {
    pausePage();
    track.flush(true);
  } else {
    resumePage();
  }
}

function onPageHide(): void {
  pausePage();
  track.flush(true);
}

/**
 * One delegated click listener for every element marked `data-track`, the global error
 * listeners, and the flush when the page hides (the last moment a request can still leave).
 */
export function installGlobalListeners(): () => void {
  // Capture phase: a handler that stops propagation must not hide the click from analytics.
  document.addEventListener('click', onClick, { capture: true, passive: true });
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  document.addEventListener('visibilitychange', onVisibility);
  window.addEventListener('pagehide', onPageHide);
  return () => {
    document.removeEventListener('click', onClick, { capture: true });
    window.removeEventListener('error', onError);
    window.removeEventListener('unhandledrejection', onRejection);
    document.removeEventListener('visibilitychange', onVisibility);
    window.removeEventListener('pagehide', onPageHide);
  };
}
