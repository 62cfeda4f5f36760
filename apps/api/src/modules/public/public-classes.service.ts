import type {
  ConsentKind,
  PublicClass,
  PublicClassRequestPayload,
  PublicCourse,
  PublicCourseRequestPayload,
} from '@adiestra/shared';
import type { Db } from '../../db/client.ts';
import type { CounterStore } from '../../lib/counter-store.ts';
import {
  classRequestValues,
  courseRequestValues,
  insertRequest,
} from '../appointment-requests/index.ts';
import {
  classOpenToRequests,
  courseOpenToRequests,
  publicClassesOf,
  publicCoursesOf,
} from '../classes/index.ts';
import { bookingConsentVersions, currentVersionsOfKinds, toVersionDto } from '../consents/index.ts';
import { currentPrivacyTextId } from '../privacy/index.ts';
import { findEducator, refuseHoneypot, storePublicRequest } from './public.service.ts';

// Issue 29 on the booking page (decision 0091): the trainer's upcoming group classes, and a
// visitor's request of a place in one, approved by the trainer like an appointment request.

/**
 * The booking page's "Clases en grupo": the classes sold one by one and (issue 45) the courses,
 * each as one offer — when, where, price, places free, ages, documents to accept.
 */
export async function publicClasses(
  db: Db,
  idOrSlug: string,
  now: Date,
): Promise<{ classes: PublicClass[]; courses: PublicCourse[] }> {
  const educator = await findEducator(db, idOrSlug);
  const [rows, courseRows] = await Promise.all([
    publicClassesOf(db, educator, now),
    publicCoursesOf(db, educator, now),
  ]);
  const versions = await currentVersionsOfKinds(
    db,
    educator.id,
    [...rows, ...courseRows].flatMap((row) => row.requiredConsents as ConsentKind[]),
  );
  const documentsOf = (kinds: string[]) =>
    versions.filter((v) => kinds.includes(v.kind)).map(toVersionDto);
  return {
    classes: rows.map(({ requiredConsents, serviceId: _service, ...row }) => ({
      ...row,
      documents: documentsOf(requiredConsents),
    })),
    courses: courseRows.map(({ requiredConsents, serviceId: _service, ...row }) => ({
      ...row,
      documents: documentsOf(requiredConsents),
    })),
  };
}

/**
 * A visitor asks for a place: the class must be one the page lists with a free place (another
 * trainer's is not found; a full one is refused), the documents its service requires accepted.
 * The request is PENDING and holds no place; it is stored with its mails like any other.
 */
export async function createPublicClassRequest(
  db: Db,
  counters: CounterStore,
  input: PublicClassRequestPayload,
  context: { now: Date; appUrl: string; ip: string },
) {
  refuseHoneypot(input.website);
  const educator = await findEducator(db, input.educatorId);
  const { now } = context;
  const offered = await classOpenToRequests(db, educator, input.classId, { now });
  const documents = await bookingConsentVersions(
    db,
    educator.id,
    offered.requiredConsents as ConsentKind[],
    input.consentVersionIds,
  );
  const privacyTextId = await currentPrivacyTextId(db, educator.id, now);
  const created = await storePublicRequest(db, counters, educator, {
    insert: (tx) =>
      insertRequest(tx, {
        businessId: educator.id,
        clientName: input.clientName,
        clientEmail: input.clientEmail,
        clientPhone: input.clientPhone,
        dogName: input.dogName,
        dogBreed: input.dogBreed,
        dogAge: input.dogAge,
        notes: input.notes,
        ...classRequestValues(offered),
        status: 'PENDING',
        source: 'public',
        consentAt: now,
        privacyTextId,
      }),
    email: input.clientEmail,
    documents,
    signedName: input.consentSignedName,
    context,
  });
  return { created, offered };
}

/**
 * Issue 45 (decision 0138): a visitor asks for a place in a whole course, as for a class — the
 * course must be one the page offers with a place free in each class to come, the documents its
 * service requires accepted. Approving it enrols the dog in the course.
 */
export async function createPublicCourseRequest(
  db: Db,
  counters: CounterStore,
  input: PublicCourseRequestPayload,
  context: { now: Date; appUrl: string; ip: string },
) {
  refuseHoneypot(input.website);
  const educator = await findEducator(db, input.educatorId);
  const { now } = context;
  const offered = await courseOpenToRequests(db, educator, input.courseId, { now });
  const documents = await bookingConsentVersions(
    db,
    educator.id,
    offered.requiredConsents as ConsentKind[],
    input.consentVersionIds,
  );
  const privacyTextId = await currentPrivacyTextId(db, educator.id, now);
  const created = await storePublicRequest(db, counters, educator, {
    insert: (tx) =>
      insertRequest(tx, {
        businessId: educator.id,
        clientName: input.clientName,
        clientEmail: input.clientEmail,
        clientPhone: input.clientPhone,
        dogName: input.dogName,
        dogBreed: input.dogBreed,
        dogAge: input.dogAge,
        notes: input.notes,
        ...courseRequestValues(offered),
        status: 'PENDING',
        source: 'public',
        consentAt: now,
        privacyTextId,
      }),
    email: input.clientEmail,
    documents,
    signedName: input.consentSignedName,
    context,
  });
  return { created, offered };
}
