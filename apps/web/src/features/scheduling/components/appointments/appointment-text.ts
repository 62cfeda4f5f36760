import {
  dogDescription,
  formatDuration,
  minutesToTime,
  serviceTypeLabel,
  timeToMinutes,
  type Appointment,
} from '@adiestra/shared';
import { formatDay } from '@/lib/format-day';

/** "29/03/2026 · 10:00–11:00" */
export function appointmentWhen(
  a: Pick<Appointment, 'scheduledDate' | 'scheduledTime' | 'duration'>,
) {
  const end = minutesToTime((timeToMinutes(a.scheduledTime) + a.duration) % 1440);
  return `${formatDay(a.scheduledDate)} · ${a.scheduledTime}–${end}`;
}

/** "Entrenamiento Básico · 1 h" */
export function appointmentService(a: Pick<Appointment, 'serviceType' | 'duration'>) {
  return `${serviceTypeLabel(a.serviceType)} · ${formatDuration(a.duration)}`;
}

/** "Rocky (Labrador, 3 años)": the shared wording the mails use too (issue 27). */
export const dogSummary = dogDescription;

/**
 * Issue 28: an appointment's notes go to the owner, in the confirmation or change e-mail and in
 * its calendar file; the forms say so, so nothing private is written there.
 */
export const NOTES_SHARED_HINT =
  'El cliente verá estas notas en el e-mail y en el archivo de calendario de la cita. No escribas nada privado.';
