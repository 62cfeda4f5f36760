import { describe, expect, it } from 'vitest';
import { offerDeadline } from './class-waitlist.ts';

const HOUR = 3600_000;
const now = new Date('2026-03-02T08:00:00Z');
const startIn = (hours: number) => new Date(now.getTime() + hours * HOUR);

describe('offerDeadline', () => {
  it('gives 12 hours when the class is days away', () => {
    expect(offerDeadline(now, startIn(72))?.getTime()).toBe(now.getTime() + 12 * HOUR);
  });

  it('ends 2 hours before a class that starts sooner than 14 hours from now', () => {
    expect(offerDeadline(now, startIn(5))?.getTime()).toBe(now.getTime() + 3 * HOUR);
  });

  it('makes no offer when under 30 minutes would be left', () => {
    expect(offerDeadline(now, startIn(2.4))).toBeNull();
    expect(offerDeadline(now, startIn(2.5))?.getTime()).toBe(now.getTime() + 0.5 * HOUR);
  });
});
