import { SESSION_APPOINTMENT_MESSAGES, wallClock } from '@adiestra/shared';
import type {
  SessionCreatePayload,
  SessionUpdatePayload,
  SessionStats,
  SessionTimeline,
  TrainingSession,
} from '@adiestra/shared';
import type { Db } from '../../db/client.ts';
import { conflict, notFound } from '../../lib/app-error.ts';
import { FOREIGN_KEY_VIOLATION, UNIQUE_VIOLATION, sqlState } from '../../lib/db-errors.ts';
import { pageInfo } from '../../lib/pagination.ts';
import { type Tx, underTrainerLock } from '../../lib/trainer-lock.ts';
import { assertAppointmentOfDog, completeForSession } from '../appointments/index.ts';
import { closeOpenChanges } from '../owners/index.ts';
import { useBonoForSession } from '../bonos/index.ts';
import { assertOwnDog, dogNotFound } from '../dogs/index.ts';
import {
  selectOwnSession,
  selectSessionPage,
  toDto,
  type SessionListFilters,
} from '../../read-models/session-list.ts';
import * as repository from './sessions.repository.ts';

export { TIMELINE_CAP } from './sessions.repository.ts';

/**
 * Issue 20: the erased client's dogs' sessions, deleted in the erasure's transaction before the
 * client (whose deletion takes the dogs by their foreign keys' cascade): the payments the erasure
 * has just anonymised must see their session go first. Returns how many went.
 */
export const deleteSessionsOfDogs = (tx: Tx, businessId: string, dogIds: string[]) =>
  repository.deleteSessionsOfDogs(tx, businessId, dogIds);
const sessionNotFound = () => notFound('Sesión no encontrada');

/** The business whose sessions are read: its id is the tenant, its zone decides the months. */
interface Business {
  id: string;
  timeZone: string;
}

/** The member who records a session: it lands in their business, with them as who gave it. */
interface SessionAuthor {
  id: string;
  businessId: string;
  timeZone: string;
}

export async function listSessions(
  db: Db,
  business: Business,
  filters: SessionListFilters,
  page: number,
  limit: number,
) {
  const { rows, total } = await selectSessionPage(db, business, filters, page, limit);
  return { sessions: rows.map(toDto), pagination: pageInfo(page, limit, total) };
}

export async function getSession(db: Db, businessId: string, id: string): Promise<TrainingSession> {
  const row = await selectOwnSession(db, businessId, id);
  if (!row) throw sessionNotFound();
  return toDto(row);
}

/** A dog deleted between the check and the write fails the foreign key: still a 404. */
async function orDogGone<T>(write: Promise<T>): Promise<T> {
  try {
    return await write;
  } catch (error) {
    if (sqlState(error) === FOREIGN_KEY_VIOLATION) throw dogNotFound();
    throw error;
  }
}

/** An appointment has one session at most (the database's unique index says the same). */
async function refuseSecondSession(tx: Tx, businessId: string, appointmentId: string) {
  if (await repository.selectSessionOfAppointment(tx, businessId, appointmentId)) {
    throw conflict(SESSION_APPOINTMENT_MESSAGES.alreadyRecorded);
  }
}

/**
 * A dog deleted between the check and the write fails its foreign key (still a 404); two writers
 * recording one appointment at once meet the unique index: the later one is told it is recorded.
 */
async function asWritten<T>(write: Promise<T>): Promise<T> {
  try {
    return await orDogGone(write);
  } catch (error) {
    if (sqlState(error) === UNIQUE_VIOLATION) {
      throw conflict(SESSION_APPOINTMENT_MESSAGES.alreadyRecorded);
    }
    throw error;
  }
}

/**
 * A new session. With `appointmentId` ('Registrar sesión') the appointment it records is marked
 * COMPLETED in the same transaction, so neither happens without the other, and the session keeps
 * the link: one session per appointment, billed once with it (decision 0016). Given with a service
 * it uses one unit of the dog's client's bono for it, valid on the session's day in the trainer's
 * zone (issue 18) — unless it records an appointment that already used one; the answer says
 * which, so the screen can offer to undo it.
 */
export async function createSession(
  db: Db,
  caller: SessionAuthor,
  input: SessionCreatePayload,
  now: Date,
) {
  const { businessId } = caller;
  const business = { id: businessId, timeZone: caller.timeZone };
  const { appointmentId, ...session } = input;
  await assertOwnDog(db, businessId, session.dogId);
  const write = async (tx: Tx) => {
    if (appointmentId) {
      await completeForSession(tx, business, appointmentId, session.dogId, {
        now,
        effects: { closeOpenChanges },
      });
      await refuseSecondSession(tx, businessId, appointmentId);
    }
    // The signed-in member records the session they gave (decision 0134).
    const id = await repository.insertSession(tx, businessId, caller.id, {
      ...session,
      appointmentId: appointmentId ?? null,
    });
    const bonoUse = session.serviceId
      ? await useBonoForSession(tx, {
          businessId,
          dogId: session.dogId,
          serviceId: session.serviceId,
          sessionId: id,
          appointmentId,
          on: wallClock(new Date(session.date), caller.timeZone).date,
        })
      : null;
    return { id, bonoUse };
  };
  // Completing an appointment changes booked time: under the trainer's lock, like every such change.
  const { id, bonoUse } = await asWritten(
    appointmentId ? underTrainerLock(db, businessId, write) : db.transaction(write),
  );
  const created = await getSession(db, businessId, id);
  return bonoUse ? { ...created, bonoUse } : created;
}

/**
 * An edit. `appointmentId` absent keeps the link, null removes it, another id links the session
 * to that appointment as on creation (the caller's, of the session's dog, not cancelled, not
 * recorded yet: it becomes COMPLETED). A linked session keeps the appointment's dog. Bono units
 * are not moved by an edit: a unit is used or undone by hand.
 */
export async function updateSession(
  db: Db,
  caller: SessionAuthor,
  id: string,
  input: SessionUpdatePayload,
  now: Date,
) {
  const { businessId } = caller;
  const business = { id: businessId, timeZone: caller.timeZone };
  const { appointmentId, ...session } = input;
  await assertOwnDog(db, businessId, session.dogId);
  const write = async (tx: Tx) => {
    const current = await repository.lockOwnSessionLink(tx, businessId, id);
    if (!current) throw sessionNotFound();
    const linked = appointmentId === undefined ? current.appointmentId : appointmentId;
    if (linked && linked !== current.appointmentId) {
      await completeForSession(tx, business, linked, session.dogId, {
        now,
        effects: { closeOpenChanges },
      });
      await refuseSecondSession(tx, businessId, linked);
    } else if (linked && session.dogId !== current.dogId) {
      await assertAppointmentOfDog(tx, businessId, linked, session.dogId);
    }
    await repository.updateOwnSession(tx, businessId, id, { ...session, appointmentId: linked });
  };
  await asWritten(appointmentId ? underTrainerLock(db, businessId, write) : db.transaction(write));
  return getSession(db, businessId, id);
}

export async function deleteSession(db: Db, businessId: string, id: string) {
  if (!(await repository.deleteOwnSession(db, businessId, id))) throw sessionNotFound();
}

/** Totals over the filtered sessions; "this month" is the calendar month in the trainer's zone. */
export function sessionStats(
  db: Db,
  business: Business,
  filters: SessionListFilters,
): Promise<SessionStats> {
  return repository.sessionStats(db, business, filters);
}

/** One dog's sessions for its progress chart, oldest first; the dog must be the caller's. */
export async function sessionTimeline(
  db: Db,
  businessId: string,
  dogId: string,
): Promise<SessionTimeline> {
  await assertOwnDog(db, businessId, dogId);
  return repository.sessionTimeline(db, businessId, dogId);
}

/**
 * A dog's line of a class report (issue 29, decision 0087): its training session of that class,
 * written once and updated on each save, in the class report's transaction. No bono unit is
 * used here: a class is paid as the classes module says.
 */
export const saveClassSession = (tx: Tx, businessId: string, line: repository.ClassSessionWrite) =>
  repository.upsertClassSession(tx, businessId, line);
