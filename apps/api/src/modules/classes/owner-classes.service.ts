import {
  CLASS_MESSAGES,
  CLASS_REQUEST_MESSAGES,
  OWNER_CLASS_MESSAGES,
  todayIn,
  type EnrolmentMoney,
  type OwnerClass,
  type OwnerPlaceCost,
  type OwnerWaitlist,
} from '@adiestra/shared';
import type { Db } from '../../db/client.ts';
import { conflict, invalid, notFound } from '../../lib/app-error.ts';
import { selectPendingClassRequestsOf } from '../../read-models/public-classes.ts';
import { selectGivenBy } from '../../read-models/trainer-tags.ts';
import { enrolmentModeOf } from './class-requests.service.ts';
import { enrolDog, freePlace } from './classes.service.ts';
import { selectWaitlistOf } from './class-waitlist.repository.ts';
import { noticeHoursOf, outsideNotice, startOf } from './class-notice.ts';
import { moneyOfPlaces } from './class-money.service.ts';
import * as repository from './classes.repository.ts';
import { confirmPlaces } from './place-mails.service.ts';

type EntryRow = Awaited<ReturnType<typeof selectWaitlistOf>>[number];
const ownerEntry = (e: EntryRow | undefined): OwnerWaitlist | null =>
  e
    ? {
        entryId: e.id,
        status: e.status === 'offered' ? 'offered' : 'waiting',
        position: e.position,
        offerExpiresAt: e.offerExpiresAt?.toISOString() ?? null,
      }
    : null;

/** What a place holds of its cost, as Mi área words it (a charge shows first, as on the roster). */
const costOf = (money: EnrolmentMoney | undefined): OwnerPlaceCost =>
  money?.state === 'charged' ? 'charge' : money?.state === 'bono' ? 'bono' : 'none';

/** What a signed-in owner reaches: their dogs (as each trainer's client's) and those trainers. */
export async function ownerReach(db: Db, email: string) {
  const dogs = await repository.selectOwnerDogs(db, email);
  const trainers = await repository.selectTrainers(db, [...new Set(dogs.map((d) => d.businessId))]);
  return { dogs, trainers };
}

/**
 * In a school, who gives a class or a course of each of those businesses (decision 0147): one
 * read of each business's members.
 */
export async function givenByOf(db: Db, trainers: readonly { id: string }[]) {
  const each = await Promise.all(trainers.map((t) => selectGivenBy(db, t.id)));
  return (row: { businessId: string; trainerId: string }) =>
    each[trainers.findIndex((t) => t.id === row.businessId)]!(row.trainerId);
}

/**
 * Mi área's classes: the upcoming classes of every trainer the owner is a client of, soonest
 * first, full ones too (their waiting list is joined from here), with each of the owner's dogs'
 * place or waiting-list entry.
 */
export async function ownerClasses(db: Db, email: string, now: Date): Promise<OwnerClass[]> {
  const { dogs, trainers } = await ownerReach(db, email);
  if (trainers.length === 0) return [];
  const earliest = trainers.map((t) => todayIn(t.timeZone, now)).sort()[0]!;
  const dogIds = dogs.map((d) => d.dogId);
  const [rows, places, entries, asked, modes, givenBy] = await Promise.all([
    repository.selectUpcomingClasses(
      db,
      trainers.map((t) => t.id),
      earliest,
    ),
    repository.selectLivePlacesOf(db, dogIds, true),
    selectWaitlistOf(db, dogIds),
    selectPendingClassRequestsOf(db, dogIds),
    Promise.all(trainers.map((t) => enrolmentModeOf(db, t.id))),
    givenByOf(db, trainers),
  ]);
  // The money of the owner's places (live or given up late): a few classes, one query each.
  const money = new Map<string, EnrolmentMoney>();
  for (const row of rows.filter((r) => places.some((p) => p.classId === r.id)))
    for (const [id, held] of await moneyOfPlaces(db, row.businessId, row.id)) money.set(id, held);
  return rows.flatMap((row) => {
    const trainer = trainers.find((t) => t.id === row.businessId)!;
    if (startOf(row, trainer).getTime() <= now.getTime()) return [];
    const ownDogs = dogs
      .filter((d) => d.businessId === row.businessId)
      .map((d) => {
        // A live place, else one given up late (shown as such, with what it kept).
        const own = places.filter((p) => p.classId === row.id && p.dogId === d.dogId);
        const live = own.find((p) => !p.lateCancel);
        const shown = live ?? own[0];
        return {
          id: d.dogId,
          name: d.dogName,
          enrolmentId: live?.id ?? null,
          cost: costOf(shown && money.get(shown.id)),
          lateCancelled: !live && !!shown,
          waitlist: ownerEntry(entries.find((e) => e.classId === row.id && e.dogId === d.dogId)),
          requestPending: asked.some((a) => a.classId === row.id && a.dogId === d.dogId),
        };
      });
    return [
      {
        id: row.id,
        trainerName: trainer.businessName ?? `${trainer.firstName} ${trainer.lastName}`.trim(),
        givenBy: givenBy(row),
        serviceName: row.serviceName,
        date: row.date,
        time: row.time.slice(0, 5),
        duration: row.duration,
        place: row.place,
        places: row.places,
        enrolled: row.enrolled,
        offered: row.offered,
        priceCents: row.priceCents,
        payment: row.payment,
        cancelInTime: outsideNotice(row, trainer, now),
        noticeHours: noticeHoursOf(trainer),
        enrolment: modes[trainers.indexOf(trainer)]!,
        dogs: ownDogs,
      },
    ];
  });
}

/**
 * One of the owner's dogs and an upcoming class of its trainer: the dog must be theirs (else a
 * field error), the class its trainer's (any other id, another trainer's class included, is not
 * found) and not started. What a place or a turn on the waiting list is written for.
 */
export async function ownerDogForClass(
  db: Db,
  email: string,
  classId: string,
  dogId: string,
  now: Date,
) {
  const { dogs, trainers } = await ownerReach(db, email);
  const dog = dogs.find((d) => d.dogId === dogId);
  if (!dog) throw invalid('dogId', OWNER_CLASS_MESSAGES.notYourDog);
  const trainer = trainers.find((t) => t.id === dog.businessId)!;
  const [row] = await repository.selectClasses(db, dog.businessId, { id: classId });
  if (!row) throw notFound(CLASS_MESSAGES.notFound);
  if (startOf(row, trainer).getTime() <= now.getTime()) throw conflict(CLASS_MESSAGES.started);
  return {
    target: { businessId: dog.businessId, classId, clientId: dog.clientId, dogId },
    today: todayIn(trainer.timeZone, now),
  };
}

/** A known client enrols one of their dogs, through the one enrolment path. */
export async function enrolAsOwner(
  db: Db,
  email: string,
  classId: string,
  dogId: string,
  now: Date,
  appUrl: string,
) {
  const { target, today } = await ownerDogForClass(db, email, classId, dogId, now);
  // Decision 0090: a trainer who reviews each place takes requests, not enrolments.
  if ((await enrolmentModeOf(db, target.businessId)) === 'request')
    throw conflict(CLASS_REQUEST_MESSAGES.requestsOnly);
  await db.transaction(async (tx) => {
    const placeId = await enrolDog(tx, target, { today, now });
    await confirmPlaces(tx, target.businessId, { placeId }, { now, appUrl });
  });
}

/**
 * The owner gives a place up, once however often asked, until the class starts, through the
 * trainer's own path (`freePlace`): inside the trainer's notice it is late and keeps its unit or
 * charge, exactly as the trainer's late cancel (decision 0053). Returns whether it was late.
 */
export async function cancelAsOwner(
  db: Db,
  email: string,
  target: { classId: string; enrolmentId: string },
  now: Date,
  appUrl: string,
) {
  const { dogs, trainers } = await ownerReach(db, email);
  const places = await repository.selectLivePlacesOf(
    db,
    dogs.map((d) => d.dogId),
  );
  const place = places.find((p) => p.id === target.enrolmentId && p.classId === target.classId);
  const dog = dogs.find((d) => d.dogId === place?.dogId);
  if (!place || !dog) throw notFound(CLASS_MESSAGES.enrolmentNotFound);
  const trainer = trainers.find((t) => t.id === dog.businessId)!;
  const [row] = await repository.selectClasses(db, dog.businessId, { id: target.classId });
  if (!row) throw notFound(CLASS_MESSAGES.notFound);
  if (startOf(row, trainer).getTime() <= now.getTime()) throw conflict(CLASS_MESSAGES.past);
  return freePlace(
    db,
    { businessId: dog.businessId, classId: target.classId, enrolmentId: target.enrolmentId },
    now,
    appUrl,
    'owner',
  );
}
