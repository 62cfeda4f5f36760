import type { Location } from 'react-router';
import { paths } from '@/lib/paths';

/** Navigation state used by the auth screens. */
export interface AuthRedirectState {
  /** The protected page a visitor asked for before being sent to /login. */
  from?: Pick<Location, 'pathname' | 'search' | 'hash'>;
  /** A green notice for the login page (after registering or resetting the password). */
  message?: string;
}

function asState(state: unknown): AuthRedirectState {
  return typeof state === 'object' && state !== null ? state : {};
}

/** Where to go after logging in: the remembered origin, else the dashboard. */
export function redirectTarget(state: unknown): string {
  const from = asState(state).from;
  if (!from || typeof from.pathname !== 'string' || !from.pathname.startsWith('/')) {
    return paths.dashboard.getHref();
  }
  // Never bounce back to a guest page, which would loop.
  if (from.pathname === paths.login.path || from.pathname === paths.register.path) {
    return paths.dashboard.getHref();
  }
  return `${from.pathname}${from.search}${from.hash}`;
}

export function flashMessage(state: unknown): string | null {
  const message = asState(state).message;
  return typeof message === 'string' && message ? message : null;
}
