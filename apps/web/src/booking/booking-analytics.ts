import type { FormOutcome } from '@/lib/analytics';

/**
 * The back office's first-party, cookieless analytics on the booking page: the page by its
 * pattern, the wizard's outcome and any error an owner meets — never what they type. Loaded
 * after the first paint, like the wizard's rules, so its schemas stay out of the page's entry.
 */
const analytics = () => import('@/lib/analytics');

export function startBookingAnalytics(pattern: string): void {
  analytics()
    .then(({ initAnalytics, trackStaticPage }) => {
      initAnalytics();
      trackStaticPage(pattern);
    })
    .catch(() => undefined); // analytics never stands in the owner's way
}

export function trackBookingSubmit(outcome: FormOutcome): void {
  analytics()
    .then(({ track }) => track.formSubmit('public-booking', outcome))
    .catch(() => undefined);
}
