import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../lib/trainer-lock.ts';
import { clientBonoCount, clientDogs } from '../../read-models/client-records.ts';
import { clients } from './clients.schema.ts';

/**
 * Issue 20: the client about to be erased, locked for the transaction, with its dogs (ids and
 * names, to find their bookings and payments). Undefined when the caller has no such client.
 */
export async function lockClientForErasure(tx: Tx, businessId: string, id: string) {
  const [client] = await tx
    .select({
      id: clients.id,
      firstName: clients.firstName,
      lastName: clients.lastName,
      email: clients.email,
    })
    .from(clients)
    .where(and(eq(clients.businessId, businessId), eq(clients.id, id)))
    .for('update');
  if (!client) return undefined;
  return { ...client, dogs: await clientDogs(tx, businessId, id) };
}

/**
 * Deletes the client, and with it, through their foreign keys' cascade, its dogs with their photos,
 * and its bonos with their ledger of uses (the payments for them stay in the payments ledger). The
 * dogs' sessions are gone already (the sessions module deletes them first: see data-rights).
 * Returns how many dogs and bonos went.
 */
export async function deleteClientAndRecords(
  tx: Tx,
  businessId: string,
  id: string,
  dogIds: string[],
) {
  const bonos = await clientBonoCount(tx, businessId, id);
  await tx.delete(clients).where(and(eq(clients.businessId, businessId), eq(clients.id, id)));
  return { dogs: dogIds.length, bonos };
}
