import {
  addDays,
  BOOKING_RULE_MESSAGES,
  SCHEDULING_MESSAGES,
  type AvailableSlot,
  type BookingRules,
  minutesToTime,
  wallClock,
  wallRangeIsReal,
  wallTimeExists,
  zonedToUtc,
} from '@adiestra/shared';

/** A half-open range of minutes from the date's midnight (an appointment may run past 1440). */
export interface MinuteRange {
  start: number;
  end: number;
}

/** What opens and closes one date (issue 19): all of it on the trainer's wall clock. */
export interface DayOpening {
  /** The weekly pattern's ranges for the date's weekday. */
  weekly: MinuteRange[];
  /** EXTRA exceptions on the date. */
  extra: MinuteRange[];
  /** The one-off availability slots of the date (SPEC's availability). */
  slots: MinuteRange[];
  /** CLOSED exceptions covering the date (a whole day is 0–1440). */
  closed: MinuteRange[];
}

/** Adjacent or overlapping ranges form one stretch. */
export function mergeRanges(ranges: MinuteRange[]): MinuteRange[] {
  const merged: MinuteRange[] = [];
  for (const range of [...ranges].sort((a, b) => a.start - b.start)) {
    const last = merged.at(-1);
    if (last && range.start <= last.end) last.end = Math.max(last.end, range.end);
    else merged.push({ ...range });
  }
  return merged;
}

/**
 * The open stretches of a date: the weekly pattern, extra hours and one-off slots together,
 * minus every closed exception (a "Bloquear" from the calendar closes a one-off slot too).
 */
export function openRanges(day: DayOpening): MinuteRange[] {
  let open = mergeRanges([...day.weekly, ...day.extra, ...day.slots]);
  for (const closed of mergeRanges(day.closed)) {
    open = open.flatMap((range) => {
      if (closed.end <= range.start || closed.start >= range.end) return [range];
      const parts: MinuteRange[] = [];
      if (closed.start > range.start) parts.push({ start: range.start, end: closed.start });
      if (closed.end < range.end) parts.push({ start: closed.end, end: range.end });
      return parts;
    });
  }
  return open;
}

export interface AvailableTimesInput {
  date: string;
  duration: number;
  timeZone: string;
  now: Date;
  /** The date's open stretches (`openRanges`). */
  open: MinuteRange[];
  /** The trainer's appointments that keep their time (not CANCELLED) touching that day. */
  busy: MinuteRange[];
  rules: BookingRules;
}

/** Why a start time is not offered; each becomes its own Spanish message for the public form. */
export type Refusal =
  | 'past'
  | 'horizon'
  | 'notice'
  | 'step'
  | 'outsideHours'
  | 'taken'
  | 'buffer'
  | 'skippedTime'
  | 'spansSkippedHour';

/** Each refused rule's Spanish message (issue 19): the public form's and the calendar's move. */
export function refusalMessage(refusal: Refusal, rules: BookingRules): string {
  switch (refusal) {
    case 'past':
      return SCHEDULING_MESSAGES.pastDate;
    case 'horizon':
      return BOOKING_RULE_MESSAGES.horizon(rules.horizonDays);
    case 'notice':
      return BOOKING_RULE_MESSAGES.notice(rules.minNoticeHours);
    case 'step':
      return BOOKING_RULE_MESSAGES.step(rules.stepMinutes);
    case 'outsideHours':
      return BOOKING_RULE_MESSAGES.outsideHours;
    case 'skippedTime':
      return SCHEDULING_MESSAGES.skippedTime;
    case 'spansSkippedHour':
      return SCHEDULING_MESSAGES.spansSkippedHour;
    case 'taken':
      return SCHEDULING_MESSAGES.timeNotFree;
    case 'buffer':
      return BOOKING_RULE_MESSAGES.buffer;
  }
}

const MINUTE_MS = 60_000;

/** The date lies beyond the booking horizon (counted in days from the trainer's today). */
export function beyondHorizon(date: string, timeZone: string, now: Date, horizonDays: number) {
  return date > addDays(wallClock(now, timeZone).date, horizonDays);
}

/**
 * Why `start` (minutes from the date's midnight) would not be offered for `duration` minutes, or
 * null when the public page offers it. One function for the list and for the public request, so a
 * crafted request can never get what the page would not show.
 */
export function refusalOf(input: AvailableTimesInput, start: number): Refusal | null {
  const { date, duration, timeZone, now, rules } = input;
  const end = start + duration;
  const today = wallClock(now, timeZone).date;
  if (date < today) return 'past';
  if (beyondHorizon(date, timeZone, now, rules.horizonDays)) return 'horizon';
  if (!wallTimeExists(date, start, timeZone)) return 'skippedTime';
  if (!wallRangeIsReal(date, start, duration, timeZone)) return 'spansSkippedHour';
  const startsAt = zonedToUtc(date, start, timeZone).getTime();
  if (startsAt <= now.getTime()) return 'past';
  if (startsAt < now.getTime() + rules.minNoticeHours * 60 * MINUTE_MS) return 'notice';
  if (start % rules.stepMinutes !== 0) return 'step';
  const open = mergeRanges(input.open);
  if (!open.some((range) => range.start <= start && end <= range.end)) return 'outsideHours';
  if (input.busy.some((b) => b.start < end && b.end > start)) return 'taken';
  const before = rules.bufferBeforeMinutes;
  const after = rules.bufferAfterMinutes;
  if (input.busy.some((b) => b.start - before < end && b.end + after > start)) return 'buffer';
  return null;
}

/**
 * The start times the public page (and the internal form) offer on one date: every `step`
 * minutes of the clock inside the open stretches, not overlapping an appointment plus its
 * buffers, not sooner than the notice, not beyond the horizon, not in an hour the clock skips.
 */
export function availableTimes(input: AvailableTimesInput): AvailableSlot[] {
  const { duration, rules } = input;
  if (input.date < wallClock(input.now, input.timeZone).date) return [];
  if (beyondHorizon(input.date, input.timeZone, input.now, rules.horizonDays)) return [];
  const result: AvailableSlot[] = [];
  for (const range of mergeRanges(input.open)) {
    const first = Math.ceil(range.start / rules.stepMinutes) * rules.stepMinutes;
    for (let start = first; start + duration <= range.end; start += rules.stepMinutes) {
      if (refusalOf(input, start) !== null) continue;
      result.push({ time: minutesToTime(start), endTime: minutesToTime(start + duration) });
    }
  }
  return result;
}
