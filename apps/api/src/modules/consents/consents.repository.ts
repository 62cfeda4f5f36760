import type { ConsentKind } from '@adiestra/shared';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { uuidv7 } from '../../lib/ids.ts';
import type { Tx } from '../../lib/trainer-lock.ts';
import { consentAcceptances, consentVersions } from './consents.schema.ts';

export type VersionRow = typeof consentVersions.$inferSelect;
export type AcceptanceRow = typeof consentAcceptances.$inferSelect;

export {
  selectClientDogNames,
  selectCurrentVersionsOf,
  selectOwnerClientsWithDogs,
  selectPendingAcceptances,
} from '../../read-models/consent-views.ts';

/** Each kind's versions, newest first. */
export function selectVersions(db: Db | Tx, userId: string) {
  return db
    .select()
    .from(consentVersions)
    .where(eq(consentVersions.userId, userId))
    .orderBy(asc(consentVersions.kind), desc(consentVersions.version));
}

export async function selectVersion(db: Db | Tx, userId: string, id: string) {
  const [row] = await db
    .select()
    .from(consentVersions)
    .where(and(eq(consentVersions.userId, userId), eq(consentVersions.id, id)));
  return row;
}

/** The next version of the kind; two publishing at once collide on the unique key (a 409). */
export async function insertVersion(
  db: Db,
  userId: string,
  kind: ConsentKind,
  text: { title: string; body: string },
) {
  const [row] = await db
    .insert(consentVersions)
    .values({
      id: uuidv7(),
      userId,
      kind,
      ...text,
      version: sql`(select coalesce(max(${consentVersions.version}), 0) + 1 from ${consentVersions}
        where ${consentVersions.userId} = ${userId} and ${consentVersions.kind} = ${kind})`,
    })
    .returning();
  return row!;
}

export async function insertAcceptance(
  db: Db | Tx,
  values: Omit<typeof consentAcceptances.$inferInsert, 'id'>,
) {
  const [row] = await db
    .insert(consentAcceptances)
    .values({ id: uuidv7(), ...values })
    .returning();
  return row!;
}

/** Acceptances with their version, of one trainer, filtered by id or by clients. */
export function selectAcceptances(
  db: Db | Tx,
  userId: string,
  where: { id?: string; clientIds?: string[] },
) {
  return db
    .select({
      acceptance: consentAcceptances,
      kind: consentVersions.kind,
      version: consentVersions.version,
    })
    .from(consentAcceptances)
    .innerJoin(
      consentVersions,
      and(
        eq(consentVersions.userId, consentAcceptances.userId),
        eq(consentVersions.id, consentAcceptances.versionId),
      ),
    )
    .where(
      and(
        eq(consentAcceptances.userId, userId),
        where.id ? eq(consentAcceptances.id, where.id) : undefined,
        where.clientIds ? inArray(consentAcceptances.clientId, where.clientIds) : undefined,
      ),
    )
    .orderBy(desc(consentAcceptances.acceptedAt));
}
