import {
  CLASS_MESSAGES,
  CLASS_REQUEST_MESSAGES,
  COURSE_MESSAGES,
  todayIn,
  type ApproveClassRequestInput,
  type ClassApprovalResult,
} from '@adiestra/shared';
import type { Db } from '../../db/client.ts';
import { AppError, conflict, notFound } from '../../lib/app-error.ts';
import { UNIQUE_VIOLATION, sqlState } from '../../lib/db-errors.ts';
import { underTrainerLock, type Tx } from '../../lib/trainer-lock.ts';
import { classRequestApprovedMail, newRequestMail, ownerMailSender } from '../../emails/index.ts';
import { findBookableBusiness } from '../auth/index.ts';
import {
  classOpenToRequests,
  confirmPlaces,
  enrolDog,
  enrolInCourse,
  enrolmentModeOf,
  joinCourseWaitlist,
  joinWaitlist,
  mailClassOf,
  ownerDogForClass,
  type OfferedClass,
  type OfferedCourse,
} from '../classes/index.ts';
import { findClientRow } from '../clients/index.ts';
import { adoptBookingConsents } from '../consents/index.ts';
import { findDogOfClient } from '../dogs/index.ts';
import { enqueueMails } from '../outbox/index.ts';
import * as repository from './appointment-requests.repository.ts';
import { defaultChoice, resolveBookingLinks } from './booking-links.ts';
import { decide } from './request-decisions.service.ts';
import type { SigningTrainer } from './request-mails.ts';
import { toRequestDto } from './request-dto.ts';

// Issue 29: a place in a class asked for, not taken (decisions 0090, 0091). The request is an
// appointment request with a class_id: it is listed, searched, linked, consented, rejected and
// erased like any other; only its approval differs — it enrols the dog instead of making an
// appointment. A pending request holds no place: the database counts places when one is taken.

/** What a class request stores of its class: when, how long, which service. */
export const classRequestValues = (offered: OfferedClass) => ({
  classId: offered.id,
  requestedDate: offered.date,
  requestedTime: offered.time,
  duration: offered.duration,
  serviceId: offered.serviceId,
  serviceType: offered.serviceName,
});

/**
 * What a course request stores of its course (issue 45, decision 0138): the course, its first
 * class to come as the date and time asked for, and the course's name as what is asked.
 */
export const courseRequestValues = (offered: OfferedCourse) => ({
  courseId: offered.id,
  requestedDate: offered.firstDate,
  requestedTime: offered.time,
  duration: offered.duration,
  serviceId: offered.serviceId,
  serviceType: offered.name,
});

/** A second pending request for the same dog and class is refused by the database's index. */
export function insertClassRequest(tx: Tx, values: Parameters<typeof repository.insertRequest>[1]) {
  return repository.insertRequest(tx, values).catch((error: unknown) => {
    if (sqlState(error) === UNIQUE_VIOLATION)
      throw conflict(CLASS_REQUEST_MESSAGES.alreadyRequested);
    throw error;
  });
}

/**
 * A known client asks in Mi área for a place for one of their dogs, when their trainer reviews
 * each place (Ajustes). The request is linked to the client and dog from the start; the trainer
 * is told by mail in the same transaction.
 */
export async function requestPlaceAsOwner(
  db: Db,
  email: string,
  target: { classId: string; dogId: string },
  context: { now: Date; appUrl: string },
) {
  const { now, appUrl } = context;
  const { target: place } = await ownerDogForClass(db, email, target.classId, target.dogId, now);
  if ((await enrolmentModeOf(db, place.businessId)) === 'direct')
    throw conflict(CLASS_REQUEST_MESSAGES.directOnly);
  const trainer = await findBookableBusiness(db, place.businessId);
  if (!trainer) throw notFound(CLASS_MESSAGES.notFound);
  const offered = await classOpenToRequests(db, trainer, place.classId, { now, anyService: true });
  const client = await findClientRow(db, place.businessId, place.clientId);
  const dog = await findDogOfClient(db, place.businessId, place.clientId, place.dogId);
  return db.transaction(async (tx) => {
    const created = toRequestDto(
      await insertClassRequest(tx, {
        businessId: place.businessId,
        clientName: `${client.firstName} ${client.lastName}`.trim(),
        // A client recorded by phone only is reached at the address they signed in with.
        clientEmail: client.email || email,
        clientPhone: client.phone,
        dogName: dog.name,
        dogBreed: null,
        dogAge: null,
        ...classRequestValues(offered),
        clientId: place.clientId,
        dogId: place.dogId,
        status: 'PENDING',
        source: 'owner',
      }),
    );
    await enqueueMails(tx, [await newRequestMail(trainer, created, appUrl)], {
      businessId: place.businessId,
      now,
    });
    return created;
  });
}

/** An enrolment refused because the class filled: said so, with what the trainer can do. */
const fullMeanwhile = (error: unknown) => {
  if (error instanceof AppError && error.message === CLASS_MESSAGES.full)
    return conflict(CLASS_REQUEST_MESSAGES.fullOnApprove);
  return error;
};

/** The same for a course: one of its classes filled while the request waited. */
const courseFullMeanwhile = (error: unknown) => {
  if (error instanceof AppError && error.message === COURSE_MESSAGES.full)
    return conflict(CLASS_REQUEST_MESSAGES.courseFullOnApprove);
  return error;
};

/**
 * A member approves a class request in the business: the client and dog are found or created as for an
 * appointment, the consents given while asking become theirs, and the dog takes a place through
 * the classes module's one enrolment path (the database refuses the one after the last: then
 * nothing changes and the trainer is told) — or, with `waitlist`, joins the class's waiting list.
 * The owner's mail is written in the same transaction.
 */
export async function approveClassRequest(
  db: Db,
  business: SigningTrainer & { timeZone: string },
  id: string,
  input: ApproveClassRequestInput,
  context: { appUrl: string; now: Date },
): Promise<ClassApprovalResult> {
  const { appUrl, now } = context;
  return underTrainerLock(db, business.id, async (tx) => {
    const request = await decide(tx, business.id, id, { status: 'APPROVED' });
    if (!request.classId && !request.courseId)
      throw conflict(CLASS_REQUEST_MESSAGES.notClassRequest);
    const choice = defaultChoice(request, { clientId: input.clientId, dogId: input.dogId });
    const links = await resolveBookingLinks(tx, business.id, request, choice);
    await adoptBookingConsents(tx, business.id, request.id, links);
    const linked = await repository.linkRequest(tx, request.id, links);
    const today = todayIn(business.timeZone, now);
    const waitlisted = input.waitlist === true;
    if (request.courseId) {
      // Issue 45: a course asked for is enrolled as a course, with a place in each class to
      // come, its price, and one confirmation of the course with every class's calendar event.
      const coursePlace = { businessId: business.id, courseId: request.courseId, ...links };
      if (waitlisted) await joinCourseWaitlist(tx, coursePlace, today);
      else {
        const courseEnrolmentId = await enrolInCourse(tx, coursePlace, { today, now }).catch(
          (error: unknown) => {
            throw courseFullMeanwhile(error);
          },
        );
        await confirmPlaces(
          tx,
          business.id,
          { courseEnrolmentId },
          { now, appUrl, to: linked.clientEmail },
        );
      }
      return { request: linked, outcome: waitlisted ? 'waitlisted' : 'enrolled' } as const;
    }
    const place = { businessId: business.id, classId: request.classId!, ...links };
    if (waitlisted) await joinWaitlist(tx, place, today);
    else {
      const placeId = await enrolDog(tx, place, { today, now }).catch((error: unknown) => {
        throw fullMeanwhile(error);
      });
      // The place's own confirmation, with its calendar file, to the address it was asked from.
      await confirmPlaces(tx, business.id, { placeId }, { now, appUrl, to: linked.clientEmail });
    }
    if (waitlisted && linked.clientEmail) {
      const mail = await classRequestApprovedMail(
        await ownerMailSender(tx, business, appUrl),
        (await mailClassOf(tx, business.id, request.classId!))!,
        { email: linked.clientEmail, name: linked.clientName, dogName: linked.dogName },
        { appUrl },
      );
      await enqueueMails(tx, [mail], { businessId: business.id, now });
    }
    return { request: linked, outcome: waitlisted ? 'waitlisted' : 'enrolled' } as const;
  }).then((result) => ({ ...result, request: toRequestDto(result.request) }));
}
