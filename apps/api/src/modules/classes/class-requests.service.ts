import {
  CLASS_MESSAGES,
  CLASS_REQUEST_MESSAGES,
  COURSE_MESSAGES,
  coursePriceFor,
  timeToMinutes,
  todayIn,
  zonedToUtc,
  type ClassEnrolmentMode,
} from '@adiestra/shared';
import type { Db } from '../../db/client.ts';
import { conflict, notFound } from '../../lib/app-error.ts';
import type { Tx } from '../../lib/trainer-lock.ts';
import { selectClasses } from '../../read-models/class-views.ts';
import { selectGivenBy } from '../../read-models/trainer-tags.ts';
import {
  selectPublicClasses,
  selectPublicCourseClasses,
} from '../../read-models/public-classes.ts';
import { getOwnerAreaSettings } from '../owners/index.ts';

// Issue 29: what the classes module tells the booking page and the requests of places
// (decisions 0090, 0091) — which classes are open to a request, and whether a trainer's known
// clients enrol directly. Nothing here writes: a place is only ever taken through enrolDog.

interface Trainer {
  id: string;
  timeZone: string;
}

type Row = Awaited<ReturnType<typeof selectPublicClasses>>[number];

const started = (row: { date: string; time: string }, trainer: Trainer, now: Date) =>
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

type CourseClassRow = Awaited<ReturnType<typeof selectPublicCourseClasses>>[number];

/**
 * Issue 45 (decision 0138): a trainer's courses as one offer each, from their classes still to
 * come. A course that has started (a class before today, or today's first one already begun) is
 * offered only when the trainer admits late joiners, for the classes left at their share of the
 * price; its free places are those free in every class still to come.
 */
function toPublicCourses(rows: CourseClassRow[], trainer: Trainer, now: Date) {
  const byCourse = new Map<string, CourseClassRow[]>();
  for (const row of rows) byCourse.set(row.courseId, [...(byCourse.get(row.courseId) ?? []), row]);
  return [...byCourse.values()].flatMap((all) => {
    const head = all[0]!;
    const begunToday = all.filter((row) => started(row, trainer, now));
    const left = all.filter((row) => !started(row, trainer, now));
    const isStarted = head.started || begunToday.length > 0;
    if (left.length === 0 || (isStarted && !head.lateJoin)) return [];
    // A class begun today is not counted (enrolInCourse reads the day): the dog gets its place.
    const taken = isStarted ? all : left;
    const first = taken[0]!;
    const last = taken[taken.length - 1]!;
    return [
      {
        id: head.courseId,
        name: head.name,
        serviceId: head.serviceId,
        serviceName: head.serviceName,
        firstDate: first.date,
        lastDate: last.date,
        classCount: taken.length,
        time: first.time.slice(0, 5),
        duration: first.duration,
        place: first.place,
        free: Math.max(0, Math.min(...taken.map((c) => c.places - c.enrolled - c.offered))),
        priceCents: coursePriceFor(head.priceCents, taken.length, head.classCount),
        payment: head.payment,
        minAgeMonths: head.minAgeMonths,
        maxAgeMonths: head.maxAgeMonths,
        requiredConsents: head.requiredConsents,
      },
    ];
  });
}
export type OfferedCourse = ReturnType<typeof toPublicCourses>[number];

/** The trainer's courses the booking page lists, soonest first (full ones too: "Completo"). */
export async function publicCoursesOf(db: Db, trainer: Trainer, now: Date) {
  const rows = await selectPublicCourseClasses(db, trainer.id, {
    fromDate: todayIn(trainer.timeZone, now),
  });
  return toPublicCourses(rows, trainer, now);
}

/**
 * One of the trainer's courses a place may be asked in: one the booking page offers (another
 * trainer's, a private service's unless `anyService`, a finished or started one not admitting
 * late joiners is not found), with a place free in every class to come (full: refused).
 */
export async function courseOpenToRequests(
  db: Db | Tx,
  trainer: Trainer,
  courseId: string,
  context: { now: Date; anyService?: boolean },
) {
  const { now, anyService = false } = context;
  const rows = await selectPublicCourseClasses(db, trainer.id, {
    fromDate: todayIn(trainer.timeZone, now),
    courseId,
    anyService,
  });
  const [offered] = toPublicCourses(rows, trainer, now);
  if (!offered) throw notFound(COURSE_MESSAGES.notFound);
  if (offered.free === 0) throw conflict(CLASS_REQUEST_MESSAGES.courseFull);
  return offered;
}

/** The trainer's choice in Ajustes for their known clients (decision 0090). */
export async function enrolmentModeOf(
  db: Db | Tx,
  businessId: string,
): Promise<ClassEnrolmentMode> {
  return (await getOwnerAreaSettings(db, businessId)).classEnrolment;
}

/**
 * The class as the owner's mails describe it (in a school, with who gives it: decision 0147), or
 * null when it is not the trainer's.
 */
export async function mailClassOf(db: Db | Tx, businessId: string, classId: string) {
  const [row] = await selectClasses(db, businessId, { id: classId });
  if (!row) return null;
  const givenBy = (await selectGivenBy(db, businessId))(row.trainerId);
  return {
    serviceName: row.serviceName,
    date: row.date,
    time: row.time.slice(0, 5),
    place: row.place,
    givenBy,
  };
}
