import { serviceTypeLabel, timeToMinutes, zonedToUtc, type Appointment } from '@adiestra/shared';
import { appointmentUid, buildCalendar, classPlaceUid, type IcsPerson } from './ics.ts';

/** What the calendar file needs to know of the trainer. */
export interface IcsTrainer {
  firstName: string;
  lastName: string;
  email: string;
  timeZone: string;
  /** The session place from Ajustes (owner_area_settings), which Ajustes says goes in the file. */
  sessionPlace?: string | null | undefined;
  /** Issue 45: the business name from Ajustes, which the file names, as the mails do. */
  businessName?: string | null | undefined;
  /** In a school, the trainer who gives the session (decision 0140), named in the description. */
  givenBy?: string | null | undefined;
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

/** Who the file names (its ORGANIZER, "… con …"): the business when it has a name, as the mails. */
export const trainerFullName = (t: Pick<IcsTrainer, 'firstName' | 'lastName' | 'businessName'>) =>
  t.businessName?.trim() || `${t.firstName} ${t.lastName}`.trim();

type IcsMethod = 'PUBLISH' | 'REQUEST' | 'CANCEL';

/** A session on the trainer's clock, an appointment's or a class place's. */
interface Session {
  uid: string;
  /** YYYY-MM-DD and HH:MM (or HH:MM:SS, as the row holds it) in the trainer's zone. */
  date: string;
  time: string;
  duration: number;
  summary: string;
  description: string;
  /** Where it is held: a class's own place, else the session place from Ajustes. */
  location?: string | null | undefined;
  attendee?: IcsPerson | undefined;
}

/** A session's event: its UID, its SEQUENCE, its time on the trainer's clock (UTC in the file). */
function sessionEvent(trainer: IcsTrainer, session: Session, method: IcsMethod, sequence: number) {
  const start = zonedToUtc(session.date, timeToMinutes(session.time.slice(0, 5)), trainer.timeZone);
  const name = trainerFullName(trainer);
  return {
    uid: session.uid,
    sequence,
    status: method === 'CANCEL' ? ('CANCELLED' as const) : ('CONFIRMED' as const),
    when: { start, end: new Date(start.getTime() + session.duration * 60_000) },
    summary: session.summary,
    description: session.description,
    location: session.location ?? trainer.sessionPlace,
    organizer: { name, email: trainer.email },
    attendee: method === 'PUBLISH' ? undefined : session.attendee,
  };
}

/** An event's description: in a school, who gives it first (decisions 0140 and 0147). */
const describe = (givenBy: string | null | undefined, ...lines: (string | null)[]) =>
  [givenBy ? `Adiestrador/a: ${givenBy}` : null, ...lines].filter(Boolean).join('\n');

/** One appointment's event. */
function appointmentEvent(
  trainer: IcsTrainer,
  appointment: IcsAppointment,
  method: IcsMethod,
  sequence: number,
) {
  return sessionEvent(
    trainer,
    {
      uid: appointmentUid(appointment.id),
      date: appointment.scheduledDate,
      time: appointment.scheduledTime,
      duration: appointment.duration,
      summary: `${serviceTypeLabel(appointment.serviceType)} con ${trainerFullName(trainer)}`,
      description: describe(trainer.givenBy, `Perro: ${appointment.dogName}`, appointment.notes),
      attendee: { name: appointment.clientName, email: appointment.clientEmail ?? '' },
    },
    method,
    sequence,
  );
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

/** A dog's place in a class (issue 29): the class's service, day, time, length and place. */
export interface IcsClassPlace {
  /** The place's id (class_enrolments.id): the event's UID, so each file of it replaces the last. */
  id: string;
  serviceName: string;
  /** The course the class is one of, when it is. */
  courseName?: string | null | undefined;
  date: string;
  time: string;
  duration: number;
  place: string | null;
  dogName: string;
  /** In a school, the trainer who gives the class (decision 0147), named in the description. */
  givenBy?: string | null | undefined;
  /** The class's SEQUENCE: one more each time it moved (0 when it never did). */
  sequence?: number | undefined;
}

/**
 * The calendar file of a dog's places in classes (a class, or a course's classes): one event per
 * place, each with the place's own UID, so the confirmation, the reminder and the Mi área
 * download of one place are the same event to a calendar app. A moved class's mail is a REQUEST
 * and a cancelled one's a CANCEL, addressed to the owner, at the class's higher SEQUENCE.
 */
export function classPlacesIcs(
  trainer: IcsTrainer,
  places: readonly IcsClassPlace[],
  options: { now: Date; method?: IcsMethod; attendee?: IcsPerson },
): string {
  const method = options.method ?? 'PUBLISH';
  return buildCalendar({
    method,
    stamp: options.now,
    events: places.map((place) =>
      sessionEvent(
        trainer,
        {
          uid: classPlaceUid(place.id),
          date: place.date,
          time: place.time,
          duration: place.duration,
          summary: `${place.courseName ?? place.serviceName} con ${trainerFullName(trainer)}`,
          description: describe(place.givenBy, `Clase en grupo. Perro: ${place.dogName}`),
          location: place.place,
          attendee: options.attendee,
        },
        method,
        place.sequence ?? 0,
      ),
    ),
  });
}
