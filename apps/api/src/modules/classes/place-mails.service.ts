import { CLASS_MESSAGES, MAKEUP_FREE, placeCostText } from '@adiestra/shared';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { classPlacesIcs, type IcsClassPlace } from '../../lib/appointment-ics.ts';
import type { Tx } from '../../lib/trainer-lock.ts';
import { selectGivenBy, type GivenBy } from '../../read-models/trainer-tags.ts';
import {
  classMovedMail,
  classPlaceCancelledMail,
  classPlaceConfirmedMail,
  ownerMailSender,
  ownerPlaceCancelledMail,
  type CancelledPlace,
} from '../../emails/index.ts';
import { enqueueMails } from '../outbox/index.ts';
import { mailTrainer } from '../owners/index.ts';
import * as repository from './classes.repository.ts';
import type { ClassPlaceRow } from './classes.repository.ts';
import * as courses from './courses.repository.ts';
import { moneyOfCourseEnrolments, moneyOfPlaces } from './class-money.service.ts';

// Issue 29: the owner's word that their dog has a place — one mail per place taken (a class) or
// per course enrolment (its classes), with the places as a calendar file — and that file again
// from Mi área. Every enrolment path calls `confirmPlaces` once, in the transaction that took
// the place (decision 0100).

/** A place as the calendar file and the class mails describe it (in a school, whose class). */
export const toIcsPlace = (row: ClassPlaceRow, givenBy: GivenBy): IcsClassPlace => ({
  id: row.id,
  serviceName: row.serviceName,
  courseName: row.courseName,
  date: row.date,
  time: row.time.slice(0, 5),
  duration: row.duration,
  place: row.place,
  dogName: row.dogName,
  givenBy: givenBy(row.trainerId),
  sequence: row.sequence,
});

export interface ConfirmContext {
  now: Date;
  appUrl: string;
  /** The address an approved request was asked from, when it differs from the client's. */
  to?: string;
  /** A make-up of a course's missed class: free, and its mail says so (decision 0082). */
  makeup?: boolean;
}

/**
 * Issue 45: what the places just taken cost, as their confirmation says it — the bono session
 * used, the charge, or what the class or course asks.
 */
async function costOfPlaces(
  tx: Tx,
  businessId: string,
  which: { placeId: string } | { courseEnrolmentId: string },
  first: ClassPlaceRow,
  makeup: boolean,
) {
  if (makeup) return MAKEUP_FREE;
  if ('courseEnrolmentId' in which) {
    const course = first.courseId
      ? await courses.selectOwnCourse(tx, businessId, first.courseId)
      : null;
    if (!course) return null;
    const money = await moneyOfCourseEnrolments(tx, businessId, course.id);
    return placeCostText(money.get(which.courseEnrolmentId), course);
  }
  const cls = await repository.selectOwnClass(tx, businessId, first.classId);
  if (!cls) return null;
  const money = await moneyOfPlaces(tx, businessId, first.classId);
  return placeCostText(money.get(which.placeId), cls);
}

/**
 * The confirmation of a place taken (`placeId`) or of a course enrolment's places, written to the
 * outbox in the caller's transaction: it leaves if and only if the place does. An owner with no
 * address gets none.
 */
export async function confirmPlaces(
  tx: Tx,
  businessId: string,
  which: { placeId: string } | { courseEnrolmentId: string },
  context: ConfirmContext,
) {
  const rows = await repository.selectLiveClassPlaces(tx, businessId, which);
  const first = rows[0];
  const to = context.to || first?.clientEmail;
  const [trainer] = await repository.selectTrainers(tx, [businessId]);
  if (!first || !to || !trainer) return;
  const givenBy = await selectGivenBy(tx, businessId);
  const mail = await classPlaceConfirmedMail(
    await ownerMailSender(tx, mailTrainer(trainer), context.appUrl),
    {
      owner: { email: to, firstName: first.clientFirstName, dogName: first.dogName },
      places: rows.map((row) => toIcsPlace(row, givenBy)),
      courseName: 'courseEnrolmentId' in which ? first.courseName : null,
      areaUrl: `${context.appUrl}/mi-area`,
      price: await costOfPlaces(tx, businessId, which, first, !!context.makeup),
    },
    context.now,
  );
  await enqueueMails(tx, [mail], { businessId, now: context.now });
  await repository.markConfirmed(
    tx,
    businessId,
    rows.map((row) => row.id),
    context.now,
  );
}

/**
 * The classes `classIds` moved (decision 0100): each owner of a live place with an address gets
 * the class's new details and its calendar event again, same UID, at the class's new SEQUENCE
 * (METHOD:REQUEST), written to the outbox in the caller's transaction, the edit's.
 */
export async function tellMovedPlaces(
  tx: Tx,
  businessId: string,
  classIds: readonly string[],
  context: { now: Date; appUrl: string },
) {
  if (classIds.length === 0) return;
  const [trainer] = await repository.selectTrainers(tx, [businessId]);
  if (!trainer) return;
  const sender = await ownerMailSender(tx, mailTrainer(trainer), context.appUrl);
  const givenBy = await selectGivenBy(tx, businessId);
  const mails = [];
  for (const classId of classIds)
    for (const row of await repository.selectLiveClassPlaces(tx, businessId, { classId })) {
      if (!row.clientEmail) continue;
      const owner = {
        email: row.clientEmail,
        firstName: row.clientFirstName,
        name: `${row.clientFirstName} ${row.clientLastName}`.trim(),
      };
      const areaUrl = `${context.appUrl}/mi-area`;
      mails.push(
        await classMovedMail(sender, owner, toIcsPlace(row, givenBy), {
          areaUrl,
          now: context.now,
        }),
      );
    }
  await enqueueMails(tx, mails, { businessId, now: context.now });
}

/**
 * Mi área's "Añadir al calendario": the calendar file of one of the owner's live places, in a
 * class still held. Another owner's place, a place given up or a cancelled class is not found.
 */
export async function ownerPlaceIcs(
  db: Db,
  email: string,
  target: { classId: string; enrolmentId: string },
  now: Date,
) {
  const dogs = await repository.selectOwnerDogs(db, email);
  const places = await repository.selectLivePlacesOf(
    db,
    dogs.map((d) => d.dogId),
  );
  const place = places.find((p) => p.id === target.enrolmentId && p.classId === target.classId);
  const dog = dogs.find((d) => d.dogId === place?.dogId);
  if (!place || !dog) throw notFound(CLASS_MESSAGES.enrolmentNotFound);
  const [row] = await repository.selectLiveClassPlaces(db, dog.businessId, { placeId: place.id });
  const [trainer] = await repository.selectTrainers(db, [dog.businessId]);
  if (!row || !trainer) throw notFound(CLASS_MESSAGES.enrolmentNotFound);
  const givenBy = await selectGivenBy(db, dog.businessId);
  return classPlacesIcs(trainer, [toIcsPlace(row, givenBy)], { now });
}

/**
 * Issue 45: a place or a course enrolment given up. The owner is told (their own cancel
 * confirmed, or the trainer's made known) with what became of its money; an owner's cancel is
 * also made known to the business. Written to the outbox in the cancel's transaction; `place`
 * is read before the cancel (a course's: its first place still to come).
 */
export async function tellCancelledPlace(
  tx: Tx,
  businessId: string,
  place: ClassPlaceRow,
  cancelled: Omit<CancelledPlace, 'groupClass' | 'dogName'>,
  context: { now: Date; appUrl: string },
) {
  const [trainer] = await repository.selectTrainers(tx, [businessId]);
  if (!trainer) return;
  const givenBy = await selectGivenBy(tx, businessId);
  const what: CancelledPlace = {
    ...cancelled,
    dogName: place.dogName,
    groupClass: {
      serviceName: place.serviceName,
      date: place.date,
      time: place.time.slice(0, 5),
      place: place.place,
      givenBy: givenBy(place.trainerId),
    },
  };
  const mails = [];
  if (place.clientEmail)
    mails.push(
      await classPlaceCancelledMail(
        await ownerMailSender(tx, mailTrainer(trainer), context.appUrl),
        { email: place.clientEmail, firstName: place.clientFirstName },
        what,
        `${context.appUrl}/mi-area`,
      ),
    );
  if (cancelled.by === 'owner')
    mails.push(
      await ownerPlaceCancelledMail(
        mailTrainer(trainer),
        `${place.clientFirstName} ${place.clientLastName}`.trim(),
        what,
        cancelled.courseName
          ? `${context.appUrl}/classes`
          : `${context.appUrl}/classes/${encodeURIComponent(place.classId)}`,
      ),
    );
  await enqueueMails(tx, mails, { businessId, now: context.now });
}
