import { installGlobalListeners } from './global-listeners';
import { startTelemetry, track } from './track';

export { track, type FormOutcome } from './track';
export { trackRouteChanges, trackStaticPage } from './route-tracking';
export { useSearchTracking } from './use-search-tracking';

/** Starts analytics once per page load (main.tsx) and sends `app_start`. */
export function initAnalytics(): void {
  try {
    if (!startTelemetry()) return;
    installGlobalListeners();
    track.appStart();
  } catch {
    // An analytics failure at start-up must not stop the app from starting.
  }
}
