import { and, count, eq, max } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import type { Tx } from '../lib/trainer-lock.ts';
import { bonos } from '../modules/bonos/bonos.schema.ts';
import { clients } from '../modules/clients/clients.schema.ts';
import { dogs } from '../modules/dogs/dogs.schema.ts';
import { trainingSessions } from '../modules/sessions/sessions.schema.ts';

/**
 * What a client has in other modules' tables (issue 26, decision 0029), for the clients module,
 * which owns only `clients`: the stat cards' counts, a client's dogs and, before its erasure, how
 * many bonos go with it.
 */

/** The clients list's stat cards: clients, dogs and sessions of the caller. */
export async function countAll(db: Db, businessId: string) {
  const [[c], [d], [s]] = await Promise.all([
    db.select({ value: count() }).from(clients).where(eq(clients.businessId, businessId)),
    db.select({ value: count() }).from(dogs).where(eq(dogs.businessId, businessId)),
    db
      .select({ value: count() })
      .from(trainingSessions)
      .where(eq(trainingSessions.businessId, businessId)),
  ]);
  return { clients: c?.value ?? 0, dogs: d?.value ?? 0, sessions: s?.value ?? 0 };
}

/** One client's dogs and sessions (the client is known to be the caller's). */
export async function countOfClient(db: Db, businessId: string, clientId: string) {
  const ofClient = and(eq(dogs.clientId, clientId), eq(dogs.businessId, businessId));
  const [[dogCount], [sessions]] = await Promise.all([
    db.select({ value: count() }).from(dogs).where(ofClient),
    db
      .select({ total: count(trainingSessions.id), last: max(trainingSessions.date) })
      .from(trainingSessions)
      .innerJoin(dogs, eq(dogs.id, trainingSessions.dogId))
      .where(and(ofClient, eq(trainingSessions.businessId, businessId))),
  ]);
  return {
    dogs: dogCount?.value ?? 0,
    sessions: sessions?.total ?? 0,
    last: sessions?.last ?? null,
  };
}

/** The client's dogs (ids and names, to find their bookings and payments before an erasure). */
export function clientDogs(tx: Tx, businessId: string, clientId: string) {
  return tx
    .select({ id: dogs.id, name: dogs.name })
    .from(dogs)
    .where(and(eq(dogs.businessId, businessId), eq(dogs.clientId, clientId)));
}

/** How many bonos an erasure removes, counted before the client's deletion cascades to them. */
export async function clientBonoCount(tx: Tx, businessId: string, clientId: string) {
  const [row] = await tx
    .select({ value: count() })
    .from(bonos)
    .where(and(eq(bonos.businessId, businessId), eq(bonos.clientId, clientId)));
  return row?.value ?? 0;
}
