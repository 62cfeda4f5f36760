import { describe, expect, it } from 'vitest';
import { routePattern } from './route-pattern';

const m = (...paths: (string | undefined)[]) => paths.map((path) => ({ route: { path } }));

describe('routePattern', () => {
  it('takes the declared pattern, never the URL', () => {
    expect(routePattern(m(undefined, undefined, '/clients/:id/edit'))).toBe('/clients/:id/edit');
    expect(routePattern(m(undefined, '/dashboard'))).toBe('/dashboard');
  });

  it('joins relative child paths and ignores index and layout routes', () => {
    expect(routePattern(m('/admin', 'users'))).toBe('/admin/users');
    expect(routePattern(m('/', undefined))).toBe('/');
    expect(routePattern(m(undefined))).toBe('/');
  });

  it('gives nothing for the catch-all redirect', () => {
    expect(routePattern(m(undefined, '*'))).toBeNull();
  });
});
