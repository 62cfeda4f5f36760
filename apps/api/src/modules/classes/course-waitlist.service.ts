import { COURSE_MESSAGES, WAITLIST_MESSAGES, type CourseEnrolInput } from '@adiestra/shared';
import type { Db } from '../../db/client.ts';
import { conflict, notFound } from '../../lib/app-error.ts';
import { UNIQUE_VIOLATION, sqlState } from '../../lib/db-errors.ts';
import type { Tx } from '../../lib/trainer-lock.ts';
import { assertBookingGate } from '../consents/index.ts';
import * as waitlist from './class-waitlist.repository.ts';
import * as repository from './courses.repository.ts';
import { enrolInCourse, trainerCoursePlace, type CoursePlace } from './courses.service.ts';
import { swapWithNeighbour } from './class-waitlist.service.ts';
import { offerCoursePlaces } from './waitlist-offers.service.ts';
import { confirmPlaces, type ConfirmContext } from './place-mails.service.ts';

// Issue 29, decision 0083: a course's waiting list is the classes' waiting list (the same rows,
// offers, mails and expiry sweep) naming the course; an accepted offer enrols in the course.

const courseNotFound = () => notFound(COURSE_MESSAGES.notFound);

/**
 * The one way onto a course's waiting list: only of a full course (a class still to come without
 * a free place), by a dog not enrolled in it that the service admits, once per dog (the unique
 * index decides between two racing joins). Under the course row's lock.
 */
export async function joinCourseWaitlist(db: Db | Tx, dog: CoursePlace, today: string) {
  await db.transaction(async (tx) => {
    const course = await repository.selectOwnCourse(tx, dog.businessId, dog.courseId, true);
    if (!course) throw courseNotFound();
    const remaining = await repository.selectScheduledFrom(tx, dog.businessId, dog.courseId, today);
    const { started } = await repository.selectClassesFrom(tx, dog.businessId, dog.courseId, today);
    if (remaining.length === 0) throw conflict(COURSE_MESSAGES.finished);
    if (started && !course.lateJoin) throw conflict(COURSE_MESSAGES.started);
    const live = await repository.selectCourseEnrolmentsOf(tx, [dog.dogId]);
    if (live.some((e) => e.courseId === dog.courseId))
      throw conflict(COURSE_MESSAGES.alreadyEnrolled);
    if (remaining.every((c) => c.enrolled + c.offered < c.places))
      throw conflict(WAITLIST_MESSAGES.notFull);
    await assertBookingGate(
      tx,
      dog.businessId,
      {
        serviceId: course.serviceId,
        clientId: dog.clientId,
        dogId: dog.dogId,
        day: remaining[0]!.date,
      },
      'este curso',
    );
    await waitlist.insertEntry(tx, dog).catch((error: unknown) => {
      if (sqlState(error) === UNIQUE_VIOLATION) throw conflict(WAITLIST_MESSAGES.alreadyWaiting);
      throw error;
    });
  });
}

/** The trainer puts one of their clients' dogs on a course's waiting list. */
export async function joinCourseForClient(
  db: Db,
  businessId: string,
  courseId: string,
  input: CourseEnrolInput,
  today: string,
) {
  await joinCourseWaitlist(db, await trainerCoursePlace(db, businessId, courseId, input), today);
}

/** One step up or down a course's list (issue 29: the trainer reorders it), under its lock. */
export async function moveCourseEntry(
  db: Db,
  businessId: string,
  target: { courseId: string; entryId: string },
  direction: 'up' | 'down',
) {
  await db.transaction(async (tx) => {
    if (!(await repository.selectOwnCourse(tx, businessId, target.courseId, true)))
      throw courseNotFound();
    await swapWithNeighbour(
      tx,
      businessId,
      { courseId: target.courseId },
      target.entryId,
      direction,
    );
  });
}

/** An entry taken off a course's list; an open offer's places pass to the next. */
export async function removeCourseEntry(
  db: Db,
  target: { businessId: string; courseId: string; entryId: string },
  now: Date,
  appUrl: string,
) {
  await db.transaction(async (tx) => {
    if (!(await repository.selectOwnCourse(tx, target.businessId, target.courseId, true)))
      throw courseNotFound();
    const removed = await waitlist.deleteLiveEntry(
      tx,
      target.businessId,
      { courseId: target.courseId },
      target.entryId,
    );
    if (!removed) throw notFound(WAITLIST_MESSAGES.entryNotFound);
    if (removed.status === 'offered') await offerCoursePlaces(tx, target, now, appUrl);
  });
}

/**
 * An offered course place accepted: the offer closed (only if open and in time) and the dog
 * enrolled in the course through the one course enrolment, in one transaction under the course
 * row's lock. Racing the expiry sweep, exactly one of the two closes the offer.
 */
export async function acceptCourseOffer(
  db: Db,
  entry: { businessId: string; courseId: string; id: string; clientId: string; dogId: string },
  clock: ConfirmContext,
  today: string,
) {
  await db.transaction(async (tx) => {
    await repository.selectOwnCourse(tx, entry.businessId, entry.courseId, true);
    if (!(await waitlist.closeOffer(tx, entry, 'enrolled', clock.now)))
      throw conflict(WAITLIST_MESSAGES.noOffer);
    const { businessId, courseId, clientId, dogId } = entry;
    const courseEnrolmentId = await enrolInCourse(
      tx,
      { businessId, courseId, clientId, dogId },
      { today, now: clock.now },
    );
    await confirmPlaces(tx, businessId, { courseEnrolmentId }, clock);
  });
}
