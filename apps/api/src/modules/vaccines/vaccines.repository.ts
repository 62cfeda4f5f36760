import type { Region, VaccinationInputParsed } from '@adiestra/shared';
import { and, asc, desc, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { uuidv7 } from '../../lib/ids.ts';
import { LOCK_TIMEOUT } from '../../lib/trainer-lock.ts';
import {
  dogDocuments,
  vaccinations,
  vaccineReminders,
  vaccineSettings,
} from './vaccines.schema.ts';

/** Every query on the vaccines module's own tables (decision 0029). */
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export type VaccinationRow = typeof vaccinations.$inferSelect;

/** The trainer's comunidad, or undefined when never chosen. */
export async function selectRegion(db: Db, businessId: string): Promise<Region | undefined> {
  const [row] = await db
    .select({ region: vaccineSettings.region })
    .from(vaccineSettings)
    .where(eq(vaccineSettings.businessId, businessId));
  return row?.region;
}

export async function upsertRegion(db: Db, businessId: string, region: Region) {
  await db
    .insert(vaccineSettings)
    .values({ businessId, region })
    .onConflictDoUpdate({
      target: vaccineSettings.businessId,
      set: { region, updatedAt: sql`now()` },
    });
}

/** A dog's doses, the latest given first. */
export async function selectDogVaccinations(db: Db | Tx, businessId: string, dogId: string) {
  return db
    .select()
    .from(vaccinations)
    .where(and(eq(vaccinations.businessId, businessId), eq(vaccinations.dogId, dogId)))
    .orderBy(desc(vaccinations.givenOn), desc(vaccinations.createdAt), asc(vaccinations.id));
}

export async function insertVaccination(
  db: Db,
  businessId: string,
  dogId: string,
  input: VaccinationInputParsed & { expiresOn: string },
) {
  const id = uuidv7();
  const [row] = await db
    .insert(vaccinations)
    .values({
      id,
      businessId,
      dogId,
      kind: input.kind,
      name: input.name,
      givenOn: input.givenOn,
      expiresOn: input.expiresOn,
    })
    .returning();
  return row!;
}

/** The caller's dose, deleted; false when it is not theirs. */
export async function deleteOwnVaccination(db: Db, businessId: string, id: string) {
  const rows = await db
    .delete(vaccinations)
    .where(and(eq(vaccinations.businessId, businessId), eq(vaccinations.id, id)))
    .returning({ id: vaccinations.id });
  return rows.length > 0;
}

/** Claims a dose's one reminder: true only for the first claim, whatever the processes. */
export async function claimReminder(tx: Tx, businessId: string, vaccinationId: string, now: Date) {
  const rows = await tx
    .insert(vaccineReminders)
    .values({ vaccinationId, businessId, sentAt: now })
    .onConflictDoNothing()
    .returning({ id: vaccineReminders.vaccinationId });
  return rows.length > 0;
}

const documentColumns = {
  id: dogDocuments.id,
  businessId: dogDocuments.businessId,
  dogId: dogDocuments.dogId,
  kind: dogDocuments.kind,
  mime: dogDocuments.mime,
  status: dogDocuments.status,
  uploadedAt: dogDocuments.uploadedAt,
  reviewedAt: dogDocuments.reviewedAt,
};
export type DocumentRow = {
  [K in keyof typeof documentColumns]: (typeof dogDocuments.$inferSelect)[K];
};

export async function insertDocument(db: Db | Tx, values: typeof dogDocuments.$inferInsert) {
  const [row] = await db.insert(dogDocuments).values(values).returning(documentColumns);
  return row!;
}

/** Namespace of the advisory locks that serialise uploads against one quota. */
const DOCUMENT_QUOTA_LOCK_SPACE = 727276;

/**
 * Takes the transaction-level locks of these quotas (an owner's, a business's), always in the
 * order given, so two uploads against one quota count and insert one after the other and the
 * last one under it cannot be taken twice.
 */
export async function lockDocumentQuotas(tx: Tx, keys: string[]) {
  await tx.execute(sql.raw(`set local lock_timeout = '${LOCK_TIMEOUT}'`));
  for (const key of keys)
    await tx.execute(
      sql`select pg_advisory_xact_lock(${DOCUMENT_QUOTA_LOCK_SPACE}, hashtext(${key}))`,
    );
}

const ofDogs = (dogs: { businessId: string; dogId: string }[]) =>
  or(
    ...dogs.map((d) =>
      and(eq(dogDocuments.businessId, d.businessId), eq(dogDocuments.dogId, d.dogId)),
    ),
  );

const usageColumns = {
  count: sql<number>`count(*)::int`,
  bytes: sql<number>`coalesce(sum(${dogDocuments.size}), 0)::bigint`.mapWith(Number),
};

/** How many documents one business holds, and their bytes. */
export async function selectBusinessUsage(db: Db | Tx, businessId: string) {
  const [row] = await db
    .select(usageColumns)
    .from(dogDocuments)
    .where(eq(dogDocuments.businessId, businessId));
  return row!;
}

/** How many documents these dogs (one owner's) hold, and their bytes. */
export async function selectDogsUsage(db: Db | Tx, dogs: { businessId: string; dogId: string }[]) {
  if (dogs.length === 0) return { count: 0, bytes: 0 };
  const [row] = await db.select(usageColumns).from(dogDocuments).where(ofDogs(dogs));
  return row!;
}

/** The caller's document deleted; false when it is not theirs. */
export async function deleteOwnDocument(db: Db, businessId: string, id: string) {
  const rows = await db
    .delete(dogDocuments)
    .where(and(eq(dogDocuments.businessId, businessId), eq(dogDocuments.id, id)))
    .returning({ id: dogDocuments.id });
  return rows.length > 0;
}

/** The documents of these dogs (each named with its trainer), newest first; never the bytes. */
export async function selectDocumentsOfDogs(db: Db, dogs: { businessId: string; dogId: string }[]) {
  if (dogs.length === 0) return [];
  return db
    .select(documentColumns)
    .from(dogDocuments)
    .where(ofDogs(dogs))
    .orderBy(desc(dogDocuments.uploadedAt), desc(dogDocuments.id));
}

/** One document with its bytes, whoever's: the caller checks who may see it. */
export async function selectDocumentFile(db: Db, id: string) {
  const [row] = await db
    .select({ ...documentColumns, content: dogDocuments.content })
    .from(dogDocuments)
    .where(eq(dogDocuments.id, id));
  return row;
}

/** The caller's document locked for its review, or undefined. */
export async function lockOwnDocument(tx: Tx, businessId: string, id: string) {
  const [row] = await tx
    .select(documentColumns)
    .from(dogDocuments)
    .where(and(eq(dogDocuments.businessId, businessId), eq(dogDocuments.id, id)))
    .for('update');
  return row;
}

export async function markDocumentReviewed(tx: Tx, id: string, now: Date) {
  await tx
    .update(dogDocuments)
    .set({ status: 'reviewed', reviewedAt: now })
    .where(eq(dogDocuments.id, id));
}

/** A dose written inside a review's transaction. */
export async function insertVaccinationInTx(
  tx: Tx,
  businessId: string,
  dogId: string,
  input: VaccinationInputParsed & { expiresOn: string },
) {
  await tx.insert(vaccinations).values({
    id: uuidv7(),
    businessId,
    dogId,
    kind: input.kind,
    name: input.name,
    givenOn: input.givenOn,
    expiresOn: input.expiresOn,
  });
}
