import { and, count, eq, inArray } from 'drizzle-orm';
import { bonos, clients, dogPhotos, dogs, trainingSessions } from '../../db/schema.ts';
import type { Tx } from '../../lib/trainer-lock.ts';

/**
 * Issue 20: the client about to be erased, locked for the transaction, with its dogs (ids and
 * names, to find their bookings and payments). Undefined when the caller has no such client.
 */
export async function lockClientForErasure(tx: Tx, userId: string, id: string) {
  const [client] = await tx
    .select({
      id: clients.id,
      firstName: clients.firstName,
      lastName: clients.lastName,
      email: clients.email,
    })
    .from(clients)
    .where(and(eq(clients.userId, userId), eq(clients.id, id)))
    .for('update');
  if (!client) return undefined;
  const clientDogs = await tx
    .select({ id: dogs.id, name: dogs.name })
    .from(dogs)
    .where(and(eq(dogs.userId, userId), eq(dogs.clientId, id)));
  return { ...client, dogs: clientDogs };
}

/**
 * Deletes the client, its dogs, their photos and sessions, and its bonos (with their ledger of
 * uses: the payments for them stay in the payments ledger). Returns how many of each went.
 */
export async function deleteClientAndRecords(tx: Tx, userId: string, id: string, dogIds: string[]) {
  const sessions = dogIds.length
    ? await tx
        .delete(trainingSessions)
        .where(and(eq(trainingSessions.userId, userId), inArray(trainingSessions.dogId, dogIds)))
        .returning({ id: trainingSessions.id })
    : [];
  if (dogIds.length) {
    await tx
      .delete(dogPhotos)
      .where(and(eq(dogPhotos.userId, userId), inArray(dogPhotos.dogId, dogIds)));
  }
  const [bonoCount] = await tx
    .select({ value: count() })
    .from(bonos)
    .where(and(eq(bonos.userId, userId), eq(bonos.clientId, id)));
  // Bonos and their movements go by the (user_id, client_id) key's cascade.
  await tx.delete(dogs).where(and(eq(dogs.userId, userId), eq(dogs.clientId, id)));
  await tx.delete(clients).where(and(eq(clients.userId, userId), eq(clients.id, id)));
  return { dogs: dogIds.length, sessions: sessions.length, bonos: bonoCount?.value ?? 0 };
}
