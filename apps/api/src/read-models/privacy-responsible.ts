import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import type { Tx } from '../lib/trainer-lock.ts';
import { users } from '../modules/auth/auth.schema.ts';
import { ownerAreaSettings } from '../modules/owners/owners.schema.ts';

type Conn = Db | Tx;

// Who a trainer's default privacy text names, from `users` (auth) and `owner_area_settings`
// (owners), read for the privacy module, which owns `privacy_texts` only (decision 0029).
/** Who the default text names: the business name (Ajustes) or the trainer's, and contact. */
export async function selectResponsible(db: Conn, businessId: string) {
  const [row] = await db
    .select({
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      phone: users.phone,
      businessName: ownerAreaSettings.businessName,
      contactPhone: ownerAreaSettings.contactPhone,
    })
    .from(users)
    .leftJoin(ownerAreaSettings, eq(ownerAreaSettings.businessId, users.id))
    .where(eq(users.id, businessId));
  return row;
}
