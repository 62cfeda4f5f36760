/**
 * Wall-clock arithmetic in a trainer's IANA time zone (DESIGN §5) with `Intl` only. Dates are
 * `YYYY-MM-DD`, times of day are minutes since midnight or `HH:mm` strings.
 */

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let cached = formatters.get(timeZone);
  if (!cached) {
    cached = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, cached);
  }
  return cached;
}

export interface WallClock {
  date: string;
  /** Minutes since midnight. */
  minutes: number;
}

/*
 * Readings already made, by zone and minute. formatToParts costs several microseconds, and
 * finding one day's free times asks for a few hundred readings, mostly the same ones from one
 * request to the next: it was a third of that endpoint's CPU time (bench/README.md).
 */
const readings = new Map<string, Readonly<WallClock>>();
const READINGS_KEPT = 20_000;

/** What a clock in `timeZone` reads at `instant` (to the minute). */
export function wallClock(instant: Date, timeZone: string): Readonly<WallClock> {
  const key = `${timeZone}|${Math.floor(instant.getTime() / MINUTE_MS)}`;
  const known = readings.get(key);
  if (known) return known;
  const parts: Record<string, string> = {};
  for (const part of formatter(timeZone).formatToParts(instant)) parts[part.type] = part.value;
  const reading = Object.freeze({
    date: `${parts.year}-${parts.month}-${parts.day}`,
    minutes: Number(parts.hour) * 60 + Number(parts.minute),
  });
  if (readings.size >= READINGS_KEPT) readings.delete(readings.keys().next().value!);
  readings.set(key, reading);
  return reading;
}

/** "Today" for someone in `timeZone`. */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  return wallClock(now, timeZone).date;
}

/** Only the date part is compared, so a date equal to today is not in the past. */
export function isPastDate(date: string, today: string): boolean {
  return date < today;
}

/** A wall-clock reading as if it were UTC, in milliseconds: the zone-free number to compare. */
function wallAsUtcMs(date: string, minutes: number): number {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return Date.UTC(y, m - 1, d) + minutes * MINUTE_MS;
}

/** The zone's offset from UTC at `instantMs`, in milliseconds. */
function offsetMs(instantMs: number, timeZone: string): number {
  const floored = Math.floor(instantMs / MINUTE_MS) * MINUTE_MS;
  const wall = wallClock(new Date(floored), timeZone);
  return wallAsUtcMs(wall.date, wall.minutes) - floored;
}

/**
 * The instant at which a clock in `timeZone` reads `date` `minutes`. Like Temporal's
 * 'compatible': a reading skipped by a spring-forward change is moved forward by the gap, and a
 * reading repeated by a fall-back change takes its first occurrence.
 */
export function zonedToUtc(date: string, minutes: number, timeZone: string): Date {
  const wallMs = wallAsUtcMs(date, minutes);
  // Offsets half a day either side bracket any single transition near this reading.
  const before = offsetMs(wallMs - DAY_MS / 2, timeZone);
  const after = offsetMs(wallMs + DAY_MS / 2, timeZone);
  const matches = [wallMs - before, wallMs - after].filter((ms) => {
    const wall = wallClock(new Date(ms), timeZone);
    return wall.date === date && wall.minutes === minutes;
  });
  if (matches.length > 0) return new Date(Math.min(...matches));
  return new Date(wallMs - before);
}

/** False for the readings a spring-forward change skips (02:00–02:59 in Madrid that day). */
export function wallTimeExists(date: string, minutes: number, timeZone: string): boolean {
  const wall = wallClock(zonedToUtc(date, minutes, timeZone), timeZone);
  return wall.date === date && wall.minutes === minutes;
}

/**
 * True when `[start, start + duration)` minutes from the date's midnight (running into the next
 * day if need be) is a real stretch of that length on the trainer's clock: it neither starts in
 * nor spans the hour a spring-forward change skips, so two bookings that do not overlap on the
 * clock do not overlap in real time either. The hour repeated in autumn counts once, as it reads.
 */
export function wallRangeIsReal(
  date: string,
  start: number,
  duration: number,
  timeZone: string,
): boolean {
  const at = (minutes: number) => {
    const days = Math.floor(minutes / 1440);
    return { date: addDays(date, days), minutes: minutes - days * 1440 };
  };
  const first = at(start);
  const last = at(start + duration - 1);
  if (!wallTimeExists(first.date, first.minutes, timeZone)) return false;
  if (!wallTimeExists(last.date, last.minutes, timeZone)) return false;
  const elapsed =
    zonedToUtc(last.date, last.minutes, timeZone).getTime() -
    zonedToUtc(first.date, first.minutes, timeZone).getTime();
  return elapsed >= (duration - 1) * MINUTE_MS;
}

/** "09:30" → 570. */
export function timeToMinutes(time: string): number {
  const [h, m] = time.split(':').map(Number) as [number, number];
  return h * 60 + m;
}

/** 570 → "09:30". */
export function minutesToTime(minutes: number): string {
  const h = Math.floor(minutes / 60);
  return `${String(h).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** "2026-01-31" + 1 → "2026-02-01". */
export function addDays(date: string, days: number): string {
  return new Date(wallAsUtcMs(date, 0) + days * DAY_MS).toISOString().slice(0, 10);
}

/** One calendar month later, clamped to the month's last day ("2026-01-31" → "2026-02-28"). */
export function addMonths(date: string, months: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const lastDay = new Date(Date.UTC(y, m - 1 + months + 1, 0)).getUTCDate();
  return new Date(Date.UTC(y, m - 1 + months, Math.min(d, lastDay))).toISOString().slice(0, 10);
}

/** 0 Sunday … 6 Saturday, as the legacy `dayOfWeek` field (SPEC §3). */
export function dayOfWeek(date: string): number {
  return new Date(wallAsUtcMs(date, 0)).getUTCDay();
}
