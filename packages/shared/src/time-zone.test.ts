import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  dayOfWeek,
  minutesToTime,
  timeToMinutes,
  todayIn,
  wallClock,
  wallRangeIsReal,
  wallTimeExists,
  zonedToUtc,
} from './time-zone.ts';

const MADRID = 'Europe/Madrid';
const iso = (date: string, time: string) =>
  zonedToUtc(date, timeToMinutes(time), MADRID).toISOString();

describe('today and the wall clock in a zone', () => {
  it('is already tomorrow in Madrid late in the UTC evening', () => {
    expect(todayIn(MADRID, new Date('2026-03-28T23:30:00Z'))).toBe('2026-03-29');
    expect(todayIn('UTC', new Date('2026-03-28T23:30:00Z'))).toBe('2026-03-28');
  });

  it('reads summer and winter offsets on the DST days', () => {
    // 2026-03-29: 02:00 CET becomes 03:00 CEST at 01:00Z.
    expect(wallClock(new Date('2026-03-29T00:59:00Z'), MADRID)).toEqual({
      date: '2026-03-29',
      minutes: 119,
    });
    expect(wallClock(new Date('2026-03-29T01:00:00Z'), MADRID)).toEqual({
      date: '2026-03-29',
      minutes: 180,
    });
    // 2026-10-25: 03:00 CEST becomes 02:00 CET at 01:00Z.
    expect(wallClock(new Date('2026-10-25T00:30:00Z'), MADRID).minutes).toBe(150);
    expect(wallClock(new Date('2026-10-25T01:30:00Z'), MADRID).minutes).toBe(150);
  });
});

describe('zonedToUtc', () => {
  it('uses the offset of that very day', () => {
    expect(iso('2026-03-28', '10:00')).toBe('2026-03-28T09:00:00.000Z');
    expect(iso('2026-03-29', '10:00')).toBe('2026-03-29T08:00:00.000Z');
    expect(iso('2026-10-24', '10:00')).toBe('2026-10-24T08:00:00.000Z');
    expect(iso('2026-10-25', '10:00')).toBe('2026-10-25T09:00:00.000Z');
    expect(iso('2027-03-28', '10:00')).toBe('2027-03-28T08:00:00.000Z');
    expect(iso('2027-10-31', '10:00')).toBe('2027-10-31T09:00:00.000Z');
  });

  it('moves a skipped reading forward and takes the first of a repeated one', () => {
    expect(iso('2026-03-29', '02:30')).toBe('2026-03-29T01:30:00.000Z');
    expect(iso('2026-10-25', '02:30')).toBe('2026-10-25T00:30:00.000Z');
    expect(iso('2027-10-31', '02:30')).toBe('2027-10-31T00:30:00.000Z');
  });

  it('knows which readings the clock skips', () => {
    expect(wallTimeExists('2026-03-29', timeToMinutes('01:59'), MADRID)).toBe(true);
    expect(wallTimeExists('2026-03-29', timeToMinutes('02:00'), MADRID)).toBe(false);
    expect(wallTimeExists('2026-03-29', timeToMinutes('02:59'), MADRID)).toBe(false);
    expect(wallTimeExists('2026-03-29', timeToMinutes('03:00'), MADRID)).toBe(true);
    expect(wallTimeExists('2027-03-28', timeToMinutes('02:30'), MADRID)).toBe(false);
    expect(wallTimeExists('2026-10-25', timeToMinutes('02:30'), MADRID)).toBe(true);
  });
});

describe('date and time strings', () => {
  it('converts times and walks calendars', () => {
    expect(timeToMinutes('09:30')).toBe(570);
    expect(minutesToTime(570)).toBe('09:30');
    expect(minutesToTime(0)).toBe('00:00');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonths('2026-12-15', 1)).toBe('2027-01-15');
    expect(dayOfWeek('2026-03-29')).toBe(0);
    expect(dayOfWeek('2026-03-28')).toBe(6);
  });
});

describe('wallRangeIsReal', () => {
  const at = (time: string) => timeToMinutes(time);
  it('refuses a range that starts in or spans the hour skipped in spring', () => {
    expect(wallRangeIsReal('2027-03-28', at('01:30'), 60, MADRID)).toBe(false);
    expect(wallRangeIsReal('2027-03-28', at('02:30'), 30, MADRID)).toBe(false);
    expect(wallRangeIsReal('2027-03-28', at('00:00'), 240, MADRID)).toBe(false);
  });

  it('accepts ranges that end as the clock jumps or start after it, and any ordinary one', () => {
    expect(wallRangeIsReal('2027-03-28', at('01:00'), 60, MADRID)).toBe(true);
    expect(wallRangeIsReal('2027-03-28', at('03:00'), 120, MADRID)).toBe(true);
    expect(wallRangeIsReal('2026-11-21', at('10:00'), 90, MADRID)).toBe(true);
    // Through midnight into the next day.
    expect(wallRangeIsReal('2026-11-21', at('23:30'), 120, MADRID)).toBe(true);
    // The autumn hour read twice is a longer stretch, never a shorter one.
    expect(wallRangeIsReal('2026-10-25', at('01:30'), 120, MADRID)).toBe(true);
  });
});
