import { addDays } from '@adiestra/shared';

/** Every day from `from` to `to`, both included ('YYYY-MM-DD'). */
export function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to && days.length < 400; day = addDays(day, 1)) days.push(day);
  return days;
}

/** '2026-03-07' → '07/03/2026' (es-ES), without going through a time zone. */
export function formatDay(day: string): string {
  const [y, m, d] = day.split('-');
  return `${d}/${m}/${y}`;
}

/** '2026-03-07' → '07/03', for axis labels. */
export const formatShortDay = (day: string) => formatDay(day).slice(0, 5);

/** A round axis top split into `steps` equal whole-number steps (1, 2, 5 × 10ⁿ per step). */
export function axisScale(max: number, steps = 4): { top: number; ticks: number[] } {
  const raw = Math.max(1, Math.ceil(max / steps));
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 5, 10].map((f) => f * magnitude).find((s) => s >= raw) ?? raw;
  return { top: step * steps, ticks: Array.from({ length: steps + 1 }, (_, i) => i * step) };
}

export const numberFormat = new Intl.NumberFormat('es-ES');
