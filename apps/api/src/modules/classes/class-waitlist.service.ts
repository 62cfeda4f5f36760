import {
  CLASS_MESSAGES,
  WAITLIST_MESSAGES,
  type ClassEnrolInput,
  type WaitlistEntry,
} from '@adiestra/shared';
import type { Db } from '../../db/client.ts';
import { conflict, invalid, notFound } from '../../lib/app-error.ts';
import { UNIQUE_VIOLATION, sqlState } from '../../lib/db-errors.ts';
import type { Tx } from '../../lib/trainer-lock.ts';
import { findClientRow } from '../clients/index.ts';
import { assertBookingGate } from '../consents/index.ts';
import { findDogOfClient } from '../dogs/index.ts';
import * as waitlist from './class-waitlist.repository.ts';
import type { WaitlistKey } from './class-waitlist.repository.ts';
import * as repository from './classes.repository.ts';
import { offerFreedPlaces } from './waitlist-offers.service.ts';

const entryNotFound = () => notFound(WAITLIST_MESSAGES.entryNotFound);

/** A class's waiting list as its page shows it, first to be offered first. */
export async function waitlistOf(db: Db | Tx, businessId: string, list: string | WaitlistKey) {
  const key = typeof list === 'string' ? { classId: list } : list;
  const rows = await waitlist.selectWaitlist(db, businessId, key);
  return rows.map((row): WaitlistEntry => ({
    id: row.id,
    clientId: row.clientId,
    clientName: `${row.clientFirstName} ${row.clientLastName}`.trim(),
    dogId: row.dogId,
    dogName: row.dogName,
    status: row.status === 'offered' ? 'offered' : 'waiting',
    offerExpiresAt: row.offerExpiresAt?.toISOString() ?? null,
  }));
}

/** A dog on a class's waiting list, whoever asks (the trainer for a client, or the owner). */
export interface WaitingDog {
  businessId: string;
  classId: string;
  clientId: string;
  dogId: string;
}

/**
 * The one way onto a waiting list: only of a full class (free places are taken directly), by a
 * dog without a place in it that the class's service admits, once per dog (the database's unique
 * index decides between two racing joins). Under the class row's lock, so the count is current.
 */
export async function joinWaitlist(db: Db | Tx, dog: WaitingDog, today: string) {
  await db.transaction(async (tx) => {
    const current = await repository.selectOwnClass(tx, dog.businessId, dog.classId, true);
    if (!current) throw notFound(CLASS_MESSAGES.notFound);
    if (current.status === 'cancelled') throw conflict(CLASS_MESSAGES.cancelled);
    if (current.classDate < today) throw conflict(CLASS_MESSAGES.past);
    const places = await repository.selectLivePlacesOf(tx, [dog.dogId]);
    if (places.some((p) => p.classId === dog.classId))
      throw conflict(WAITLIST_MESSAGES.alreadyEnrolled);
    if (current.enrolled + current.offered < current.places)
      throw conflict(WAITLIST_MESSAGES.notFull);
    await assertBookingGate(
      tx,
      dog.businessId,
      {
        serviceId: current.serviceId,
        clientId: dog.clientId,
        dogId: dog.dogId,
        day: current.classDate,
      },
      'esta clase',
    );
    await waitlist.insertEntry(tx, dog).catch((error: unknown) => {
      if (sqlState(error) === UNIQUE_VIOLATION) throw conflict(WAITLIST_MESSAGES.alreadyWaiting);
      throw error;
    });
  });
}

/** The trainer puts one of their clients' dogs on the list. */
export async function joinForClient(
  db: Db,
  businessId: string,
  classId: string,
  input: ClassEnrolInput,
  today: string,
) {
  if (!(await repository.selectOwnClass(db, businessId, classId)))
    throw notFound(CLASS_MESSAGES.notFound);
  await findClientRow(db, businessId, input.clientId).catch(() => {
    throw invalid('clientId', 'Selecciona un cliente');
  });
  await findDogOfClient(db, businessId, input.clientId, input.dogId);
  await joinWaitlist(db, { businessId, classId, ...input }, today);
}

/**
 * One step up or down the list of a class or a course: the entry swaps places with its
 * neighbour. The caller holds the lock of the class's or the course's row.
 */
export async function swapWithNeighbour(
  tx: Tx,
  businessId: string,
  list: WaitlistKey,
  entryId: string,
  direction: 'up' | 'down',
) {
  const order = await waitlist.selectOrder(tx, businessId, list);
  const at = order.findIndex((e) => e.id === entryId);
  if (at < 0) throw entryNotFound();
  const other = order[direction === 'up' ? at - 1 : at + 1];
  if (!other) throw conflict(WAITLIST_MESSAGES.noMove);
  const entry = order[at]!;
  // Equal positions cannot happen from insertEntry, but a swap of equals would not move.
  const [a, b] =
    entry.position === other.position
      ? direction === 'up'
        ? [other.position, other.position + 1]
        : [other.position + 1, other.position]
      : [other.position, entry.position];
  await waitlist.setPosition(tx, businessId, entry.id, a);
  await waitlist.setPosition(tx, businessId, other.id, b);
}

/** One step up or down a class's list, under the class row's lock. */
export async function moveEntry(
  db: Db,
  businessId: string,
  target: { classId: string; entryId: string },
  direction: 'up' | 'down',
) {
  await db.transaction(async (tx) => {
    if (!(await repository.selectOwnClass(tx, businessId, target.classId, true)))
      throw notFound(CLASS_MESSAGES.notFound);
    await swapWithNeighbour(tx, businessId, { classId: target.classId }, target.entryId, direction);
  });
}

/**
 * An entry taken off the list (by the trainer, or the owner leaving). An open offer's place is
 * then free again and offered to the next, in the same transaction.
 */
export async function removeEntry(
  db: Db,
  target: { businessId: string; classId: string; entryId: string },
  now: Date,
  appUrl: string,
) {
  await db.transaction(async (tx) => {
    if (!(await repository.selectOwnClass(tx, target.businessId, target.classId, true)))
      throw notFound(CLASS_MESSAGES.notFound);
    const removed = await waitlist.deleteLiveEntry(
      tx,
      target.businessId,
      { classId: target.classId },
      target.entryId,
    );
    if (!removed) throw entryNotFound();
    if (removed.status === 'offered') await offerFreedPlaces(tx, target, now, appUrl);
  });
}
