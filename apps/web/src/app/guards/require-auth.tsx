import { Navigate, Outlet, useLocation } from 'react-router';
import { useAuth } from '@/lib/auth/auth-context';
import { paths } from '@/lib/paths';
import type { AuthRedirectState } from './redirect-state';

/** The protected shell: no session → /login, remembering the page unless the user logged out. */
export function RequireAuth() {
  const { isAuthenticated, logoutReason } = useAuth();
  const location = useLocation();
  if (isAuthenticated) return <Outlet />;
  const state: AuthRedirectState | undefined =
    logoutReason === 'user'
      ? undefined
      : { from: { pathname: location.pathname, search: location.search, hash: location.hash } };
  return <Navigate to={paths.login.getHref()} replace state={state} />;
}
