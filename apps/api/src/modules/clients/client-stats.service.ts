import type { ClientDetailStats, ClientStats } from '@adiestra/shared';
import { and, count, eq, max } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { clients, dogs, trainingSessions } from '../../db/schema.ts';
import { clientNotFound } from './clients.service.ts';

/** The clients list's stat cards: clients, dogs and sessions of the caller. */
export async function clientStats(db: Db, userId: string): Promise<ClientStats> {
  const [[c], [d], [s]] = await Promise.all([
    db.select({ value: count() }).from(clients).where(eq(clients.userId, userId)),
    db.select({ value: count() }).from(dogs).where(eq(dogs.userId, userId)),
    db.select({ value: count() }).from(trainingSessions).where(eq(trainingSessions.userId, userId)),
  ]);
  return { totalClients: c?.value ?? 0, totalDogs: d?.value ?? 0, totalSessions: s?.value ?? 0 };
}

export async function clientDetailStats(
  db: Db,
  userId: string,
  clientId: string,
): Promise<ClientDetailStats> {
  const [client] = await db
    .select({ id: clients.id })
    .from(clients)
    .where(and(eq(clients.id, clientId), eq(clients.userId, userId)));
  if (!client) throw clientNotFound();
  const ofClient = and(eq(dogs.clientId, clientId), eq(dogs.userId, userId));
  const [[dogCount], [sessions]] = await Promise.all([
    db.select({ value: count() }).from(dogs).where(ofClient),
    db
      .select({ total: count(trainingSessions.id), last: max(trainingSessions.date) })
      .from(trainingSessions)
      .innerJoin(dogs, eq(dogs.id, trainingSessions.dogId))
      .where(and(ofClient, eq(trainingSessions.userId, userId))),
  ]);
  return {
    totalDogs: dogCount?.value ?? 0,
    totalSessions: sessions?.total ?? 0,
    lastSession: sessions?.last ? new Date(sessions.last).toISOString() : null,
  };
}
