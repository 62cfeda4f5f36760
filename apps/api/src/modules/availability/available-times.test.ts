import { timeToMinutes } from '@adiestra/shared';
import { describe, expect, it } from 'vitest';
import { availableTimes, type MinuteRange } from './available-times.ts';

const MADRID = 'Europe/Madrid';
const range = (start: string, end: string): MinuteRange => ({
  start: timeToMinutes(start),
  end: timeToMinutes(end),
});
/** Rules that change nothing, so these tests see the slots, bookings and clock alone. */
const NO_RULES = {
  bufferBeforeMinutes: 0,
  bufferAfterMinutes: 0,
  minNoticeHours: 0,
  horizonDays: 730,
  stepMinutes: 30,
};
/** A "now" the day before `date`, so nothing that day is in the past. */
const dayBefore = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) - 86_400_000);

function times(
  date: string,
  slots: MinuteRange[],
  options: { duration?: number; busy?: MinuteRange[]; now?: Date } = {},
) {
  return availableTimes({
    date,
    duration: options.duration ?? 60,
    timeZone: MADRID,
    now: options.now ?? dayBefore(date),
    open: slots,
    busy: options.busy ?? [],
    rules: NO_RULES,
  }).map((s) => s.time);
}

describe('availableTimes', () => {
  it('offers start times every 30 minutes that fit inside the slot', () => {
    expect(times('2030-05-06', [range('09:00', '11:00')])).toEqual(['09:00', '09:30', '10:00']);
    expect(times('2030-05-06', [range('09:00', '11:00')], { duration: 120 })).toEqual(['09:00']);
    expect(times('2030-05-06', [range('09:00', '09:45')])).toEqual([]);
    const [first] = availableTimes({
      date: '2030-05-06',
      duration: 90,
      timeZone: MADRID,
      now: dayBefore('2030-05-06'),
      open: [range('09:00', '11:00')],
      busy: [],
      rules: NO_RULES,
    });
    expect(first).toEqual({ time: '09:00', endTime: '10:30' });
  });

  it('joins adjacent slots into one stretch', () => {
    const slots = [range('10:00', '11:00'), range('09:00', '10:00')];
    expect(times('2030-05-06', slots, { duration: 120 })).toEqual(['09:00']);
  });

  it('leaves out times that overlap an appointment, even partially', () => {
    const slots = [range('09:00', '13:00')];
    // An appointment inside the slot, 10:15–11:15.
    const busy = [range('10:15', '11:15')];
    expect(times('2030-05-06', slots, { busy })).toEqual(['09:00', '11:30', '12:00']);
    // One that starts before the slot and ends inside it.
    expect(times('2030-05-06', slots, { busy: [range('08:00', '09:30')] })).toEqual([
      '09:30',
      '10:00',
      '10:30',
      '11:00',
      '11:30',
      '12:00',
    ]);
    // One running from the previous evening past midnight.
    expect(
      times('2030-05-06', [range('00:00', '02:00')], { busy: [{ start: -30, end: 30 }] }),
    ).toEqual(['00:30', '01:00']);
  });

  it('offers nothing for a past date and only future times today, on the zone clock', () => {
    const slots = [range('09:00', '13:00')];
    // 08:10Z is 10:10 in Madrid (summer): 09:00–10:00 are past.
    const now = new Date('2030-05-06T08:10:00Z');
    expect(times('2030-05-05', slots, { now })).toEqual([]);
    expect(times('2030-05-06', slots, { now })).toEqual(['10:30', '11:00', '11:30', '12:00']);
    // 22:30Z on the 5th is already the 6th at 00:30 in Madrid.
    expect(times('2030-05-05', slots, { now: new Date('2030-05-05T22:30:00Z') })).toEqual([]);
  });

  it('skips the hour the clock jumps on the spring DST days', () => {
    for (const date of ['2026-03-29', '2027-03-28']) {
      const night = [range('01:00', '04:00')];
      expect(times(date, night)).toEqual(['01:00', '03:00']);
      expect(times(date, night, { duration: 30 })).toEqual(['01:00', '01:30', '03:00', '03:30']);
      expect(times(date, [range('01:00', '04:00')], { duration: 120 })).toEqual([]);
    }
  });

  it('offers the repeated autumn hour once, as it reads on the clock', () => {
    for (const date of ['2026-10-25', '2027-10-31']) {
      expect(times(date, [range('01:00', '04:00')])).toEqual([
        '01:00',
        '01:30',
        '02:00',
        '02:30',
        '03:00',
      ]);
    }
  });

  it('uses the offset of the DST day itself to tell what is past', () => {
    const slots = [range('09:00', '13:00')];
    // Spring: 08:10Z is 10:10 CEST (a fixed +01:00 would wrongly read 09:10).
    expect(times('2026-03-29', slots, { now: new Date('2026-03-29T08:10:00Z') })).toEqual([
      '10:30',
      '11:00',
      '11:30',
      '12:00',
    ]);
    // Autumn: 09:10Z is 10:10 CET (a fixed +02:00 would wrongly read 11:10).
    expect(times('2026-10-25', slots, { now: new Date('2026-10-25T09:10:00Z') })).toEqual([
      '10:30',
      '11:00',
      '11:30',
      '12:00',
    ]);
    expect(times('2027-10-31', slots, { now: new Date('2027-10-31T09:10:00Z') })[0]).toBe('10:30');
    expect(times('2027-03-28', slots, { now: new Date('2027-03-28T08:10:00Z') })[0]).toBe('10:30');
  });
});
