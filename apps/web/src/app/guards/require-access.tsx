import { Navigate, Outlet } from 'react-router';
import { useAccess, type AccessNeed } from '@/lib/auth/access';
import { paths } from '@/lib/paths';

/**
 * Pages a member's role or toggles may not use (issue 39): anyone else is sent to the Panel, as
 * the navigation never offered them the link. The server refuses the calls all the same.
 */
export function RequireAccess({ need }: { need: AccessNeed }) {
  const can = useAccess();
  if (!can(need)) return <Navigate to={paths.dashboard.getHref()} replace />;
  return <Outlet />;
}
