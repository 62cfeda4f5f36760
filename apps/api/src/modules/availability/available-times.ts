import {
  SLOT_STEP_MINUTES,
  type AvailableSlot,
  minutesToTime,
  wallClock,
  wallTimeExists,
  zonedToUtc,
} from '@adiestra/shared';

/** A half-open range of minutes from the date's midnight (an appointment may run past 1440). */
export interface MinuteRange {
  start: number;
  end: number;
}

export interface AvailableTimesInput {
  date: string;
  duration: number;
  timeZone: string;
  now: Date;
  /** The trainer's availability slots that day. */
  slots: MinuteRange[];
  /** The trainer's SCHEDULED appointments that touch that day. */
  busy: MinuteRange[];
}

/** Adjacent or overlapping slots form one stretch of free time. */
function mergeRanges(ranges: MinuteRange[]): MinuteRange[] {
  const merged: MinuteRange[] = [];
  for (const range of [...ranges].sort((a, b) => a.start - b.start)) {
    const last = merged.at(-1);
    if (last && range.start <= last.end) last.end = Math.max(last.end, range.end);
    else merged.push({ ...range });
  }
  return merged;
}

/**
 * True when `[start, start + duration)` is a real stretch of that length on the trainer's clock:
 * it neither starts in nor spans the hour a spring-forward change skips. The hour repeated in
 * autumn is offered once, as it reads on the clock.
 */
function isRealRange(date: string, start: number, duration: number, timeZone: string): boolean {
  const last = start + duration - 1;
  if (!wallTimeExists(date, start, timeZone) || !wallTimeExists(date, last, timeZone)) return false;
  const elapsed =
    zonedToUtc(date, last, timeZone).getTime() - zonedToUtc(date, start, timeZone).getTime();
  return elapsed >= (duration - 1) * 60_000;
}

/**
 * Start times every 30 minutes inside the free parts of the day's slots, not overlapping an
 * appointment, not already past on the trainer's clock (DESIGN §5).
 */
export function availableTimes(input: AvailableTimesInput): AvailableSlot[] {
  const { date, duration, timeZone } = input;
  const now = wallClock(input.now, timeZone);
  if (date < now.date) return [];
  const result: AvailableSlot[] = [];
  for (const slot of mergeRanges(input.slots)) {
    for (let start = slot.start; start + duration <= slot.end; start += SLOT_STEP_MINUTES) {
      const end = start + duration;
      if (date === now.date && start <= now.minutes) continue;
      if (input.busy.some((b) => b.start < end && b.end > start)) continue;
      if (!isRealRange(date, start, duration, timeZone)) continue;
      result.push({ time: minutesToTime(start), endTime: minutesToTime(end) });
    }
  }
  return result;
}
