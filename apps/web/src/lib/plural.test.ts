import { describe, expect, it } from 'vitest';
import { countOf } from './plural';

describe('countOf', () => {
  it.each([
    [0, '0 resultados'],
    [1, '1 resultado'],
    [2, '2 resultados'],
    [1234, '1234 resultados'],
    [12345, '12.345 resultados'],
  ])('%d → %s', (count, text) => {
    expect(countOf(count, 'resultado', 'resultados')).toBe(text);
  });

  it('takes the plural for decimals', () => {
    expect(countOf(1.5, 'hora', 'horas')).toBe('1,5 horas');
  });
});
