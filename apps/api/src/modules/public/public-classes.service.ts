import type { ConsentKind, PublicClass, PublicClassRequestPayload } from '@adiestra/shared';
import type { Db } from '../../db/client.ts';
import type { CounterStore } from '../../lib/counter-store.ts';
import { classRequestValues, insertRequest } from '../appointment-requests/index.ts';
import { classOpenToRequests, publicClassesOf } from '../classes/index.ts';
import { bookingConsentVersions, currentVersionsOfKinds, toVersionDto } from '../consents/index.ts';
import { currentPrivacyTextId } from '../privacy/index.ts';
import { findEducator, refuseHoneypot, storePublicRequest } from './public.service.ts';

// Issue 29 on the booking page (decision 0091): the trainer's upcoming group classes, and a
// visitor's request of a place in one, approved by the trainer like an appointment request.

/** The booking page's "Clases en grupo": when, where, places free, ages, documents to accept. */
export async function publicClasses(db: Db, idOrSlug: string, now: Date): Promise<PublicClass[]> {
  const educator = await findEducator(db, idOrSlug);
  const rows = await publicClassesOf(db, educator, now);
  const versions = await currentVersionsOfKinds(
    db,
    educator.id,
    rows.flatMap((row) => row.requiredConsents as ConsentKind[]),
  );
  return rows.map(({ requiredConsents, serviceId: _service, ...row }) => ({
    ...row,
    documents: versions.filter((v) => requiredConsents.includes(v.kind)).map(toVersionDto),
  }));
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
