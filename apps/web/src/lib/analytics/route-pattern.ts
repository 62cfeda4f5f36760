/** The part of a router match this needs: the route's declared `path`, if any. */
export interface MatchLike {
  route: { path?: string | undefined };
}

/**
 * The declared pattern of the deepest match ('/clients/:id/edit'), built from the route tree,
 * never from the URL: page views carry no ids. Null for the catch-all, which only redirects.
 */
export function routePattern(matches: readonly MatchLike[]): string | null {
  let pattern = '/';
  for (const { route } of matches) {
    const path = route.path;
    if (!path) continue; // layouts, guards and index routes add nothing
    if (path === '*' || path.endsWith('/*')) return null;
    pattern = path.startsWith('/') ? path : `${pattern.replace(/\/$/, '')}/${path}`;
  }
  return pattern;
}
