import { describe, expect, it } from 'vitest';
import {
  isBookingDateInRange,
  isPlausibleBookingDate,
  sessionDateProblem,
  yearsAfter,
} from './date-range.ts';

// The clock is injected: `now` is built from the real date so nothing here expires.
const now = new Date();
const today = now.toISOString().slice(0, 10);

describe('date ranges (docs/security.md)', () => {
  it('adds whole years, 29 February falling back to the 28th', () => {
    expect(yearsAfter('2028-02-29', 1)).toBe('2029-02-28');
    expect(yearsAfter('2028-02-29', 4)).toBe('2032-02-29');
    expect(yearsAfter('2026-11-23', 2)).toBe('2028-11-23');
  });

  it('bounds booking dates at today + 2 years', () => {
    expect(isBookingDateInRange(yearsAfter(today, 2), today)).toBe(true);
    expect(isBookingDateInRange('9999-12-31', today)).toBe(false);
    expect(isPlausibleBookingDate(today, now)).toBe(true);
    expect(isPlausibleBookingDate('9999-12-31', now)).toBe(false);
  });

  it('bounds session instants between 2000 and today + 1 year', () => {
    expect(sessionDateProblem(now.toISOString(), now)).toBeNull();
    expect(sessionDateProblem('0001-01-01T00:00:00Z', now)).toMatch(/2000/);
    expect(sessionDateProblem(`${yearsAfter(today, 2)}T00:00:00Z`, now)).toMatch(/1 año/);
  });
});
