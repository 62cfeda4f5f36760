import { minutesToTime, serviceTypeLabel, timeToMinutes, type Appointment } from '@adiestra/shared';
import { formatDay } from '@/lib/format-day';

/** "29/03/2026 · 10:00–11:00" */
export function appointmentWhen(
  a: Pick<Appointment, 'scheduledDate' | 'scheduledTime' | 'duration'>,
) {
  const end = minutesToTime((timeToMinutes(a.scheduledTime) + a.duration) % 1440);
  return `${formatDay(a.scheduledDate)} · ${a.scheduledTime}–${end}`;
}

/** "Entrenamiento Básico · 60 min" */
export function appointmentService(a: Pick<Appointment, 'serviceType' | 'duration'>) {
  return `${serviceTypeLabel(a.serviceType)} · ${a.duration} min`;
}

/** "Rocky (Labrador, 3 años)" */
export function dogSummary(a: { dogName: string; dogBreed: string | null; dogAge: number | null }) {
  const age = a.dogAge === null ? null : `${a.dogAge} ${a.dogAge === 1 ? 'año' : 'años'}`;
  const details = [a.dogBreed, age].filter(Boolean).join(', ');
  return details ? `${a.dogName} (${details})` : a.dogName;
}

/**
 * Issue 28: an appointment's notes go to the owner, in the confirmation or change e-mail and in
 * its calendar file; the forms say so, so nothing private is written there.
 */
export const NOTES_SHARED_HINT =
  'El cliente verá estas notas en el e-mail y en el archivo de calendario de la cita. No escribas nada privado.';
