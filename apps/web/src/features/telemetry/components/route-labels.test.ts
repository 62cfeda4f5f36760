import { describe, expect, it } from 'vitest';
import { paths } from '@/lib/paths';
import { routeLabel } from './route-labels';

/** Every declared path of the app, from the one route table (lib/paths.ts). */
function declaredPaths(node: unknown): string[] {
  if (typeof node !== 'object' || node === null) return [];
  const { path } = node as { path?: unknown };
  if (typeof path === 'string') return [path];
  return Object.values(node).flatMap(declaredPaths);
}

describe('routeLabel', () => {
  it('names the public booking page and the other screens in Spanish', () => {
    expect(routeLabel('/book-appointment/:businessId')).toBe('Página pública de reservas');
    expect(routeLabel('/clients/:id')).toBe('Ficha de cliente');
    expect(routeLabel(null)).toBe('Desconocida');
  });

  it('has a name for every route of the app, so no raw pattern reaches the screen', () => {
    const unnamed = declaredPaths(paths).filter((path) => routeLabel(path) === path);
    expect(unnamed).toEqual([]);
  });
});
