import { describe, expect, it } from 'vitest';
import { isValidCif, isValidDni, isValidNie, normaliseTaxId, taxIdKind } from './tax-id.ts';

describe('Spanish tax identifiers', () => {
  it('accepts a DNI whose letter is its number modulo 23, and nothing else', () => {
    expect(isValidDni('12345678Z')).toBe(true);
    expect(isValidDni('12.345.678-z')).toBe(true);
    expect(isValidDni('12345678A')).toBe(false);
    expect(isValidDni('1234567Z')).toBe(false);
    // The AEAT's test issuer (its official huella vector).
    expect(isValidDni('89890001K')).toBe(true);
    expect(isValidDni('00000000T')).toBe(true);
  });

  it('reads a NIE with X, Y and Z as 0, 1 and 2', () => {
    expect(isValidNie('X1234567L')).toBe(true);
    expect(isValidNie('Y1234567X')).toBe(true);
    expect(isValidNie('Z1234567R')).toBe(true);
    expect(isValidNie('X1234567A')).toBe(false);
    expect(isValidNie('W1234567L')).toBe(false);
  });

  it('checks an entity NIF (CIF) control digit or letter by its first letter', () => {
    expect(isValidCif('B12345674')).toBe(true);
    expect(isValidCif('B1234567D')).toBe(false);
    expect(isValidCif('B12345675')).toBe(false);
    expect(isValidCif('Q2826000H')).toBe(true);
    expect(isValidCif('Q28260008')).toBe(false);
    // G (associations) takes either form.
    expect(isValidCif('G12345674')).toBe(true);
    expect(isValidCif('G1234567D')).toBe(true);
    expect(isValidCif('I12345674')).toBe(false);
  });

  it('names the kind, normalising how people type it', () => {
    expect(normaliseTaxId(' b-1234567 4 ')).toBe('B12345674');
    expect(taxIdKind('12345678z')).toBe('dni');
    expect(taxIdKind('x1234567l')).toBe('nie');
    expect(taxIdKind('B12345674')).toBe('cif');
    expect(taxIdKind('hola')).toBeNull();
    expect(taxIdKind('')).toBeNull();
  });
});
