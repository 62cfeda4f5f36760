const timeFormatter = new Intl.DateTimeFormat('es-ES', { hour: '2-digit', minute: '2-digit' });

/** "2026-03-05T09:30:00Z" → "10:30" in the browser's time zone. */
export function formatTime(iso: string): string {
  return timeFormatter.format(new Date(iso));
}

/** An ISO instant as the `YYYY-MM-DDTHH:mm` a datetime-local input shows, in local time. */
export function toLocalInputValue(iso: string | Date): string {
  const date = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
