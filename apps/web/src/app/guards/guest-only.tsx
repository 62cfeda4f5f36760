import { Navigate, Outlet, useLocation } from 'react-router';
import { useAuth } from '@/lib/auth/auth-context';
import { redirectTarget } from './redirect-state';

/**
 * Login and register are for visitors. As soon as a session exists (also right after a
 * successful login) this sends the user to the remembered origin, else the dashboard.
 */
export function GuestOnly() {
  const { isAuthenticated } = useAuth();
  const location = useLocation();
  if (isAuthenticated) return <Navigate to={redirectTarget(location.state)} replace />;
  return <Outlet />;
}
