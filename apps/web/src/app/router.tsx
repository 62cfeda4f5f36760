import { createBrowserRouter } from 'react-router';
import { trackRouteChanges } from '@/lib/analytics';
import { routes } from './routes';

export const router = createBrowserRouter(routes);

// Page views by route pattern (never the URL with its ids), see lib/analytics.
trackRouteChanges(router);
