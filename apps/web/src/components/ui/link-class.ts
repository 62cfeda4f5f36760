import { focusRing } from './focus-ring';

/** Inline text links (links inside text): brand colour with enough contrast in both themes. */
export const linkClass = `rounded-sm text-sm font-medium text-brand-700 underline-offset-4 hover:underline dark:text-brand-300 ${focusRing}`;
