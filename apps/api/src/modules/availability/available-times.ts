import {
  SLOT_STEP_MINUTES,
  type AvailableSlot,
  minutesToTime,
  wallClock,
  wallRangeIsReal,
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
      if (!wallRangeIsReal(date, start, duration, timeZone)) continue;
      result.push({ time: minutesToTime(start), endTime: minutesToTime(end) });
    }
  }
  return result;
}
