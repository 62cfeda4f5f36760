/** Dates are always shown in the es-ES format (SPEC §1); formatters are built once. */
const dateFormatter = new Intl.DateTimeFormat('es-ES', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});

const dateTimeFormatter = new Intl.DateTimeFormat('es-ES', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

function toDate(value: string | Date): Date | null {
  const date = typeof value === 'string' ? new Date(value) : value;
  return Number.isNaN(date.getTime()) ? null : date;
}

/** "2025-03-07T10:00:00Z" → "07/03/2025"; an unparsable value gives the fallback. */
export function formatDate(value: string | Date | null | undefined, fallback = '—'): string {
  if (!value) return fallback;
  const date = toDate(value);
  return date ? dateFormatter.format(date) : fallback;
}

/** "2025-03-07T10:00:00Z" → "07/03/2025, 11:00" in the browser's time zone. */
export function formatDateTime(value: string | Date | null | undefined, fallback = '—'): string {
  if (!value) return fallback;
  const date = toDate(value);
  return date ? dateTimeFormatter.format(date) : fallback;
}
