import { Outlet, ScrollRestoration } from 'react-router';
import { NavigationProgress } from './navigation-progress';

export function RootLayout() {
  return (
    <>
      <NavigationProgress />
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
