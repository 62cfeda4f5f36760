/**
 * Dates are always shown in the es-ES format (SPEC §1); formatters are built once per time zone.
 * Without a zone they use the browser's; instants that belong to the trainer's calendar (a
 * session's date) pass the trainer's profile zone (DESIGN §5).
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(withTime: boolean, timeZone: string | undefined): Intl.DateTimeFormat {
  const key = `${withTime ? 'datetime' : 'date'}|${timeZone ?? ''}`;
  let cached = formatters.get(key);
  if (!cached) {
    cached = new Intl.DateTimeFormat('es-ES', {
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      ...(withTime ? { hour: '2-digit', minute: '2-digit' } : {}),
      ...(timeZone ? { timeZone } : {}),
    });
    formatters.set(key, cached);
  }
  return cached;
}

function toDate(value: string | Date): Date | null {
  const date = typeof value === 'string' ? new Date(value) : value;
  return Number.isNaN(date.getTime()) ? null : date;
}

/** "2025-03-07T10:00:00Z" → "07/03/2025"; an unparsable value gives the fallback. */
export function formatDate(
  value: string | Date | null | undefined,
  fallback = '—',
  timeZone?: string,
): string {
  if (!value) return fallback;
  const date = toDate(value);
  return date ? formatter(false, timeZone).format(date) : fallback;
}

/** "2025-03-07T10:00:00Z" → "07/03/2025, 11:00" (in `timeZone`, else the browser's). */
export function formatDateTime(
  value: string | Date | null | undefined,
  fallback = '—',
  timeZone?: string,
): string {
  if (!value) return fallback;
  const date = toDate(value);
  return date ? formatter(true, timeZone).format(date) : fallback;
}
