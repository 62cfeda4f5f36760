import { describe, expect, it } from 'vitest';
import { errorFingerprint, redactText, scrubProps, toRoutePattern } from './telemetry-privacy.ts';

describe('telemetry privacy', () => {
  it('reduces routes to patterns', () => {
    expect(toRoutePattern('/clients/0199a0b2-1234-7abc-8def-0123456789ab/edit')).toBe(
      '/clients/:id/edit',
    );
    expect(toRoutePattern('/dogs/edit/42?x=1#top')).toBe('/dogs/edit/:id');
    expect(toRoutePattern('/book-appointment/abcdef12-3456-7abc-8def-0123456789ab')).toBe(
      '/book-appointment/:id',
    );
    expect(toRoutePattern('/reset-password?token=secreto')).toBe('/reset-password');
    expect(toRoutePattern('/perfil/ana@example.com')).toBe('/perfil/:id');
    expect(toRoutePattern('/a/tok3n9x8y7z')).toBe('/a/:id');
    expect(toRoutePattern('/dogs/:id')).toBe('/dogs/:id');
    expect(toRoutePattern('/')).toBe('/');
    expect(toRoutePattern(null)).toBeNull();
  });

  it('redacts e-mails, phone numbers and URL query strings, and keeps ordinary numbers', () => {
    expect(redactText('Escribe a Ana.López+perros@correo.es ya')).toBe('Escribe a [email] ya');
    expect(redactText('Llama al +34 600 12 34 56 o al 600-123-456')).toBe(
      'Llama al [teléfono] o al [teléfono]',
    );
    expect(redactText('fetch https://x.test/api?token=abc failed')).toBe(
      'fetch https://x.test/api failed',
    );
    expect(redactText('Sesión 12 de 2026, 45 min')).toBe('Sesión 12 de 2026, 45 min');
    expect(redactText('at f (index.js:12:3456)')).toBe('at f (index.js:12:3456)');
  });

  it('drops props whose key suggests personal or typed content', () => {
    expect(
      scrubProps({
        outcome: 'success',
        email: 'a@b.es',
        clientName: 'Ana',
        phone: '600',
        q: 'rex',
        query: 'x',
        searchText: 'x',
        password: 'x',
        notes: 'x',
        length: 3,
        resultCount: 2,
      }),
    ).toEqual({ outcome: 'success', length: 3, resultCount: 2 });
    expect(scrubProps({ email: 'x' })).toBeNull();
    expect(scrubProps(undefined)).toBeNull();
  });

  it('fingerprints by message and place, not by numbers, lines or build hashes', () => {
    const stack = (hash: string, line: number) =>
      `TypeError: boom\n    at render (https://a.test/assets/index-${hash}.js:${line}:9)`;
    const a = errorFingerprint('No existe el perro 12', stack('AbCd1234', 10));
    expect(errorFingerprint('No existe el perro 345', stack('ZzYy9876', 99))).toBe(a);
    expect(errorFingerprint('Otro mensaje', stack('AbCd1234', 10))).not.toBe(a);
    expect(errorFingerprint('No existe el perro 12', 'Error\n    at other (x.js:1:1)')).not.toBe(a);
    expect(a).toMatch(/^[0-9a-f]{16}$/);
  });
});
