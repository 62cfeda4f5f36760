import {
  CLASS_MESSAGES,
  COURSE_MESSAGES,
  courseDates,
  coursePriceFor,
  type Course,
  type CourseDetail,
  type CourseEnrolInput,
  type CoursePayload,
  type MakeupInput,
} from '@adiestra/shared';
import type { Db } from '../../db/client.ts';
import { AppError, conflict, invalid, notFound } from '../../lib/app-error.ts';
import { UNIQUE_VIOLATION, sqlState } from '../../lib/db-errors.ts';
import { uuidv7 } from '../../lib/ids.ts';
import { findClientRow } from '../clients/index.ts';
import { findDogOfClient } from '../dogs/index.ts';
import * as classRepository from './classes.repository.ts';
import { refusingTrainerClash } from './trainer-time.ts';
import { assertGroupService, enrolDog, type EnrolClock } from './classes.service.ts';
import {
  moneyOfCourseEnrolments,
  payForCourseEnrolment,
  refundCourseEnrolment,
} from './class-money.service.ts';
import { hasStarted, moneyOnCancel, outsideNotice } from './class-notice.ts';
import * as repository from './courses.repository.ts';
import type { CourseRow } from './courses.repository.ts';
import { offerCoursePlaces, offerFreedPlaces } from './waitlist-offers.service.ts';
import { confirmPlaces, tellCancelledPlace, type ConfirmContext } from './place-mails.service.ts';
import { waitlistOf } from './class-waitlist.service.ts';
import * as waitlist from './class-waitlist.repository.ts';
import type { Tx } from '../../lib/trainer-lock.ts';

const courseNotFound = () => notFound(COURSE_MESSAGES.notFound);
const hhmm = (time: string | null) => (time ?? '').slice(0, 5);

function toCourseDto({ businessId: _userId, ...row }: CourseRow): Course {
  return { ...row, time: hhmm(row.time) };
}

/** The trainer's courses, latest first. */
export async function listCourses(
  db: Db,
  businessId: string,
  trainerId: string | undefined,
): Promise<Course[]> {
  return (await repository.selectCourses(db, [businessId], undefined, trainerId)).map(toCourseDto);
}

/** A course with its classes, its enrolments and each enrolment's make-up credits. */
export async function getCourse(
  db: Db,
  businessId: string,
  id: string,
  today: string,
): Promise<CourseDetail> {
  const [row] = await repository.selectCourses(db, [businessId], id);
  if (!row) throw courseNotFound();
  const [classRows, enrolments, waiting, money] = await Promise.all([
    repository.selectCourseClasses(db, businessId, id),
    repository.selectCourseEnrolments(db, businessId, id),
    waitlistOf(db, businessId, { courseId: id }),
    moneyOfCourseEnrolments(db, businessId, id),
  ]);
  const credits = await repository.selectMakeupCredits(
    db,
    enrolments.filter((e) => e.status === 'enrolled').map((e) => e.id),
    today,
  );
  return {
    ...toCourseDto(row),
    classes: classRows.map((c) => ({ ...c, time: hhmm(c.time) })),
    enrolments: enrolments.map(({ clientFirstName, clientLastName, ...e }) => ({
      ...e,
      clientName: `${clientFirstName} ${clientLastName}`.trim(),
      money: money.get(e.id) ?? { state: 'none', cents: null, paidCents: 0, invoice: null },
      makeups: credits
        .filter((c) => c.courseEnrolmentId === e.id)
        .map(({ courseEnrolmentId: _id, ...c }) => c),
    })),
    waitlist: waiting,
  };
}

/**
 * A course and its N weekly classes, in one transaction: the classes are ordinary classes (the
 * calendar, the roster, attendance and the Panel see them) that name the course.
 */
export async function createCourse(
  db: Db,
  businessId: string,
  input: CoursePayload,
  today: string,
  /** The member who gives the course and each of its classes (decision 0134). */
  trainerId: string,
): Promise<CourseDetail> {
  if (input.date < today) throw invalid('date', CLASS_MESSAGES.past);
  await assertGroupService(db, businessId, input.serviceId);
  const dates = courseDates(input);
  // Decision 0134: refused, whole, when a class falls on its trainer's appointment or class.
  const courseId = await refusingTrainerClash(
    () =>
      db.transaction(async (tx) => {
        const id = await repository.insertCourse(tx, {
          businessId,
          trainerId,
          name: input.name,
          serviceId: input.serviceId,
          classCount: dates.length,
          places: input.places,
          priceCents: input.priceCents,
          payment: input.payment,
          lateJoin: input.lateJoin,
          makeupLimit: input.makeupLimit,
        });
        const seriesId = uuidv7();
        await classRepository.insertClasses(
          tx,
          businessId,
          dates.map((classDate) => ({
            trainerId,
            serviceId: input.serviceId,
            seriesId,
            courseId: id,
            classDate,
            classTime: input.time,
            duration: input.duration,
            place: input.place,
            places: input.places,
            minPlaces: input.minPlaces,
            // Paid per attendance, each class's tap moves the unit by the class path (decision
            // 0099); otherwise the course is paid whole and its classes carry no payment of their own.
            payment: input.payment === 'bono_attendance' ? input.payment : 'price',
          })),
        );
        return id;
      }),
    'time',
  );
  return getCourse(db, businessId, courseId, today);
}

/** A dog's enrolment in a course, whoever asks for it (the trainer, or an owner in Mi área). */
export interface CoursePlace {
  businessId: string;
  courseId: string;
  clientId: string;
  dogId: string;
}

/**
 * The one way a dog enrols in a course: a place in each of its classes still to come, all or
 * none, in one transaction. The course row's lock queues enrolments in the same course; each
 * class's place is counted and capped by the database (decision 0040), so under any number of
 * concurrent enrolments the last place goes to exactly one. A course already started admits a
 * dog only when the trainer allows it, for the price of the classes left.
 */
export async function enrolInCourse(db: Db | Tx, place: CoursePlace, when: EnrolClock) {
  const { today } = when;
  return db.transaction(async (tx) => {
    const course = await repository.selectOwnCourse(tx, place.businessId, place.courseId, true);
    if (!course) throw courseNotFound();
    const from = await repository.selectClassesFrom(tx, place.businessId, place.courseId, today);
    // Issue 45: a class of the course already begun today is not joined: the course has started.
    const [trainer] = await classRepository.selectTrainers(tx, [place.businessId]);
    const remaining = from.remaining.filter((c) => !trainer || !hasStarted(c, trainer, when.now));
    const started = from.started || remaining.length < from.remaining.length;
    if (remaining.length === 0) throw conflict(COURSE_MESSAGES.finished);
    if (started && !course.lateJoin) throw conflict(COURSE_MESSAGES.started);
    // A dog on the course's waiting list that gets a place leaves it (an offer it held is used).
    await waitlist.deleteLiveEntryOfDog(
      tx,
      place.businessId,
      { courseId: place.courseId },
      place.dogId,
    );
    let enrolmentId: string;
    try {
      const { businessId, courseId, clientId, dogId } = place;
      enrolmentId = await repository.insertCourseEnrolment(tx, {
        businessId,
        courseId,
        clientId,
        dogId,
        priceCents: coursePriceFor(course.priceCents, remaining.length, course.classCount),
        classesBought: remaining.length,
      });
    } catch (error) {
      if (sqlState(error) === UNIQUE_VIOLATION) throw conflict(COURSE_MESSAGES.alreadyEnrolled);
      throw error;
    }
    await payForCourseEnrolment(tx, course, {
      clientId: place.clientId,
      courseEnrolmentId: enrolmentId,
      on: remaining[0]!.date,
    });
    for (const cls of remaining) {
      await enrolDog(
        tx,
        {
          businessId: place.businessId,
          classId: cls.id,
          clientId: place.clientId,
          dogId: place.dogId,
          courseEnrolmentId: enrolmentId,
        },
        when,
      ).catch((error: unknown) => {
        if (error instanceof AppError && error.message === CLASS_MESSAGES.full)
          throw conflict(COURSE_MESSAGES.full);
        throw error;
      });
    }
    return enrolmentId;
  });
}

/**
 * A course of the trainer's and one of their clients' dogs, as the trainer names them (another
 * trainer's course is a 404, a client or dog not theirs a field error): who a trainer enrols or
 * puts on the course's waiting list.
 */
export async function trainerCoursePlace(
  db: Db,
  businessId: string,
  courseId: string,
  input: CourseEnrolInput,
): Promise<CoursePlace> {
  if (!(await repository.selectOwnCourse(db, businessId, courseId))) throw courseNotFound();
  await findClientRow(db, businessId, input.clientId).catch(() => {
    throw invalid('clientId', 'Selecciona un cliente');
  });
  await findDogOfClient(db, businessId, input.clientId, input.dogId);
  return { businessId, courseId, ...input };
}

/** The trainer enrols one of their clients' dogs in a course. */
export async function enrol(
  db: Db,
  businessId: string,
  courseId: string,
  input: CourseEnrolInput,
  clock: ConfirmContext & { today: string },
) {
  const place = await trainerCoursePlace(db, businessId, courseId, input);
  await db.transaction(async (tx) => {
    const courseEnrolmentId = await enrolInCourse(tx, place, clock);
    await confirmPlaces(tx, businessId, { courseEnrolmentId }, clock);
  });
  return getCourse(db, businessId, courseId, clock.today);
}

/**
 * A course enrolment given up: every place of it still to come is freed once (and offered to
 * that class's waiting list, decision 0071), in one transaction. Before its first class and
 * outside the trainer's notice, the charge and its bono unit are returned (`refunded`); later,
 * the cancel is late and both stand (decision 0099).
 */
export async function cancelCourseEnrolment(
  db: Db,
  businessId: string,
  target: { courseId: string; id: string },
  clock: {
    now: Date;
    today: string;
    appUrl: string;
    /** Who gives it up: an owner's cancel is also made known to the business (issue 45). */
    by?: 'owner' | 'trainer';
  },
) {
  await db.transaction(async (tx) => {
    const course = await repository.selectOwnCourse(tx, businessId, target.courseId, true);
    if (!course) throw courseNotFound();
    const places = await repository.selectPlacesOf(tx, businessId, target.id);
    const [next] = await classRepository.selectLiveClassPlaces(tx, businessId, {
      courseEnrolmentId: target.id,
    });
    const toCome = places.filter((p) => p.status === 'enrolled' && p.date >= clock.today);
    const [trainer] = await classRepository.selectTrainers(tx, [businessId]);
    const first = places[0];
    const refunded =
      places.every((p) => p.date >= clock.today) &&
      (!first || !trainer || outsideNotice(first, trainer, clock.now));
    const current = await repository.selectCourseEnrolment(tx, businessId, target, true);
    if (
      !current ||
      !(await repository.cancelCourseEnrolment(tx, businessId, target.id, {
        now: clock.now,
        refunded,
      }))
    )
      throw notFound(COURSE_MESSAGES.enrolmentNotFound);
    const bonoBack = refunded && (await refundCourseEnrolment(tx, businessId, target.id));
    // Issue 45: the owner is told what became of the enrolment's money (a late one keeps it).
    const kept = refunded
      ? undefined
      : (await moneyOfCourseEnrolments(tx, businessId, target.courseId)).get(target.id);
    const money = moneyOnCancel(bonoBack, kept);
    if (next)
      await tellCancelledPlace(
        tx,
        businessId,
        next,
        { courseName: course.name, by: clock.by ?? 'trainer', late: !refunded, money },
        clock,
      );
    await repository.cancelPlaces(
      tx,
      businessId,
      toCome.map((p) => p.id),
      clock.now,
    );
    // The course's waiting list first (a whole course's place), then each class's own.
    await offerCoursePlaces(tx, { businessId, courseId: target.courseId }, clock.now, clock.appUrl);
    for (const place of toCome)
      await offerFreedPlaces(tx, { businessId, classId: place.classId }, clock.now, clock.appUrl);
  });
  return getCourse(db, businessId, target.courseId, clock.today);
}

/**
 * A make-up (decision 0082): a class of the course the dog missed (attendance not marked) is made
 * up in a class of the same service outside this course, still to come. The enrolment's row lock
 * runs its make-ups one at a time (the course's limit is counted under it); the place is taken by
 * the one enrolment path (places capped by the database) and the credit recorded once (unique);
 * the owner gets the place's confirmation with its calendar event (issue 45).
 */
export async function useMakeup(
  db: Db,
  businessId: string,
  target: { courseId: string; id: string },
  input: MakeupInput,
  clock: ConfirmContext & { today: string },
) {
  const { today } = clock;
  await db.transaction(async (tx) => {
    const course = await repository.selectOwnCourse(tx, businessId, target.courseId);
    if (!course) throw courseNotFound();
    const enrolment = await repository.selectCourseEnrolment(tx, businessId, target, true);
    if (!enrolment || enrolment.status !== 'enrolled')
      throw notFound(COURSE_MESSAGES.enrolmentNotFound);
    const credits = await repository.selectMakeupCredits(tx, [enrolment.id], today);
    const credit = credits.find((c) => c.missedEnrolmentId === input.missedEnrolmentId);
    if (!credit || credit.makeupClassId) throw conflict(COURSE_MESSAGES.makeupNotFound);
    if ((await repository.countMakeups(tx, businessId, enrolment.id)) >= course.makeupLimit)
      throw conflict(COURSE_MESSAGES.makeupLimit);
    const options = await repository.selectMakeupClasses(tx, course, today, [enrolment.dogId]);
    if (!options.some((c) => c.id === input.classId))
      throw invalid('classId', COURSE_MESSAGES.makeupClass);
    const placeId = await enrolDog(
      tx,
      {
        businessId,
        classId: input.classId,
        clientId: enrolment.clientId,
        dogId: enrolment.dogId,
        makeup: true,
      },
      clock,
    );
    try {
      await repository.insertMakeup(tx, {
        businessId,
        courseEnrolmentId: enrolment.id,
        missedEnrolmentId: input.missedEnrolmentId,
        makeupEnrolmentId: placeId,
      });
    } catch (error) {
      if (sqlState(error) === UNIQUE_VIOLATION) throw conflict(COURSE_MESSAGES.makeupNotFound);
      throw error;
    }
    // Issue 45: the make-up's place is confirmed like any other, with its calendar event.
    await confirmPlaces(tx, businessId, { placeId }, { ...clock, makeup: true });
  });
  return getCourse(db, businessId, target.courseId, today);
}

/** The classes a course's missed classes may be made up in, for the make-up picker. */
export async function makeupClasses(db: Db, businessId: string, courseId: string, today: string) {
  const course = await repository.selectOwnCourse(db, businessId, courseId);
  if (!course) throw courseNotFound();
  const rows = await repository.selectMakeupClasses(db, course, today);
  return rows.map((c) => ({ ...c, time: hhmm(c.time) }));
}
