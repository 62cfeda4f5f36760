import { describe, expect, it } from 'vitest';
import { dogDescription, dogAgeOf, dogAgeParts, formatDogAge } from './dog-age.ts';

describe('formatDogAge: one wording everywhere (SPEC §2, issue 27)', () => {
  it("says '1 año' for exactly one year", () => {
    expect(formatDogAge(1)).toBe('1 año');
    // Shown with one decimal, 1.04 reads as 1: singular too.
    expect(formatDogAge(1.04)).toBe('1 año');
    expect(formatDogAge(1.06)).toBe('1,1 años');
  });

  it('shows months under one year, never "0 años"', () => {
    expect(formatDogAge(0.5)).toBe('6 meses');
    expect(formatDogAge(0.1)).toBe('1 mes');
    expect(formatDogAge(0.25)).toBe('3 meses');
    expect(formatDogAge(0.96)).toBe('11 meses');
    expect(formatDogAge(0)).toBe('menos de 1 mes');
  });

  it("says 'N años' otherwise, with a Spanish decimal comma", () => {
    expect(formatDogAge(2)).toBe('2 años');
    expect(formatDogAge(1.5)).toBe('1,5 años');
    expect(formatDogAge(12)).toBe('12 años');
  });
});

describe('dogDescription: what requests, appointments and mails show', () => {
  it('puts breed and worded age in brackets', () => {
    expect(dogDescription({ dogName: 'Luna', dogBreed: 'Border collie', dogAge: 0.5 })).toBe(
      'Luna (Border collie, 6 meses)',
    );
    expect(dogDescription({ dogName: 'Toby', dogBreed: null, dogAge: 3 })).toBe('Toby (3 años)');
    expect(dogDescription({ dogName: 'Kira', dogBreed: null, dogAge: null })).toBe('Kira');
  });
});

describe('an age typed as years and months', () => {
  it('stores a 4-month puppy as the months it is, which read back the same', () => {
    expect(dogAgeOf('', '4')).toBe('0.33');
    expect(formatDogAge(Number(dogAgeOf('', '4')))).toBe('4 meses');
    expect(dogAgeParts(dogAgeOf('', '4'))).toEqual({ years: '0', months: '4' });
  });

  it('adds months to years, and reads every month of a year back as typed', () => {
    expect(dogAgeOf('2', '6')).toBe('2.5');
    for (let months = 0; months < 12; months++)
      expect(dogAgeParts(dogAgeOf('3', String(months)))).toEqual({
        years: '3',
        months: months ? String(months) : '',
      });
  });

  it('is no age when both are empty, and leaves what is not a number to the validation', () => {
    expect(dogAgeOf('', '')).toBe('');
    expect(dogAgeParts('')).toEqual({ years: '', months: '' });
    expect(dogAgeParts('-1')).toEqual({ years: '-1', months: '' });
  });
});
