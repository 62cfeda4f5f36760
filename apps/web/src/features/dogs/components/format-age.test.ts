import { describe, expect, it } from 'vitest';
import { formatAge, formatAgeOrUnknown, formatHeight, formatWeight } from './format-age';

describe('formatAge (SPEC §2 age text)', () => {
  it("says '1 año' for exactly one year", () => {
    expect(formatAge(1)).toBe('1 año');
    // Shown with one decimal, 1.04 reads as 1: singular too.
    expect(formatAge(1.04)).toBe('1 año');
    expect(formatAge(1.06)).toBe('1,1 años');
  });

  it('shows months under one year', () => {
    expect(formatAge(0.5)).toBe('6 meses');
    expect(formatAge(0.1)).toBe('1 mes');
    expect(formatAge(0.25)).toBe('3 meses');
    expect(formatAge(0.96)).toBe('11 meses');
    expect(formatAge(0)).toBe('0 meses');
  });

  it("says 'N años' otherwise, with a Spanish decimal comma", () => {
    expect(formatAge(2)).toBe('2 años');
    expect(formatAge(1.5)).toBe('1,5 años');
    expect(formatAge(12)).toBe('12 años');
  });

  it("says 'No especificada' when the age is unknown", () => {
    expect(formatAgeOrUnknown(null)).toBe('No especificada');
    expect(formatAgeOrUnknown(3)).toBe('3 años');
  });

  it('formats weight in kg and height in cm', () => {
    expect(formatWeight(12.4)).toBe('12,4 kg');
    expect(formatHeight(45)).toBe('45 cm');
  });
});
