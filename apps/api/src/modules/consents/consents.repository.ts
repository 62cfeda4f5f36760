import type { ConsentKind } from '@adiestra/shared';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { uuidv7 } from '../../lib/ids.ts';
import type { Tx } from '../../lib/trainer-lock.ts';
import {
  consentAcceptances,
  consentRequestAcceptances,
  consentVersions,
} from './consents.schema.ts';

export type VersionRow = typeof consentVersions.$inferSelect;
export type AcceptanceRow = typeof consentAcceptances.$inferSelect;

export {
  selectClientDogNames,
  selectCurrentVersionsOf,
  selectOwnerClientsWithDogs,
  selectPendingAcceptances,
} from '../../read-models/consent-views.ts';

/** Each kind's versions, newest first. */
export function selectVersions(db: Db | Tx, businessId: string) {
  return db
    .select()
    .from(consentVersions)
    .where(eq(consentVersions.businessId, businessId))
    .orderBy(asc(consentVersions.kind), desc(consentVersions.version));
}

export async function selectVersion(db: Db | Tx, businessId: string, id: string) {
  const [row] = await db
    .select()
    .from(consentVersions)
    .where(and(eq(consentVersions.businessId, businessId), eq(consentVersions.id, id)));
  return row;
}

/** The next version of the kind; two publishing at once collide on the unique key (a 409). */
export async function insertVersion(
  db: Db,
  businessId: string,
  kind: ConsentKind,
  text: { title: string; body: string },
) {
  const [row] = await db
    .insert(consentVersions)
    .values({
      id: uuidv7(),
      businessId,
      kind,
      ...text,
      version: sql`(select coalesce(max(${consentVersions.version}), 0) + 1 from ${consentVersions}
        where ${consentVersions.businessId} = ${businessId} and ${consentVersions.kind} = ${kind})`,
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
  businessId: string,
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
        eq(consentVersions.businessId, consentAcceptances.businessId),
        eq(consentVersions.id, consentAcceptances.versionId),
      ),
    )
    .where(
      and(
        eq(consentAcceptances.businessId, businessId),
        where.id ? eq(consentAcceptances.id, where.id) : undefined,
        where.clientIds ? inArray(consentAcceptances.clientId, where.clientIds) : undefined,
      ),
    )
    .orderBy(desc(consentAcceptances.acceptedAt));
}

/** What a visitor accepted while booking: one row per version, with the request. */
export async function insertRequestAcceptances(
  tx: Tx,
  values: Omit<typeof consentRequestAcceptances.$inferInsert, 'id'>[],
) {
  if (values.length === 0) return;
  await tx.insert(consentRequestAcceptances).values(values.map((v) => ({ id: uuidv7(), ...v })));
}

/** A request's booking acceptances, with their version's kind. */
export function selectRequestAcceptances(db: Db | Tx, businessId: string, requestId: string) {
  return db
    .select({ acceptance: consentRequestAcceptances, kind: consentVersions.kind })
    .from(consentRequestAcceptances)
    .innerJoin(
      consentVersions,
      and(
        eq(consentVersions.businessId, consentRequestAcceptances.businessId),
        eq(consentVersions.id, consentRequestAcceptances.versionId),
      ),
    )
    .where(
      and(
        eq(consentRequestAcceptances.businessId, businessId),
        eq(consentRequestAcceptances.requestId, requestId),
      ),
    );
}

/** Acceptances copied from a booking; one already on record for the version stays as it is. */
export async function insertAcceptancesIfNew(
  tx: Tx,
  values: Omit<typeof consentAcceptances.$inferInsert, 'id'>[],
) {
  if (values.length === 0) return;
  await tx
    .insert(consentAcceptances)
    .values(values.map((v) => ({ id: uuidv7(), ...v })))
    .onConflictDoNothing({
      target: [consentAcceptances.versionId, consentAcceptances.clientId, consentAcceptances.dogId],
    });
}

/** Erasure: the booking acceptances of the erased person's requests. */
export async function deleteRequestAcceptances(tx: Tx, businessId: string, requestIds: string[]) {
  if (requestIds.length === 0) return;
  await tx
    .delete(consentRequestAcceptances)
    .where(
      and(
        eq(consentRequestAcceptances.businessId, businessId),
        inArray(consentRequestAcceptances.requestId, requestIds),
      ),
    );
}
