import { Navigate, Outlet } from 'react-router';
import { useAuth } from '@/lib/auth/auth-context';
import { paths } from '@/lib/paths';

/** Admin-only pages; anyone else is sent to the dashboard (SPEC §2). */
export function RequireAdmin() {
  const { user } = useAuth();
  if (user?.role !== 'admin') return <Navigate to={paths.dashboard.getHref()} replace />;
  return <Outlet />;
}
