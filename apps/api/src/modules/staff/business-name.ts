import type { Db } from '../../db/client.ts';
import type { Tx } from '../../lib/trainer-lock.ts';
import { selectBusinessName } from '../../read-models/business-name.ts';
import { members } from '../auth/index.ts';

/** The name a business signs with: its name from Ajustes, else its titular's. */
export async function businessNameOf(db: Db | Tx, businessId: string) {
  const named = await selectBusinessName(db, businessId);
  if (named) return named;
  const titular = await members.findTitular(db, businessId);
  return titular ? `${titular.firstName} ${titular.lastName}`.trim() : 'Adiestra';
}
