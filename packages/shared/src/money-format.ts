/**
 * Money is integer cents end to end (issue 18): the API, the database and the sums never see a
 * float. Euros typed by a person are parsed from the text itself, not through a float. No zod
 * here: the public booking page shows prices and must stay small (its 90 KB budget).
 */
export const MAX_AMOUNT_CENTS = 100_000_00;

const euroFormat = new Intl.NumberFormat('es-ES', { style: 'currency', currency: 'EUR' });
const plainFormat = new Intl.NumberFormat('es-ES', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  useGrouping: true,
});

/** 4550 → "45,50 €". */
export function formatCents(cents: number): string {
  return euroFormat.format(cents / 100);
}

/** 4550 → "45,50" (no symbol: a spreadsheet column). */
export function formatCentsPlain(cents: number): string {
  return plainFormat.format(cents / 100);
}

/** A price or "a consultar" when there is none. */
export function formatPrice(cents: number | null): string {
  return cents === null ? 'A consultar' : formatCents(cents);
}

const EUROS_PATTERN = /^(\d{1,6})(?:[.,](\d{1,2}))?$/;

/** "45", "45,5", "45.50" → 4500, 4550, 4550; anything else → null. */
export function eurosToCents(text: string): number | null {
  const match = EUROS_PATTERN.exec(text.trim().replace(/\s|€/g, ''));
  if (!match) return null;
  const [, whole, fraction = ''] = match;
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** 4550 → "45,50" for an input the person edits. */
export function centsToEuros(cents: number): string {
  const whole = Math.trunc(Math.abs(cents) / 100);
  const fraction = String(Math.abs(cents) % 100).padStart(2, '0');
  return `${cents < 0 ? '-' : ''}${whole},${fraction}`;
}

/**
 * The one way a length of time reads (issue 27): "1 h 30 min", "45 min", "2 h", "0 min" — never
 * "1h 0m" or "1 hora y 0 minutos".
 */
export function formatDuration(totalMinutes: number): string {
  const whole = Math.max(0, Math.round(totalMinutes));
  const hours = Math.floor(whole / 60);
  const rest = whole % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}
