import { describe, expect, it } from 'vitest';
import { formatAgeOrUnknown, formatHeight, formatWeight } from './format-age';

describe('dog detail wording', () => {
  it("says 'No especificada' when the age is unknown, else the shared wording", () => {
    expect(formatAgeOrUnknown(null)).toBe('No especificada');
    expect(formatAgeOrUnknown(3)).toBe('3 años');
    expect(formatAgeOrUnknown(0.5)).toBe('6 meses');
  });

  it('formats weight in kg and height in cm', () => {
    expect(formatWeight(12.4)).toBe('12,4 kg');
    expect(formatHeight(45)).toBe('45 cm');
  });
});
