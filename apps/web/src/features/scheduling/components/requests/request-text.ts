import type { AppointmentRequest } from '@adiestra/shared';
import { formatDay } from '@/lib/format-day';

/** "29/03/2026 · 10:00", or "· Sin preferencia de hora" when the owner left it open. */
export function preferredWhen(r: Pick<AppointmentRequest, 'requestedDate' | 'requestedTime'>) {
  return `${formatDay(r.requestedDate)} · ${r.requestedTime ?? 'Sin preferencia de hora'}`;
}

/** A class's day and time, as a class request carries them: "03/12/2026 · 18:00". */
export const classWhen = (r: Pick<AppointmentRequest, 'requestedDate' | 'requestedTime'>) =>
  `${formatDay(r.requestedDate)} · ${r.requestedTime ?? ''}`;

const SOURCE_LABELS: Record<AppointmentRequest['source'], string> = {
  public: 'Página de reservas',
  internal: 'Creada por ti',
  owner: 'Mi área del cliente',
};
export const sourceLabel = (r: Pick<AppointmentRequest, 'source'>) => SOURCE_LABELS[r.source];

/** How a place request names what it asks for: "Clase: 03/12/2026 · 18:00", "Curso: …, desde …". */
export const placeWhen = (
  r: Pick<AppointmentRequest, 'courseId' | 'serviceType' | 'requestedDate' | 'requestedTime'>,
) => (r.courseId ? `Curso: ${r.serviceType}, desde ${classWhen(r)}` : `Clase: ${preferredWhen(r)}`);
