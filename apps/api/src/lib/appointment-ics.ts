import { serviceTypeLabel, timeToMinutes, zonedToUtc, type Appointment } from '@adiestra/shared';
import { buildIcs } from './ics.ts';

/** What the calendar file needs to know of the trainer. */
export interface IcsTrainer {
  firstName: string;
  lastName: string;
  email: string;
  timeZone: string;
}

export const trainerFullName = (t: IcsTrainer) => `${t.firstName} ${t.lastName}`.trim();

/**
 * The appointment's calendar event. Every file of one appointment (approval, change, cancellation)
 * comes from here, so they share the UID a calendar app uses to replace the event it holds.
 */
export function appointmentIcs(
  trainer: IcsTrainer,
  appointment: Appointment,
  options: { method: 'PUBLISH' | 'REQUEST' | 'CANCEL'; sequence: number; now: Date },
): string {
  const start = zonedToUtc(
    appointment.scheduledDate,
    timeToMinutes(appointment.scheduledTime),
    trainer.timeZone,
  );
  const name = trainerFullName(trainer);
  return buildIcs({
    uid: `${appointment.id}@adiestra`,
    stamp: options.now,
    method: options.method,
    sequence: options.sequence,
    start,
    end: new Date(start.getTime() + appointment.duration * 60_000),
    summary: `${serviceTypeLabel(appointment.serviceType)} con ${name}`,
    description: [`Perro: ${appointment.dogName}`, appointment.notes ?? '']
      .filter(Boolean)
      .join('\n'),
    organizer: { name, email: trainer.email },
    ...(options.method === 'PUBLISH'
      ? {}
      : { attendee: { name: appointment.clientName, email: appointment.clientEmail } }),
  });
}
