import {
  CLASS_MESSAGES,
  vaccineStatus,
  weeklyDates,
  type ClassDetail,
  type ClassEnrolInput,
  type ClassPayload,
  type ClassUpdatePayload,
  type GroupClass,
  type WeekClasses,
  restOfWeek,
  todayIn,
} from '@adiestra/shared';
import type { Db } from '../../db/client.ts';
import { conflict, invalid, notFound } from '../../lib/app-error.ts';
import { UNIQUE_VIOLATION, sqlState } from '../../lib/db-errors.ts';
import { businessHolidays, type Holiday } from '../../lib/holidays.ts';
import { uuidv7 } from '../../lib/ids.ts';
import { classCancelledMail, ownerMailSender } from '../../emails/index.ts';
import { findClientRow } from '../clients/index.ts';
import { assertBookingGate } from '../consents/index.ts';
import { findDogOfClient } from '../dogs/index.ts';
import { enqueueMails } from '../outbox/index.ts';
import { mailTrainer } from '../owners/index.ts';
import { findOwnService } from '../services/index.ts';
import type { Tx } from '../../lib/trainer-lock.ts';
import { selectGivenBy } from '../../read-models/trainer-tags.ts';
import * as waitlist from './class-waitlist.repository.ts';
import { waitlistOf } from './class-waitlist.service.ts';
import * as repository from './classes.repository.ts';
import { refusingTrainerClash } from './trainer-time.ts';
import type { ClassRange, ClassRow } from './classes.repository.ts';
import * as courses from './courses.repository.ts';
import { offerFreedPlaces } from './waitlist-offers.service.ts';
import {
  confirmPlaces,
  tellCancelledPlace,
  tellMovedPlaces,
  type ConfirmContext,
} from './place-mails.service.ts';
import { hasStarted, moneyOnCancel, outsideNotice } from './class-notice.ts';
import {
  moneyOfEdit,
  moneyOfNewClass,
  moneyOfPlaces,
  payForAttendance,
  payForPlace,
  refundClass,
  refundPlaces,
} from './class-money.service.ts';

const CHECK_VIOLATION = '23514';
const DAY_MS = 24 * 60 * 60 * 1000;
const classNotFound = () => notFound(CLASS_MESSAGES.notFound);
const hhmm = (time: string) => time.slice(0, 5);

function toClassDto(row: ClassRow): GroupClass & { trainerId: string } {
  return { ...row, time: hhmm(row.time) };
}

/**
 * The business's classes between two dates (both included), cancelled ones too, each with the
 * trainer who gives it (the calendar's colour, decision 0140).
 */
export async function classesBetween(
  db: Db,
  businessId: string,
  range: ClassRange,
): Promise<(GroupClass & { trainerId: string })[]> {
  return (await repository.selectClasses(db, businessId, range)).map(toClassDto);
}

/** The Panel's card: the scheduled classes left this week, with free places and dogs waiting. */
export async function weekClasses(
  db: Db,
  businessId: string,
  today: string,
  trainerId: string | undefined,
): Promise<WeekClasses> {
  const range = restOfWeek(today);
  const rows = await repository.selectWeekClasses(db, businessId, { ...range, trainerId });
  return {
    ...range,
    classes: rows.map(({ offered, ...row }) => ({
      ...row,
      time: hhmm(row.time),
      free: row.places - row.enrolled - offered,
    })),
  };
}

export async function getClass(db: Db, businessId: string, id: string): Promise<ClassDetail> {
  const [row] = await repository.selectClasses(db, businessId, { id });
  if (!row) throw classNotFound();
  const [roster, waiting, money] = await Promise.all([
    repository.selectRoster(db, businessId, id),
    waitlistOf(db, businessId, id),
    moneyOfPlaces(db, businessId, id),
  ]);
  const doses = await repository.selectDoseAlertsOfDogs(
    db,
    businessId,
    roster.map((place) => place.dogId),
    row.date,
  );
  return {
    ...toClassDto(row),
    offered: row.offered,
    minPlacesConfirmed: row.minPlacesConfirmed,
    waitlist: waiting,
    roster: roster.map(({ clientFirstName, clientLastName, ...place }) => ({
      ...place,
      clientName: `${clientFirstName} ${clientLastName}`.trim(),
      money: money.get(place.id) ?? { state: 'none', cents: null, paidCents: 0, invoice: null },
      vaccineAlerts: doses
        .filter((dose) => dose.dogId === place.dogId)
        .map(({ kind, name, expiresOn }) => ({
          kind,
          name,
          expiresOn,
          expired: vaccineStatus(expiresOn, row.date) === 'expired',
        })),
    })),
  };
}

/** A class is of a group service of the caller's (another trainer's id is a 400, as a typo). */
export async function assertGroupService(db: Db, businessId: string, serviceId: string) {
  const service = await findOwnService(db, businessId, serviceId).catch(() => {
    throw invalid('serviceId', CLASS_MESSAGES.serviceNotGroup);
  });
  if (service.kind !== 'group') throw invalid('serviceId', CLASS_MESSAGES.serviceNotGroup);
  return service;
}

/** One class, or a weekly series on the first one's weekday; never starting before today. */
export async function createClasses(
  db: Db,
  businessId: string,
  input: ClassPayload,
  today: string,
  /** The member who gives them (decision 0134). */
  trainerId: string,
): Promise<{ classes: GroupClass[]; warned: Holiday[] }> {
  if (input.date < today) throw invalid('date', CLASS_MESSAGES.past);
  const service = await assertGroupService(db, businessId, input.serviceId);
  const money = moneyOfNewClass(service, input);
  const dates = input.repeat ? weeklyDates(input.date, input.repeat) : [input.date];
  // Decision 0150: the classes that fall on a holiday of the business's community (or on the
  // usually-closed eves) are named in the answer; the trainer cancels or moves the ones to skip.
  const holidays = await businessHolidays(db, businessId, dates[0]!, dates.at(-1)!);
  const warned = dates.flatMap((d) => (holidays.has(d) ? [holidays.get(d)!] : []));
  const seriesId = dates.length > 1 ? uuidv7() : null;
  // Decision 0134: refused, whole, when one of them falls on its trainer's appointment or class.
  const ids = await refusingTrainerClash(
    () =>
      repository.insertClasses(
        db,
        businessId,
        dates.map((classDate) => ({
          trainerId,
          serviceId: input.serviceId,
          seriesId,
          classDate,
          classTime: input.time,
          duration: input.duration,
          place: input.place,
          places: input.places,
          minPlaces: input.minPlaces,
          ...money,
        })),
      ),
    'time',
  );
  const created = await repository.selectClasses(db, businessId, {
    from: input.date,
    to: dates.at(-1)!,
  });
  const classes = created.filter((row) => ids.includes(row.id)).map(toClassDto);
  return { classes, warned };
}

const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

/**
 * A class changed, or (scope 'following') it and the scheduled classes of its series after it:
 * each moves by as many days as this one does and takes its time, place and places. Places below
 * the dogs already enrolled are refused by the database and nothing changes. Places added are
 * offered to the waiting list in the same transaction (decision 0071).
 */
export async function updateClass(
  db: Db,
  businessId: string,
  id: string,
  input: ClassUpdatePayload,
  clock: { today: string; now: Date; appUrl: string },
) {
  const { today } = clock;
  // Decision 0134: a move onto the trainer's appointment or class is refused when it commits.
  await refusingTrainerClash(
    () =>
      db.transaction(async (tx) => {
        // A course's class: the course row is locked first, as every course path locks it before
        // its classes (an accepted course offer, a course enrolment).
        const courseId = (await repository.selectOwnClass(tx, businessId, id))?.courseId;
        if (courseId) await courses.selectOwnCourse(tx, businessId, courseId, true);
        const current = await repository.selectOwnClass(tx, businessId, id, true);
        if (!current) throw classNotFound();
        if (current.status === 'cancelled') throw conflict(CLASS_MESSAGES.cancelled);
        if (current.classDate < today) throw conflict(CLASS_MESSAGES.past);
        if (input.date < today) throw invalid('date', CLASS_MESSAGES.past);
        if (input.scope === 'following' && !current.seriesId)
          throw invalid('scope', CLASS_MESSAGES.notInSeries);
        const change = {
          shiftDays: daysBetween(current.classDate, input.date),
          classTime: input.time,
          duration: input.duration,
          place: input.place,
          places: input.places,
          minPlaces: input.minPlaces,
          ...moneyOfEdit(current, input),
        };
        const target =
          input.scope === 'following' && current.seriesId
            ? { seriesId: current.seriesId, fromDate: current.classDate }
            : { id };
        // An open course offer holds a place in the course's classes from a date: set aside while
        // they move and counted again under their new dates (decision 0083).
        const offers = courseId
          ? await waitlist.setAsideCourseOffers(tx, businessId, courseId)
          : [];
        // Fewer places than those taken and held: the classes' CHECK refuses, nothing changes.
        const belowTaken = (error: unknown) => {
          if (sqlState(error) === CHECK_VIOLATION) throw conflict(CLASS_MESSAGES.belowEnrolled);
          throw error;
        };
        const { changed, moved } = await repository
          .updateClasses(tx, businessId, target, change)
          .catch(belowTaken);
        if (courseId && offers.length > 0) {
          const [first] = await courses.selectScheduledFrom(tx, businessId, courseId, today);
          await waitlist.restoreCourseOffers(tx, businessId, offers, first?.date).catch(belowTaken);
        }
        for (const classId of changed)
          await offerFreedPlaces(tx, { businessId, classId }, clock.now, clock.appUrl);
        // Decision 0100: the owners with a place in a moved class get its updated calendar event.
        await tellMovedPlaces(tx, businessId, moved, clock);
      }),
    'time',
  );
  return getClass(db, businessId, id);
}

/**
 * A class cancelled (one week of a series skipped): its places are given up with it, and each
 * owner with a place or on its waiting list, or on its course's, is told by e-mail, written to the
 * outbox in the same transaction. A course with no class left to come ends its waiting list.
 */
export async function cancelClass(
  db: Db,
  businessId: string,
  id: string,
  now: Date,
  appUrl: string,
  /** Issue 45: why, quoted in every owner's mail. */
  reason: string | null = null,
) {
  await db.transaction(async (tx) => {
    // A course's class: the course row is locked first, as every course path locks it first.
    const courseId = (await repository.selectOwnClass(tx, businessId, id))?.courseId;
    const course = courseId ? await courses.selectOwnCourse(tx, businessId, courseId, true) : null;
    const current = await repository.selectOwnClass(tx, businessId, id, true);
    if (!current) throw classNotFound();
    if (!(await repository.cancelOwnClass(tx, businessId, id)))
      throw conflict(CLASS_MESSAGES.cancelled);
    const [[trainer], owners, waiting, courseWaiting, [described]] = await Promise.all([
      repository.selectTrainers(tx, [businessId]),
      repository.selectPlaceOwners(tx, businessId, id),
      repository.selectWaitingOwners(tx, businessId, { classId: id }),
      course ? repository.selectWaitingOwners(tx, businessId, { courseId: course.id }) : [],
      repository.selectClasses(tx, businessId, { id }),
    ]);
    await repository.cancelEnrolments(tx, businessId, { classId: id }, now);
    // Decision 0084: a class not held charges nobody, and every unit it took goes back.
    const returned = await refundClass(tx, businessId, id);
    // No place will be freed in a cancelled class: its waiting list (and open offers) end too;
    // and a course's, when none of its classes is left to come (decision 0083).
    await waitlist.deleteLiveEntries(tx, businessId, { classId: id });
    const today = trainer ? todayIn(trainer.timeZone, now) : current.classDate;
    const ended =
      !!course &&
      (await courses.selectScheduledFrom(tx, businessId, course.id, today)).length === 0;
    if (course && ended) await waitlist.deleteLiveEntries(tx, businessId, { courseId: course.id });
    if (!trainer || !described) return;
    const sender = await ownerMailSender(tx, mailTrainer(trainer), appUrl);
    // Everyone with a place or a turn on a waiting list is told, when they have an e-mail; in a
    // school, the mail and the file name who was to give it (decision 0147).
    const givenBy = (await selectGivenBy(tx, businessId))(described.trainerId);
    const dto = { ...toClassDto(described), givenBy };
    // Each place's calendar event is cancelled under its UID, above its last SEQUENCE (0100).
    const eventOf = (owner: (typeof owners)[number]) => ({
      event: {
        id: owner.placeId,
        serviceName: dto.serviceName,
        courseName: course?.name ?? null,
        date: dto.date,
        time: dto.time,
        duration: dto.duration,
        place: dto.place,
        dogName: owner.dogName,
        givenBy,
        sequence: current.icsSequence + 1,
      },
      attendeeName: `${owner.clientFirstName} ${owner.clientLastName}`.trim(),
    });
    const told = [
      ...owners.map((owner) => ({
        ...owner,
        waiting: false,
        course: undefined,
        place: eventOf(owner),
        // Issue 45: the owner is told their bono session came back with the class.
        bonoReturned:
          returned.places.has(owner.placeId) ||
          (!!owner.courseEnrolmentId && returned.courseEnrolments.has(owner.courseEnrolmentId)),
      })),
      ...waiting.map((owner) => ({ ...owner, waiting: true, course: undefined, place: undefined })),
      ...courseWaiting.map((owner) => ({
        ...owner,
        waiting: true,
        course: course ? { name: course.name, ended } : undefined,
        place: undefined,
      })),
    ].filter((owner) => owner.clientEmail !== '');
    const mails = await Promise.all(
      told.map((owner) =>
        classCancelledMail(
          sender,
          dto,
          {
            email: owner.clientEmail,
            firstName: owner.clientFirstName,
            dogName: owner.dogName,
            waiting: owner.waiting,
            course: owner.course,
            place: owner.place,
            bonoReturned: 'bonoReturned' in owner ? owner.bonoReturned : false,
          },
          now,
          reason,
        ),
      ),
    );
    await enqueueMails(tx, mails, { businessId, now });
  });
  return getClass(db, businessId, id);
}

/**
 * The trainer holds the class though it is short of its minimum (decision 0079): recorded once,
 * so the prompt stops; a repeat changes nothing. Only a scheduled class still to come.
 */
export async function confirmMinimum(
  db: Db,
  businessId: string,
  id: string,
  clock: { today: string; now: Date },
) {
  const current = await repository.selectOwnClass(db, businessId, id);
  if (!current) throw classNotFound();
  if (current.status === 'cancelled') throw conflict(CLASS_MESSAGES.cancelled);
  if (current.classDate < clock.today) throw conflict(CLASS_MESSAGES.past);
  await repository.confirmMinimum(db, businessId, id, clock.now);
  return getClass(db, businessId, id);
}

/** The day and the instant an enrolment is asked at (the injected clock's). */
export interface EnrolClock {
  today: string;
  now: Date;
}

/** A dog's place, whoever asks for it (the trainer, or an owner in Mi área). */
export interface Place {
  businessId: string;
  classId: string;
  clientId: string;
  dogId: string;
  /** The course enrolment the place is sold with (decision 0081). */
  courseEnrolmentId?: string;
  /** A make-up of a course's missed class: it costs nothing (decision 0082). */
  makeup?: boolean;
  /**
   * The trainer adding a dog that turned up: allowed while the class runs, so the roster (and its
   * attendance and report) says who came. Owners, requests and offers stop at the start.
   */
  walkIn?: boolean;
}

/**
 * The one way a dog takes a place in a class. The place is counted by the database, which
 * refuses the one after the last (decision 0040): under any number of concurrent enrolments,
 * the last place goes to exactly one. The dog must already be the client's (the caller checks);
 * a dog the class's service does not admit yet (vaccines, age, documents) is refused here, for
 * the trainer and the owner alike.
 */
export async function enrolDog(db: Db | Tx, place: Place, when: EnrolClock) {
  // A savepoint when called inside a transaction (an accepted offer): a refusal undoes only this.
  return db.transaction(async (tx) => {
    const current = await repository.selectOwnClass(tx, place.businessId, place.classId, true);
    if (!current) throw classNotFound();
    if (current.status === 'cancelled') throw conflict(CLASS_MESSAGES.cancelled);
    if (current.classDate < when.today) throw conflict(CLASS_MESSAGES.past);
    // Issue 45: a class that has begun (in its trainer's time zone) takes no more dogs, but for
    // the trainer's own walk-ins.
    const [trainer] = await repository.selectTrainers(tx, [place.businessId]);
    if (
      !place.walkIn &&
      trainer &&
      hasStarted({ date: current.classDate, time: current.classTime }, trainer, when.now)
    )
      throw conflict(CLASS_MESSAGES.started);
    // Issue 31.4: the class's service's requirements (vaccines, age, documents) on the class's day.
    await assertBookingGate(
      tx,
      place.businessId,
      {
        serviceId: current.serviceId,
        clientId: place.clientId,
        dogId: place.dogId,
        day: current.classDate,
      },
      'esta clase',
    );
    // A dog on the waiting list that gets a place leaves the list (an offer it held is used).
    await waitlist.deleteLiveEntryOfDog(
      tx,
      place.businessId,
      { classId: place.classId },
      place.dogId,
    );
    const enrolmentId = await repository.insertEnrolment(tx, place).catch((error: unknown) => {
      if (sqlState(error) === CHECK_VIOLATION) throw conflict(CLASS_MESSAGES.full);
      if (sqlState(error) === UNIQUE_VIOLATION) throw conflict(CLASS_MESSAGES.alreadyEnrolled);
      throw error;
    });
    // A course's place is paid with the course, a make-up is free: only a drop-in pays here.
    if (!place.courseEnrolmentId && !place.makeup) {
      await payForPlace(tx, current, { clientId: place.clientId, enrolmentId });
    }
    return enrolmentId;
  });
}

/** The trainer enrols one of their clients' dogs. */
export async function enrol(
  db: Db,
  businessId: string,
  classId: string,
  input: ClassEnrolInput,
  clock: ConfirmContext & { today: string },
) {
  const current = await repository.selectOwnClass(db, businessId, classId);
  if (!current) throw classNotFound();
  await findClientRow(db, businessId, input.clientId).catch(() => {
    throw invalid('clientId', 'Selecciona un cliente');
  });
  await findDogOfClient(db, businessId, input.clientId, input.dogId);
  await db.transaction(async (tx) => {
    const placeId = await enrolDog(tx, { businessId, classId, ...input, walkIn: true }, clock);
    await confirmPlaces(tx, businessId, { placeId }, clock);
  });
  return getClass(db, businessId, classId);
}

/** Attendance, one tap per dog on the roster: from the class's day on, of a class held. */
export async function setAttendance(
  db: Db,
  businessId: string,
  target: { classId: string; id: string },
  attended: boolean,
  today: string,
) {
  await db.transaction(async (tx) => {
    const current = await repository.selectOwnClass(tx, businessId, target.classId);
    if (!current) throw classNotFound();
    if (current.status === 'cancelled') throw conflict(CLASS_MESSAGES.cancelled);
    if (current.classDate > today) throw conflict(CLASS_MESSAGES.attendanceTooEarly);
    const place = await repository.selectLivePlaceForUpdate(tx, businessId, target);
    if (!place) throw notFound(CLASS_MESSAGES.enrolmentNotFound);
    if (place.attended === attended) return;
    await repository.updateAttendance(tx, businessId, target, attended);
    await payForAttendance(
      tx,
      current,
      { clientId: place.clientId, enrolmentId: target.id, makeup: place.makeup },
      attended,
    );
  });
  return getClass(db, businessId, target.classId);
}

/**
 * A place given up: it leaves the count once, however many times this is asked, and is offered
 * to the first on the waiting list in the same transaction (decision 0071).
 */
export async function cancelEnrolment(
  db: Db,
  businessId: string,
  target: { classId: string; enrolmentId: string },
  now: Date,
  appUrl: string,
) {
  await freePlace(db, { businessId, ...target }, now, appUrl);
  return getClass(db, businessId, target.classId);
}

/**
 * The trainer's or the owner's cancel of a place, and the offer of it, in one transaction.
 * Returns whether it was late (inside the trainer's notice: its unit and charge stand).
 */
export async function freePlace(
  db: Db,
  target: { businessId: string; classId: string; enrolmentId: string },
  now: Date,
  appUrl: string,
  /** Who gives it up: an owner's cancel is also made known to the business (issue 45). */
  by: 'owner' | 'trainer' = 'trainer',
): Promise<{ late: boolean }> {
  const { businessId, classId, enrolmentId } = target;
  return db.transaction(async (tx) => {
    const current = await repository.selectOwnClass(tx, businessId, classId, true);
    if (!current) throw classNotFound();
    const [live] = await repository.selectLiveClassPlaces(tx, businessId, {
      placeId: enrolmentId,
    });
    // Decision 0084: inside the trainer's notice the place's unit and charge stand.
    const [trainer] = await repository.selectTrainers(tx, [businessId]);
    const late =
      !!trainer &&
      !outsideNotice({ date: current.classDate, time: current.classTime }, trainer, now);
    const [cancelled] = await repository.cancelEnrolments(
      tx,
      businessId,
      { classId, id: enrolmentId },
      now,
      late,
    );
    if (!cancelled) throw notFound(CLASS_MESSAGES.enrolmentNotFound);
    const returned = late ? new Set<string>() : await refundPlaces(tx, businessId, [cancelled.id]);
    // Issue 45: the owner is told what became of the place's money (a late one keeps it).
    const kept = late
      ? (await moneyOfPlaces(tx, businessId, classId)).get(cancelled.id)
      : undefined;
    const money = moneyOnCancel(returned.has(cancelled.id), kept);
    if (live)
      await tellCancelledPlace(
        tx,
        businessId,
        live,
        { courseName: null, by, late, money },
        { now, appUrl },
      );
    await offerFreedPlaces(tx, { businessId, classId }, now, appUrl);
    return { late };
  });
}
