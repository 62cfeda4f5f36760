import {
  CLASS_MESSAGES,
  CLASS_REQUEST_MESSAGES,
  timeToMinutes,
  todayIn,
  zonedToUtc,
  type ClassEnrolmentMode,
} from '@adiestra/shared';
import type { Db } from '../../db/client.ts';
import { conflict, notFound } from '../../lib/app-error.ts';
import type { Tx } from '../../lib/trainer-lock.ts';
import { selectClasses } from '../../read-models/class-views.ts';
import { selectPublicClasses } from '../../read-models/public-classes.ts';
import { getOwnerAreaSettings } from '../owners/index.ts';

// Issue 29: what the classes module tells the booking page and the requests of places
// (decisions 0090, 0091) — which classes are open to a request, and whether a trainer's known
// clients enrol directly. Nothing here writes: a place is only ever taken through enrolDog.

interface Trainer {
  id: string;
  timeZone: string;
}

type Row = Awaited<ReturnType<typeof selectPublicClasses>>[number];

const started = (row: Row, trainer: Trainer, now: Date) =>
  zonedToUtc(row.date, timeToMinutes(row.time.slice(0, 5)), trainer.timeZone).getTime() <=
  now.getTime();

/** A class as the booking page shows it: no roster, only the places still free. */
const toPublic = ({ places, enrolled, offered, time, ...row }: Row) => ({
  ...row,
  time: time.slice(0, 5),
  free: Math.max(0, places - enrolled - offered),
});
export type OfferedClass = ReturnType<typeof toPublic>;

/** The trainer's classes the booking page lists: not started, full ones too ("Completa"). */
export async function publicClassesOf(db: Db, trainer: Trainer, now: Date) {
  const rows = await selectPublicClasses(db, trainer.id, {
    fromDate: todayIn(trainer.timeZone, now),
  });
  return rows.filter((row) => !started(row, trainer, now)).map(toPublic);
}

/**
 * One of the trainer's classes a place may be asked in: listed by the booking page (another
 * trainer's class, a private service unless `anyService`, a cancelled or started class is not
 * found) and with a free place (a full one is refused: the page shows it as "Completa").
 */
export async function classOpenToRequests(
  db: Db | Tx,
  trainer: Trainer,
  classId: string,
  context: { now: Date; anyService?: boolean },
) {
  const { now, anyService = false } = context;
  const [row] = await selectPublicClasses(db, trainer.id, {
    fromDate: todayIn(trainer.timeZone, now),
    id: classId,
    anyService,
  });
  if (!row || started(row, trainer, now)) throw notFound(CLASS_MESSAGES.notFound);
  const offered = toPublic(row);
  if (offered.free === 0) throw conflict(CLASS_REQUEST_MESSAGES.full);
  return offered;
}

/** The trainer's choice in Ajustes for their known clients (decision 0090). */
export async function enrolmentModeOf(
  db: Db | Tx,
  businessId: string,
): Promise<ClassEnrolmentMode> {
  return (await getOwnerAreaSettings(db, businessId)).classEnrolment;
}

/** The class as the owner's mails describe it, or null when it is not the trainer's. */
export async function mailClassOf(db: Db | Tx, businessId: string, classId: string) {
  const [row] = await selectClasses(db, businessId, { id: classId });
  return row
    ? { serviceName: row.serviceName, date: row.date, time: row.time.slice(0, 5), place: row.place }
    : null;
}
