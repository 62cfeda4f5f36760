import { describe, expect, it } from 'vitest';
import { isValidBookingPhone } from './scheduling-fields.ts';

describe('isValidBookingPhone (SPEC §5, issue 28)', () => {
  it('accepts Spanish numbers, with or without +34, and foreign ones with their prefix', () => {
    for (const phone of [
      '612345678',
      '612 34 56 78',
      '+34 612 345 678',
      '+34912345678',
      '+351 912 345 678',
      '+44 20 7946 0958',
    ])
      expect(isValidBookingPhone(phone), phone).toBe(true);
  });

  it('refuses what nobody can be called on', () => {
    for (const phone of [
      '1',
      '+1',
      '123',
      '12345678',
      '512345678',
      '+34 1',
      '+34 512345678',
      '+3461234',
      'abc',
      '0612345678',
      '612-345-678',
    ])
      expect(isValidBookingPhone(phone), phone).toBe(false);
  });
});
