import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter } from 'react-router';
import { trackRouteChanges } from '@/lib/analytics';
import { createRoutes } from './routes';

/** The browser's router, whose pages prefetch into the app's query client (./page-prefetch). */
export function createAppRouter(queryClient: QueryClient) {
  const router = createBrowserRouter(createRoutes(queryClient));
  // Page views by route pattern (never the URL with its ids), see lib/analytics.
  trackRouteChanges(router);
  return router;
}
