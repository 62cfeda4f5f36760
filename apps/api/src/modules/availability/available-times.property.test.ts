import {
  BOOKING_STEPS,
  addDays,
  timeToMinutes,
  wallClock,
  zonedToUtc,
  type BookingRules,
} from '@adiestra/shared';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  availableTimes,
  openRanges,
  type DayOpening,
  type MinuteRange,
} from './available-times.ts';

/**
 * Issue 19: whatever the weekly hours, exceptions, slots, bookings, rules and "now", no offered
 * time overlaps an appointment plus its buffers, starts before the notice, lies beyond the
 * horizon, or falls outside the open hours — on ordinary days and on both DST change days.
 */

const ZONES = ['Europe/Madrid', 'Atlantic/Canary'] as const;
/** Both zones change clock on the same days (01:00 UTC); an ordinary day for contrast. */
const DAYS = {
  spring: ['2026-03-29', '2027-03-28'],
  autumn: ['2026-10-25', '2027-10-31'],
  ordinary: ['2026-06-10', '2027-01-13'],
};

const minuteRange = (min = 0, max = 1440) =>
  fc
    .tuple(fc.integer({ min, max: max - 5 }), fc.integer({ min: 5, max: 600 }))
    .map(([start, length]): MinuteRange => ({ start, end: Math.min(max, start + length) }));

const rules = fc.record({
  bufferBeforeMinutes: fc.integer({ min: 0, max: 120 }),
  bufferAfterMinutes: fc.integer({ min: 0, max: 120 }),
  minNoticeHours: fc.integer({ min: 0, max: 72 }),
  horizonDays: fc.integer({ min: 1, max: 10 }),
  stepMinutes: fc.constantFrom(...BOOKING_STEPS),
});

const scenario = (date: string) =>
  fc.record({
    opening: fc.record({
      weekly: fc.array(minuteRange(), { maxLength: 3 }),
      extra: fc.array(minuteRange(), { maxLength: 2 }),
      slots: fc.array(minuteRange(), { maxLength: 2 }),
      closed: fc.array(minuteRange(), { maxLength: 2 }),
    }),
    // Bookings may start the evening before or run past midnight.
    busy: fc.array(minuteRange(-240, 1680), { maxLength: 5 }),
    duration: fc.constantFrom(30, 60, 90, 120),
    rules,
    // "Now": from three days before the date to the date's evening, to any minute.
    nowOffsetMinutes: fc.integer({ min: -3 * 1440, max: 1440 }),
    date: fc.constant(date),
  });

interface Scenario {
  opening: DayOpening;
  busy: MinuteRange[];
  duration: number;
  rules: BookingRules;
  nowOffsetMinutes: number;
  date: string;
}

function checkScenario(timeZone: string, s: Scenario) {
  const now = new Date(zonedToUtc(s.date, 0, timeZone).getTime() + s.nowOffsetMinutes * 60_000);
  const open = openRanges(s.opening);
  const offered = availableTimes({
    date: s.date,
    duration: s.duration,
    timeZone,
    now,
    open,
    busy: s.busy,
    rules: s.rules,
  });
  const today = wallClock(now, timeZone).date;
  for (const { time } of offered) {
    const start = timeToMinutes(time);
    const end = start + s.duration;
    // Never over an appointment plus its buffers.
    for (const b of s.busy) {
      const blockedFrom = b.start - s.rules.bufferBeforeMinutes;
      const blockedTo = b.end + s.rules.bufferAfterMinutes;
      expect(end <= blockedFrom || start >= blockedTo, `${time} vs ${b.start}-${b.end}`).toBe(true);
    }
    // Never sooner than the notice, in real time.
    const startsAt = zonedToUtc(s.date, start, timeZone).getTime();
    expect(startsAt).toBeGreaterThanOrEqual(now.getTime() + s.rules.minNoticeHours * 3_600_000);
    // Never beyond the horizon.
    expect(s.date <= addDays(today, s.rules.horizonDays)).toBe(true);
    // Inside the open hours, on the step.
    expect(open.some((r) => r.start <= start && end <= r.end)).toBe(true);
    expect(start % s.rules.stepMinutes).toBe(0);
    // A time the clock shows that day (not inside the skipped spring hour).
    expect(wallClock(new Date(startsAt), timeZone)).toEqual({ date: s.date, minutes: start });
  }
}

describe('offered times (property)', () => {
  for (const timeZone of ZONES) {
    for (const [kind, dates] of Object.entries(DAYS)) {
      it(`hold every rule in ${timeZone} on ${kind} days`, () => {
        for (const date of dates) {
          fc.assert(
            fc.property(scenario(date), (s) => checkScenario(timeZone, s)),
            { numRuns: 300 },
          );
        }
      });
    }
  }

  it('offers the open time a closure leaves, and nothing it covers', () => {
    const open = openRanges({
      weekly: [
        { start: 540, end: 840 },
        { start: 1020, end: 1200 },
      ],
      extra: [{ start: 840, end: 900 }],
      slots: [],
      closed: [{ start: 600, end: 660 }],
    });
    expect(open).toEqual([
      { start: 540, end: 600 },
      { start: 660, end: 900 },
      { start: 1020, end: 1200 },
    ]);
    const whole = openRanges({
      weekly: [{ start: 540, end: 840 }],
      extra: [],
      slots: [{ start: 1000, end: 1100 }],
      closed: [{ start: 0, end: 1440 }],
    });
    expect(whole).toEqual([]);
  });
});
