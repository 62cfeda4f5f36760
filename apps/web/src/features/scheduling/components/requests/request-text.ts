import type { AppointmentRequest } from '@adiestra/shared';
import { formatDay } from '@/lib/format-day';

/** "29/03/2026 · 10:00", or "· Sin preferencia de hora" when the owner left it open. */
export function preferredWhen(r: Pick<AppointmentRequest, 'requestedDate' | 'requestedTime'>) {
  return `${formatDay(r.requestedDate)} · ${r.requestedTime ?? 'Sin preferencia de hora'}`;
}

export const sourceLabel = (r: Pick<AppointmentRequest, 'source'>) =>
  r.source === 'public' ? 'Página de reservas' : 'Creada por ti';
