import {
  COURSE_MESSAGES,
  OWNER_CLASS_MESSAGES,
  OWNER_COURSE_MESSAGES,
  WAITLIST_MESSAGES,
  coursePriceFor,
  timeToMinutes,
  todayIn,
  zonedToUtc,
  type MakeupInput,
  type OwnerCourse,
} from '@adiestra/shared';
import type { Db } from '../../db/client.ts';
import { conflict, invalid, notFound } from '../../lib/app-error.ts';
import { selectWaitlistOf } from './class-waitlist.repository.ts';
import {
  acceptCourseOffer,
  joinCourseWaitlist,
  removeCourseEntry,
} from './course-waitlist.service.ts';
import * as repository from './courses.repository.ts';
import { cancelCourseEnrolment, enrolInCourse, useMakeup } from './courses.service.ts';
import { enrolmentModeOf } from './class-requests.service.ts';
import { confirmPlaces } from './place-mails.service.ts';
import { outsideNotice } from './class-notice.ts';
import { givenByOf, ownerReach } from './owner-classes.service.ts';

// Issue 29, the owner's side of courses in Mi área: the courses of their trainers still to come
// (or over, with a make-up left to use), a dog enrolled (or on the waiting list), a course
// cancelled in time, a make-up used. Through the same services as the trainer's; another owner's
// or trainer's is a 404.

/**
 * A place attended once marked; missed when its day passed unmarked (a make-up credit); ended
 * once its class's end time passed today (issue 45: not "Próxima" until midnight).
 */
function placeState(
  p: { date: string; time: string; duration: number; attended: boolean },
  trainer: { timeZone: string },
  now: Date,
) {
  if (p.attended) return 'attended' as const;
  if (p.date < todayIn(trainer.timeZone, now)) return 'missed' as const;
  const end = zonedToUtc(p.date, timeToMinutes(p.time.slice(0, 5)) + p.duration, trainer.timeZone);
  return end.getTime() <= now.getTime() ? ('ended' as const) : ('upcoming' as const);
}

/** Mi área's courses: every course of the owner's trainers with a class still to come. */
export async function ownerCourses(db: Db, email: string, now: Date): Promise<OwnerCourse[]> {
  const { dogs, trainers } = await ownerReach(db, email);
  if (trainers.length === 0) return [];
  const dogIds = dogs.map((d) => d.dogId);
  const [modes, givenBy] = await Promise.all([
    Promise.all(trainers.map((t) => enrolmentModeOf(db, t.id))),
    givenByOf(db, trainers),
  ]);
  const [rows, enrolments, entries] = await Promise.all([
    repository.selectCourses(
      db,
      trainers.map((t) => t.id),
    ),
    repository.selectCourseEnrolmentsOf(db, dogIds),
    selectWaitlistOf(db, dogIds),
  ]);
  const result: OwnerCourse[] = [];
  for (const row of rows) {
    const trainer = trainers.find((t) => t.id === row.businessId)!;
    const today = todayIn(trainer.timeZone, now);
    const remaining = await repository.selectScheduledFrom(db, row.businessId, row.id, today);
    const next = remaining[0];
    const started = row.firstDate < today;
    const own = enrolments.filter((e) => e.courseId === row.id);
    const ownIds = own.map((e) => e.id);
    const credits = await repository.selectMakeupCredits(db, ownIds, today);
    // A finished course stays while one of the owner's dogs may still make up a missed class:
    // its last classes' credits can only be used once it is over (decision 0082).
    const makeupLeft = (enrolmentId: string) => {
      const mine = credits.filter((c) => c.courseEnrolmentId === enrolmentId);
      const used = mine.filter((c) => c.makeupClassId).length;
      return used < row.makeupLimit && mine.length > used;
    };
    if (!next && !ownIds.some(makeupLeft)) continue;
    const [classes, places] = await Promise.all([
      repository.selectCourseClasses(db, row.businessId, row.id),
      repository.selectCoursePlaces(db, ownIds),
    ]);
    result.push({
      id: row.id,
      trainerName: trainer.businessName ?? `${trainer.firstName} ${trainer.lastName}`.trim(),
      givenBy: givenBy(row),
      name: row.name,
      serviceName: row.serviceName,
      firstDate: row.firstDate,
      lastDate: row.lastDate,
      time: row.time.slice(0, 5),
      place: row.place,
      classCount: row.classCount,
      places: row.places,
      started,
      classes: classes.map((c) => ({
        id: c.id,
        date: c.date,
        time: c.time.slice(0, 5),
        cancelled: c.status === 'cancelled',
      })),
      remaining: remaining.length,
      priceCents: row.priceCents,
      payment: row.payment,
      priceNowCents: coursePriceFor(row.priceCents, remaining.length, row.classCount),
      free: next
        ? Math.max(0, Math.min(...remaining.map((c) => c.places - c.enrolled - c.offered)))
        : 0,
      open: !!next && (!started || row.lateJoin),
      enrolment: modes[trainers.indexOf(trainer)]!,
      makeupLimit: row.makeupLimit,
      makeupClasses:
        credits.length > 0
          ? (
              await repository.selectMakeupClasses(
                db,
                row,
                today,
                own.map((e) => e.dogId),
              )
            ).map((c) => ({
              ...c,
              time: c.time.slice(0, 5),
            }))
          : [],
      dogs: dogs
        .filter(
          (d) => d.businessId === row.businessId && (next || own.some((e) => e.dogId === d.dogId)),
        )
        .map((d) => {
          const enrolment = own.find((e) => e.dogId === d.dogId);
          const entry = entries.find((e) => e.courseId === row.id && e.dogId === d.dogId);
          return {
            id: d.dogId,
            name: d.dogName,
            enrolmentId: enrolment?.id ?? null,
            canCancel: !!enrolment && !!next && outsideNotice(next, trainer, now),
            classes: places
              .filter((p) => enrolment && p.courseEnrolmentId === enrolment.id)
              .map((p) => ({ classId: p.classId, state: placeState(p, trainer, now) })),
            waitlist: entry
              ? {
                  entryId: entry.id,
                  status: entry.status === 'offered' ? ('offered' as const) : ('waiting' as const),
                  position: entry.position,
                  offerExpiresAt: entry.offerExpiresAt?.toISOString() ?? null,
                }
              : null,
            makeups: credits
              .filter((c) => c.courseEnrolmentId === enrolment?.id)
              .map(({ courseEnrolmentId: _id, ...c }) => c),
          };
        }),
    });
  }
  return result;
}

/** One of the owner's dogs and a course of its trainer (another's is not found). */
async function ownerDogForCourse(
  db: Db,
  email: string,
  courseId: string,
  dogId: string,
  now: Date,
) {
  const { dogs, trainers } = await ownerReach(db, email);
  const dog = dogs.find((d) => d.dogId === dogId);
  if (!dog) throw invalid('dogId', OWNER_CLASS_MESSAGES.notYourDog);
  const trainer = trainers.find((t) => t.id === dog.businessId)!;
  if (!(await repository.selectOwnCourse(db, dog.businessId, courseId)))
    throw notFound(COURSE_MESSAGES.notFound);
  return {
    place: { businessId: dog.businessId, courseId, clientId: dog.clientId, dogId },
    trainer,
    today: todayIn(trainer.timeZone, now),
  };
}

export async function enrolInCourseAsOwner(
  db: Db,
  email: string,
  courseId: string,
  dogId: string,
  now: Date,
  appUrl: string,
) {
  const { place, today } = await ownerDogForCourse(db, email, courseId, dogId, now);
  // Decision 0090: a trainer who reviews each place enrols the dog from the course card.
  if ((await enrolmentModeOf(db, place.businessId)) === 'request')
    throw conflict(COURSE_MESSAGES.reviewed);
  await db.transaction(async (tx) => {
    const courseEnrolmentId = await enrolInCourse(tx, place, { today, now });
    await confirmPlaces(tx, place.businessId, { courseEnrolmentId }, { now, appUrl });
  });
}

export async function joinCourseWaitlistAsOwner(
  db: Db,
  email: string,
  courseId: string,
  dogId: string,
  now: Date,
) {
  const { place, today } = await ownerDogForCourse(db, email, courseId, dogId, now);
  await joinCourseWaitlist(db, place, today);
}

/** The owner's live course enrolment `enrolmentId`, or a 404. */
async function ownEnrolment(db: Db, email: string, courseId: string, enrolmentId: string) {
  const { dogs, trainers } = await ownerReach(db, email);
  const live = await repository.selectCourseEnrolmentsOf(
    db,
    dogs.map((d) => d.dogId),
  );
  const enrolment = live.find((e) => e.id === enrolmentId && e.courseId === courseId);
  const dog = dogs.find((d) => d.dogId === enrolment?.dogId);
  if (!enrolment || !dog) throw notFound(COURSE_MESSAGES.enrolmentNotFound);
  return { businessId: dog.businessId, trainer: trainers.find((t) => t.id === dog.businessId)! };
}

/** The owner cancels a course enrolment before the notice window of its next class. */
export async function cancelCourseAsOwner(
  db: Db,
  email: string,
  target: { courseId: string; enrolmentId: string },
  now: Date,
  appUrl: string,
) {
  const { businessId, trainer } = await ownEnrolment(
    db,
    email,
    target.courseId,
    target.enrolmentId,
  );
  const today = todayIn(trainer.timeZone, now);
  const [next] = await repository.selectScheduledFrom(db, businessId, target.courseId, today);
  if (next && !outsideNotice(next, trainer, now))
    throw conflict(OWNER_COURSE_MESSAGES.insideNotice);
  await cancelCourseEnrolment(
    db,
    businessId,
    { courseId: target.courseId, id: target.enrolmentId },
    { now, today, appUrl, by: 'owner' },
  );
}

/** The owner uses a make-up credit of one of their dogs' course enrolments. */
export async function useMakeupAsOwner(
  db: Db,
  email: string,
  target: { courseId: string; enrolmentId: string },
  input: MakeupInput,
  clock: { now: Date; appUrl: string },
) {
  const { businessId, trainer } = await ownEnrolment(
    db,
    email,
    target.courseId,
    target.enrolmentId,
  );
  await useMakeup(db, businessId, { courseId: target.courseId, id: target.enrolmentId }, input, {
    ...clock,
    today: todayIn(trainer.timeZone, clock.now),
  });
}

/** The owner's live entry on a course's waiting list, or a 404. */
async function ownEntry(db: Db, email: string, courseId: string, entryId: string) {
  const { dogs, trainers } = await ownerReach(db, email);
  const entries = await selectWaitlistOf(
    db,
    dogs.map((d) => d.dogId),
  );
  const entry = entries.find((e) => e.id === entryId && e.courseId === courseId);
  if (!entry) throw notFound(WAITLIST_MESSAGES.entryNotFound);
  return { entry, trainer: trainers.find((t) => t.id === entry.businessId)! };
}

/** The offer mail links to Mi área; this signed-in POST takes the course's place. */
export async function acceptCourseOfferAsOwner(
  db: Db,
  email: string,
  target: { courseId: string; entryId: string },
  now: Date,
  appUrl: string,
) {
  const { entry, trainer } = await ownEntry(db, email, target.courseId, target.entryId);
  await acceptCourseOffer(
    db,
    { ...entry, courseId: target.courseId },
    { now, appUrl },
    todayIn(trainer.timeZone, now),
  );
}

export async function leaveCourseWaitlistAsOwner(
  db: Db,
  email: string,
  target: { courseId: string; entryId: string },
  now: Date,
  appUrl: string,
) {
  const { entry } = await ownEntry(db, email, target.courseId, target.entryId);
  await removeCourseEntry(db, { businessId: entry.businessId, ...target }, now, appUrl);
}
