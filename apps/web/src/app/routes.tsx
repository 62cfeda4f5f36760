import type { QueryClient } from '@tanstack/react-query';
import { Navigate, type RouteObject } from 'react-router';
import type { AccessNeed } from '@/lib/auth/access';
import { paths } from '@/lib/paths';
import { GuestOnly } from './guards/guest-only';
import { RequireAccess } from './guards/require-access';
import { RequireAdmin } from './guards/require-admin';
import { RequireAuth } from './guards/require-auth';
import { AppShell } from './layout/app-shell';
import { FullScreenLoader } from './layout/full-screen-loader';
import { RootLayout } from './layout/root-layout';
import { RouteError } from './layout/route-error';
import { lazyPage } from './lazy-page';
import {
  prefetchClass,
  prefetchDashboard,
  prefetchOwnerArea,
  type PagePrefetch,
} from './page-prefetch';
import LoginRoute from './routes/auth/login';

/*
 * Route lists. A feature adds its pages to the list it belongs to, with `lazy` so the first
 * screen stays small (login excepted, below). Screens not built yet are simply absent: their URLs fall through
 * to the unknown-path rule (→ dashboard).
 */

/**
 * Only for visitors without a session (a signed-in user is sent to the dashboard). The login
 * page is the one route in the entry itself: it is where a signed-out visitor lands, and loading
 * it lazily cost a second wave of requests before anything was painted (bench/README.md).
 */
const guestRoutes: RouteObject[] = [
  { path: paths.login.path, Component: LoginRoute },
  { path: paths.register.path, lazy: lazyPage(() => import('./routes/auth/register')) },
];

/** Public whatever the session. */
const publicRoutes: RouteObject[] = [
  {
    path: paths.forgotPassword.path,
    lazy: lazyPage(() => import('./routes/auth/forgot-password')),
  },
  { path: paths.resetPassword.path, lazy: lazyPage(() => import('./routes/auth/reset-password')) },
  // The owners' area (issue 15): its own cookie session, never the trainer's.
  { path: paths.ownerArea.home.path, lazy: lazyPage(() => import('./routes/owners/owner-area')) },
  {
    path: paths.ownerArea.signIn.path,
    lazy: lazyPage(() => import('./routes/owners/owner-sign-in')),
  },
  {
    path: paths.ownerArea.booking.path,
    lazy: lazyPage(() => import('./routes/owners/owner-booking')),
  },
  {
    path: paths.ownerArea.report.path,
    lazy: lazyPage(() => import('./routes/owners/owner-report')),
  },
  { path: paths.reminder.path, lazy: lazyPage(() => import('./routes/reminder')) },
  { path: paths.privacy.path, lazy: lazyPage(() => import('./routes/privacy')) },
  // Issue 39: an invitation to join a business; its form signs the new member in.
  {
    path: paths.staffInvitation.path,
    lazy: lazyPage(() => import('./routes/staff-invitation')),
  },
];

/** Inside the authenticated shell. */
const shellRoutes: RouteObject[] = [
  { index: true, element: <Navigate to={paths.dashboard.getHref()} replace /> },
  { path: paths.dashboard.path, lazy: lazyPage(() => import('./routes/dashboard')) },
  { path: paths.settings.path, lazy: lazyPage(() => import('./routes/settings')) },
  // /profile is the same screen as settings (DESIGN §8).
  { path: paths.profile.path, lazy: lazyPage(() => import('./routes/settings')) },
  { path: paths.clients.list.path, lazy: lazyPage(() => import('./routes/clients/list')) },
  { path: paths.clients.new.path, lazy: lazyPage(() => import('./routes/clients/new')) },
  { path: paths.clients.import.path, lazy: lazyPage(() => import('./routes/clients/import')) },
  { path: paths.clients.detail.path, lazy: lazyPage(() => import('./routes/clients/detail')) },
  { path: paths.clients.edit.path, lazy: lazyPage(() => import('./routes/clients/edit')) },
  { path: paths.dogs.list.path, lazy: lazyPage(() => import('./routes/dogs/list')) },
  { path: paths.dogs.new.path, lazy: lazyPage(() => import('./routes/dogs/new')) },
  { path: paths.dogs.detail.path, lazy: lazyPage(() => import('./routes/dogs/detail')) },
  { path: paths.dogs.edit.path, lazy: lazyPage(() => import('./routes/dogs/edit')) },
  { path: paths.dogs.editFromList.path, lazy: lazyPage(() => import('./routes/dogs/edit')) },
  { path: paths.sessions.list.path, lazy: lazyPage(() => import('./routes/sessions/list')) },
  { path: paths.sessions.new.path, lazy: lazyPage(() => import('./routes/sessions/new')) },
  { path: paths.sessions.detail.path, lazy: lazyPage(() => import('./routes/sessions/detail')) },
  { path: paths.sessions.edit.path, lazy: lazyPage(() => import('./routes/sessions/edit')) },
  { path: paths.classes.list.path, lazy: lazyPage(() => import('./routes/classes/list')) },
  { path: paths.classes.detail.path, lazy: lazyPage(() => import('./routes/classes/detail')) },
  { path: paths.exercises.path, lazy: lazyPage(() => import('./routes/sessions/exercises')) },
  {
    path: paths.appointments.path,
    lazy: lazyPage(() => import('./routes/scheduling/appointments')),
  },
  // The calendar's code (grid, drag and the move form) loads only with this screen.
  { path: paths.calendar.path, lazy: lazyPage(() => import('./routes/scheduling/calendar')) },
  {
    path: paths.appointmentRequests.path,
    lazy: lazyPage(() => import('./routes/scheduling/appointment-requests')),
  },
  {
    path: paths.availability.path,
    lazy: lazyPage(() => import('./routes/scheduling/availability')),
  },
];

/**
 * Inside the shell, for the members whose role or toggles allow them (issue 39,
 * lib/auth/access.ts): the same questions the server's access layer asks of their calls.
 */
const guardedRoutes: { need: AccessNeed; routes: RouteObject[] }[] = [
  {
    need: 'business',
    routes: [
      { path: paths.services.path, lazy: lazyPage(() => import('./routes/billing/services')) },
      { path: paths.commissions.path, lazy: lazyPage(() => import('./routes/commissions')) },
    ],
  },
  {
    need: 'money',
    routes: [
      { path: paths.payments.path, lazy: lazyPage(() => import('./routes/billing/payments')) },
      { path: paths.invoices.list.path, lazy: lazyPage(() => import('./routes/billing/invoices')) },
      {
        path: paths.invoices.detail.path,
        lazy: lazyPage(() => import('./routes/billing/invoice-detail')),
      },
    ],
  },
  {
    need: 'fiscal',
    routes: [
      {
        path: paths.invoices.declaration.path,
        lazy: lazyPage(() => import('./routes/billing/declaration')),
      },
    ],
  },
  {
    need: 'staff',
    routes: [
      { path: paths.staff.path, lazy: lazyPage(() => import('./routes/staff')) },
      { path: paths.staffHandover.path, lazy: lazyPage(() => import('./routes/staff-handover')) },
    ],
  },
];

/** Inside the shell, for admins only. */
const adminRoutes: RouteObject[] = [
  { path: paths.admin.users.path, lazy: lazyPage(() => import('./routes/admin/users')) },
  { path: paths.admin.analytics.path, lazy: lazyPage(() => import('./routes/admin/analytics')) },
  { path: paths.admin.audit.path, lazy: lazyPage(() => import('./routes/admin/audit')) },
  { path: paths.admin.outbox.path, lazy: lazyPage(() => import('./routes/admin/outbox')) },
];

const appRoutes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <FullScreenLoader />,
    children: [
      { element: <GuestOnly />, children: guestRoutes },
      ...publicRoutes,
      {
        element: <RequireAuth />,
        children: [
          {
            element: <AppShell />,
            children: [
              ...shellRoutes,
              ...guardedRoutes.map(({ need, routes: children }) => ({
                element: <RequireAccess need={need} />,
                children,
              })),
              { element: <RequireAdmin />, children: adminRoutes },
            ],
          },
        ],
      },
      { path: '*', element: <Navigate to={paths.dashboard.getHref()} replace /> },
    ],
  },
];

/** The pages whose first screen is asked for as soon as their route matches (./page-prefetch). */
const PREFETCH: Record<string, PagePrefetch> = {
  [paths.dashboard.path]: prefetchDashboard,
  [paths.classes.detail.path]: prefetchClass,
  [paths.ownerArea.home.path]: prefetchOwnerArea,
};

function withPrefetch(list: RouteObject[], queryClient: QueryClient): RouteObject[] {
  return list.map((route): RouteObject => {
    if (route.children) return { ...route, children: withPrefetch(route.children, queryClient) };
    const prefetch = route.path ? PREFETCH[route.path] : undefined;
    if (!prefetch) return route;
    return {
      ...route,
      loader: (args) => {
        prefetch(queryClient, args);
        return null;
      },
      // Once on arriving: a tab or filter in the address does not ask again (the queries refresh
      // themselves as they always do).
      shouldRevalidate: () => false,
    };
  });
}

/**
 * The app's routes; given the app's query client, the pages above start their requests at once.
 * Tests pass none and get the same routes without prefetching.
 */
export function createRoutes(queryClient?: QueryClient): RouteObject[] {
  return queryClient ? withPrefetch(appRoutes, queryClient) : appRoutes;
}

export const routes = createRoutes();
