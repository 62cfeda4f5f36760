import { track } from './track';

/** Visible time on the current route; reported when the user leaves it or hides the page. */
let page: { pattern: string; visibleSince: number | null } | null = null;

function report(now: number): void {
  if (!page?.visibleSince) return;
  const seconds = (now - page.visibleSince) / 1000;
  if (seconds >= 1) track.timeOnPage(page.pattern, seconds);
}

/** Starts timing a route and reports the one being left. */
export function enterPage(pattern: string, now = Date.now()): void {
  report(now);
  page = { pattern, visibleSince: document.visibilityState === 'hidden' ? null : now };
}

/** The page is hidden (tab switch, app closed): report what was seen so far. */
export function pausePage(now = Date.now()): void {
  report(now);
  if (page) page.visibleSince = null;
}

export function resumePage(now = Date.now()): void {
  if (page && !page.visibleSince) page.visibleSince = now;
}

/** For tests. */
export function resetPageTimer(): void {
  page = null;
}
