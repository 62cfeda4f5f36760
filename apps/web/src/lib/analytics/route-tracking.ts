import { enterPage } from './page-timer';
import { routePattern, type MatchLike } from './route-pattern';
import { setCurrentRoute, track } from './track';

/** The slice of React Router's data router this reads. */
export interface RouterLike {
  state: RouterStateLike;
  subscribe(listener: (state: RouterStateLike) => void): () => void;
}
interface RouterStateLike {
  initialized: boolean;
  navigation: { state: string };
  location: { key: string };
  matches: readonly MatchLike[];
}

/**
 * A guard that redirects at once (a signed-out visit to /dashboard goes to /login) shows the
 * first route for a few milliseconds only; waiting this long keeps it out of the page views.
 */
const SETTLE_MS = 150;

/** Records a page view, a navigation and the time spent on the previous route per route change. */
export function trackRouteChanges(router: RouterLike): () => void {
  let lastKey: string | null = null;
  let previous: string | null = null;
  let pending: ReturnType<typeof setTimeout> | undefined;

  const onState = (state: RouterStateLike) => {
    if (state.navigation.state !== 'idle') {
      clearTimeout(pending); // leaving before the settle time: that visit does not count
      return;
    }
    if (!state.initialized || state.location.key === lastKey) return;
    lastKey = state.location.key;
    const pattern = routePattern(state.matches);
    clearTimeout(pending);
    if (!pattern) return;
    // Errors from here on belong to this route, even before its page view counts.
    setCurrentRoute(pattern);
    pending = setTimeout(() => {
      enterPage(pattern);
      track.navigation(previous, pattern);
      track.pageView(pattern);
      previous = pattern;
    }, SETTLE_MS);
  };

  onState(router.state);
  const unsubscribe = router.subscribe(onState);
  return () => {
    clearTimeout(pending);
    unsubscribe();
  };
}

/** A page without a router (the public booking page): one page view for its pattern. */
export function trackStaticPage(pattern: string): void {
  setCurrentRoute(pattern);
  enterPage(pattern);
  track.pageView(pattern);
}
