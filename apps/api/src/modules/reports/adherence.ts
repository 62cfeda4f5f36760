import {
  ADHERENCE_DAYS,
  PRACTICE_COMMENTS_SHOWN,
  PRACTICE_IDLE_DAYS,
  addDays,
  expectedPracticeDays,
  wallClock,
  type Adherence,
} from '@adiestra/shared';

/**
 * Adherence worked out on calendar days of the trainer's zone (`YYYY-MM-DD` strings, so month
 * ends and summer-time changes are plain day steps). Pure: the service reads the rows and "today".
 */

export interface SentHomework {
  homeworkId: string;
  dogId: string;
  sessionId: string;
  sessionDate: Date;
  untilDate: string | null;
  daysPerWeek: number;
}

const DAY_MS = 86_400_000;
export const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

/**
 * The days an item is set for, up to today: from its session's day to its end date or, without
 * one, to the day before the dog's next session.
 */
export function activeSpan(
  item: SentHomework,
  dogSessions: Date[],
  today: string,
  timeZone: string,
): { start: string; end: string } {
  const start = wallClock(item.sessionDate, timeZone).date;
  const next = dogSessions
    .filter((d) => d.getTime() > item.sessionDate.getTime())
    .sort((a, b) => a.getTime() - b.getTime())[0];
  const beforeNext = next ? addDays(wallClock(next, timeZone).date, -1) : today;
  const planned = item.untilDate ?? beforeNext;
  const end = planned < today ? planned : today;
  return { start, end };
}

export interface DogPractice {
  items: SentHomework[];
  sessions: Date[];
  /** Days ticked, any item. */
  tickDays: string[];
  /** What the owner wrote with a tick, any item and day. */
  comments: { day: string; homework: string; comment: string }[];
}

/**
 * "Practicado N de M días" over the last ADHERENCE_DAYS days the dog had homework: M is what
 * those days asked for (the most demanding item on each day), not the days themselves.
 */
export function adherenceOf(
  dogId: string,
  practice: DogPractice,
  today: string,
  timeZone: string,
): Adherence {
  const windowStart = addDays(today, -(ADHERENCE_DAYS - 1));
  const active = new Map<string, number>();
  for (const item of practice.items) {
    const { start, end } = activeSpan(item, practice.sessions, today, timeZone);
    for (let day = start < windowStart ? windowStart : start; day <= end; day = addDays(day, 1)) {
      active.set(day, Math.max(active.get(day) ?? 0, item.daysPerWeek));
    }
  }
  const ticked = new Set(practice.tickDays);
  const days = [...active.keys()].sort();
  const lastPracticeDay = [...ticked].sort().at(-1) ?? null;
  return {
    dogId,
    practisedDays: days.filter((d) => ticked.has(d)).length,
    expectedDays: expectedPracticeDays([...active.values()]),
    from: days[0] ?? null,
    to: days.at(-1) ?? null,
    lastPracticeDay,
    comments: [...practice.comments]
      .sort((a, b) => (a.day < b.day ? 1 : a.day > b.day ? -1 : 0))
      .slice(0, PRACTICE_COMMENTS_SHOWN),
  };
}

/**
 * Days since the owner last practised a dog whose homework runs today (counted from the
 * homework's first day when nothing was ticked); null when it has none running or practised
 * within PRACTICE_IDLE_DAYS.
 */
export function idleDaysOf(practice: DogPractice, today: string, timeZone: string): number | null {
  const running = practice.items
    .map((item) => activeSpan(item, practice.sessions, today, timeZone))
    .filter(({ start, end }) => start <= today && today <= end);
  if (!running.length) return null;
  const firstDay = running.map((s) => s.start).sort()[0]!;
  const lastTick = [...practice.tickDays].sort().at(-1);
  const since = lastTick && lastTick > firstDay ? lastTick : firstDay;
  const idle = daysBetween(since, today);
  return idle >= PRACTICE_IDLE_DAYS ? idle : null;
}
