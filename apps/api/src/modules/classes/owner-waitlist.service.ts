import { WAITLIST_MESSAGES, todayIn } from '@adiestra/shared';
import type { Db } from '../../db/client.ts';
import { conflict, notFound } from '../../lib/app-error.ts';
import { joinWaitlist, removeEntry } from './class-waitlist.service.ts';
import * as waitlist from './class-waitlist.repository.ts';
import * as repository from './classes.repository.ts';
import { enrolDog } from './classes.service.ts';
import { confirmPlaces } from './place-mails.service.ts';
import { ownerDogForClass, ownerReach } from './owner-classes.service.ts';

// Issue 29, the owner's side of a waiting list in Mi área: join it for one of their dogs, leave
// it, accept an offered place. Another owner's entry, or another trainer's class, is a 404.

/** One of the owner's dogs joins a full class's waiting list. */
export async function joinAsOwner(
  db: Db,
  email: string,
  classId: string,
  dogId: string,
  now: Date,
) {
  const { target, today } = await ownerDogForClass(db, email, classId, dogId, now);
  await joinWaitlist(db, target, today);
}

/** The owner's live entry `entryId` in `classId`, or a 404 (someone else's is not found). */
async function ownEntry(db: Db, email: string, target: { classId: string; entryId: string }) {
  const { dogs, trainers } = await ownerReach(db, email);
  const entries = await waitlist.selectWaitlistOf(
    db,
    dogs.map((d) => d.dogId),
  );
  const entry = entries.find((e) => e.id === target.entryId && e.classId === target.classId);
  if (!entry) throw notFound(WAITLIST_MESSAGES.entryNotFound);
  return { entry, trainer: trainers.find((t) => t.id === entry.businessId)! };
}

/** The owner leaves the list; an offer they held passes to the next. */
export async function leaveAsOwner(
  db: Db,
  email: string,
  target: { classId: string; entryId: string },
  now: Date,
  appUrl: string,
) {
  const { entry } = await ownEntry(db, email, target);
  await removeEntry(db, { businessId: entry.businessId, ...target }, now, appUrl);
}

/**
 * The owner accepts an offered place: the offer is closed (only if still open and in time) and
 * the dog enrolled through the one enrolment path, in one transaction under the class row's
 * lock. Racing the expiry sweep, exactly one of the two closes the offer.
 */
export async function acceptAsOwner(
  db: Db,
  email: string,
  target: { classId: string; entryId: string },
  now: Date,
  appUrl: string,
) {
  const { entry, trainer } = await ownEntry(db, email, target);
  await db.transaction(async (tx) => {
    await repository.selectOwnClass(tx, entry.businessId, target.classId, true);
    const closed = await waitlist.closeOffer(
      tx,
      { businessId: entry.businessId, id: entry.id },
      'enrolled',
      now,
    );
    if (!closed) throw conflict(WAITLIST_MESSAGES.noOffer);
    const placeId = await enrolDog(
      tx,
      {
        businessId: entry.businessId,
        classId: target.classId,
        clientId: entry.clientId,
        dogId: entry.dogId,
      },
      { today: todayIn(trainer.timeZone, now), now },
    );
    await confirmPlaces(tx, entry.businessId, { placeId }, { now, appUrl });
  });
}
