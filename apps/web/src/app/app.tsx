import { RouterProvider, type createBrowserRouter } from 'react-router';
import { useAuth } from '@/lib/auth/auth-context';
import { FullScreenLoader } from './layout/full-screen-loader';

type Router = ReturnType<typeof createBrowserRouter>;

/**
 * Nothing route-specific renders before the stored session is checked, so no screen flickers
 * between "logged out" and "logged in". The router is a prop so tests can pass a memory router.
 */
export function App({ router }: { router: Router }) {
  const { isInitialized } = useAuth();
  if (!isInitialized) return <FullScreenLoader />;
  return <RouterProvider router={router} />;
}
