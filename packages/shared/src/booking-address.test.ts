import { describe, expect, it } from 'vitest';
import {
  BOOKING_SLUG_MAX,
  BOOKING_SLUG_PATTERN,
  bookingPagePath,
  bookingSlugBase,
  bookingSlugCandidate,
} from './booking-address.ts';

describe('the readable booking address (issue 27)', () => {
  it.each([
    ['Adiestramiento Núñez', 'adiestramiento-nunez'],
    ['  Perros & Gatos, S.L. ', 'perros-gatos-s-l'],
    ['Educación Canina Peñíscola 2', 'educacion-canina-peniscola-2'],
    ["L'Àlex Ensinistrador", 'l-alex-ensinistrador'],
  ])('folds %j into %j', (name, slug) => {
    expect(bookingSlugBase(name)).toBe(slug);
    expect(slug).toMatch(BOOKING_SLUG_PATTERN);
  });

  it('has no address for a name with nothing readable', () => {
    expect(bookingSlugBase('🐶🐾')).toBeNull();
    expect(bookingSlugBase(null)).toBeNull();
  });

  it('keeps a long name within the limit, without a trailing hyphen', () => {
    const slug = bookingSlugBase('Escuela '.repeat(20))!;
    expect(slug.length).toBeLessThanOrEqual(BOOKING_SLUG_MAX);
    expect(slug).toMatch(BOOKING_SLUG_PATTERN);
    expect(bookingSlugCandidate(slug, 1)).toMatch(/-2$/);
    expect(bookingSlugCandidate(slug, 1).length).toBeLessThanOrEqual(BOOKING_SLUG_MAX);
  });

  it('numbers on collision, and always numbers a screen word', () => {
    expect(bookingSlugCandidate('adiestramiento-nunez', 0)).toBe('adiestramiento-nunez');
    expect(bookingSlugCandidate('adiestramiento-nunez', 1)).toBe('adiestramiento-nunez-2');
    expect(bookingSlugCandidate('dashboard', 0)).toBe('dashboard-2');
  });

  it('links to the readable address when there is one, else the id one', () => {
    expect(bookingPagePath('abc', 'adiestramiento-nunez')).toBe('/reservar/adiestramiento-nunez');
    expect(bookingPagePath('abc', null)).toBe('/book-appointment/abc');
  });
});
