import { todayIn } from '@adiestra/shared';

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
 * The period on the trainer's clock (docs/decisions/0011-one-time-model.md): "Hoy" is the
 * trainer's calendar day; the last 7 and 30 days (720 hours) run back from now. Every period ends
 * with the trainer's today, sent as a day the server reads in the trainer's zone, so a session
 * already booked for a later day is not counted as past.
 */
export function periodRange(
  period: Period,
  now: Date,
  timeZone: string,
): { startDate?: string; endDate?: string } {
  if (!period) return {};
  const today = todayIn(timeZone, now);
  const startDate =
    period === 'today'
      ? today
      : new Date(now.getTime() - (period === 'week' ? 7 * 24 : 720) * HOUR_MS).toISOString();
  return { startDate, endDate: today };
}
