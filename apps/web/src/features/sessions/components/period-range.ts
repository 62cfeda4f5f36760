export const PERIODS = [
  { value: '', label: 'Todo el período' },
  { value: 'today', label: 'Hoy' },
  { value: 'week', label: 'Últimos 7 días' },
  { value: 'month', label: 'Últimos 30 días' },
] as const;
export type Period = (typeof PERIODS)[number]['value'];

const HOUR_MS = 3_600_000;

export function isPeriod(value: string | null): value is Period {
  return PERIODS.some((p) => p.value === value);
}

/**
 * The period as exact instants in the browser's time zone (SPEC §9): today from local midnight,
 * the last 7 days and the last 30 days (720 hours) back from now; all end with today, so a
 * session already booked for a later day is not counted as past.
 */
export function periodRange(period: Period, now: Date): { startDate?: string; endDate?: string } {
  if (!period) return {};
  const endOfToday = new Date(now);
  endOfToday.setHours(23, 59, 59, 999);
  let start: Date;
  if (period === 'today') {
    start = new Date(now);
    start.setHours(0, 0, 0, 0);
  } else {
    start = new Date(now.getTime() - (period === 'week' ? 7 * 24 : 720) * HOUR_MS);
  }
  return { startDate: start.toISOString(), endDate: endOfToday.toISOString() };
}
