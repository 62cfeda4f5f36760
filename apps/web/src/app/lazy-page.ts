import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';

/**
 * Route-level code splitting: a page module's default export becomes the route Component,
 * loaded only when the route is first visited.
 */
export function lazyPage(
  load: () => Promise<{ default: ComponentType }>,
): NonNullable<RouteObject['lazy']> {
  return async () => ({ Component: (await load()).default });
}
