import { serviceTypeLabel, timeToMinutes, zonedToUtc, type Appointment } from '@adiestra/shared';
import { appointmentUid, buildCalendar } from './ics.ts';

/** What the calendar file needs to know of the trainer. */
export interface IcsTrainer {
  firstName: string;
  lastName: string;
  email: string;
  timeZone: string;
  /** The session place from Ajustes (owner_area_settings), which Ajustes says goes in the file. */
  sessionPlace?: string | null | undefined;
}

/** The appointment's fields the file shows (the DTO or the row: the time may carry seconds). */
export type IcsAppointment = Pick<
  Appointment,
  | 'id'
  | 'scheduledDate'
  | 'scheduledTime'
  | 'duration'
  | 'serviceType'
  | 'dogName'
  | 'notes'
  | 'clientName'
  | 'clientEmail'
>;

export const trainerFullName = (t: Pick<IcsTrainer, 'firstName' | 'lastName'>) =>
  `${t.firstName} ${t.lastName}`.trim();

type IcsMethod = 'PUBLISH' | 'REQUEST' | 'CANCEL';

/** One appointment's event: its UID, its SEQUENCE, its time on the trainer's clock. */
function appointmentEvent(
  trainer: IcsTrainer,
  appointment: IcsAppointment,
  method: IcsMethod,
  sequence: number,
) {
  const start = zonedToUtc(
    appointment.scheduledDate,
    timeToMinutes(appointment.scheduledTime.slice(0, 5)),
    trainer.timeZone,
  );
  const name = trainerFullName(trainer);
  return {
    uid: appointmentUid(appointment.id),
    sequence,
    status: method === 'CANCEL' ? ('CANCELLED' as const) : ('CONFIRMED' as const),
    when: { start, end: new Date(start.getTime() + appointment.duration * 60_000) },
    summary: `${serviceTypeLabel(appointment.serviceType)} con ${name}`,
    description: [`Perro: ${appointment.dogName}`, appointment.notes ?? '']
      .filter(Boolean)
      .join('\n'),
    location: trainer.sessionPlace,
    organizer: { name, email: trainer.email },
    attendee:
      method === 'PUBLISH'
        ? undefined
        : { name: appointment.clientName, email: appointment.clientEmail },
  };
}

/**
 * The appointment's calendar file for its owner. Every file of one appointment (approval, change,
 * cancellation, the Mi área download) comes from here, so they share the UID a calendar app uses
 * to replace the event it holds. PUBLISH is a plain copy; REQUEST and CANCEL address the owner.
 */
export function appointmentIcs(
  trainer: IcsTrainer,
  appointment: IcsAppointment,
  options: { method: IcsMethod; sequence: number; now: Date },
): string {
  return seriesIcs(trainer, [{ appointment, sequence: options.sequence }], options);
}

/**
 * The file of several appointments of one weekly series (issue 29): one event per appointment,
 * each with its own UID, so a later change of one week replaces only that week's event.
 */
export function seriesIcs(
  trainer: IcsTrainer,
  items: readonly { appointment: IcsAppointment; sequence: number }[],
  options: { method: IcsMethod; now: Date },
): string {
  return buildCalendar({
    method: options.method,
    stamp: options.now,
    events: items.map(({ appointment, sequence }) =>
      appointmentEvent(trainer, appointment, options.method, sequence),
    ),
  });
}
