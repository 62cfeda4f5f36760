import { birthDateFromAge, type Dog } from '@adiestra/shared';
import { randomUUID } from 'node:crypto';
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { uuidv7 } from '../../lib/ids.ts';
import { rowsOf } from '../../lib/sql-rows.ts';
import { foldText } from '../../lib/text-search.ts';
import type { ProcessedPhoto } from '../../lib/photo-pipeline.ts';
import { spanishToday } from '../../read-models/dog-age.ts';
import { selectOwnDogWithOwner, toDogDto } from '../../read-models/dog-list.ts';
import { dogPhotos, dogs } from './dogs.schema.ts';

/**
 * Every query on `dogs` and `dog_photos` alone; the dogs with their owners (the list, a dog, the
 * selector's options) are read-models/dog-list.ts. Nothing outside this module reads these tables.
 */
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** "This dog is the caller's". */
const ownDog = (businessId: string, id: string) =>
  and(eq(dogs.id, id), eq(dogs.businessId, businessId));

export const dogNotFound = () => notFound('Perro no encontrado');

export async function getDog(db: Db, businessId: string, id: string): Promise<Dog> {
  const row = await selectOwnDogWithOwner(db, businessId, id);
  if (!row) throw dogNotFound();
  return toDogDto(row);
}

export async function dogStats(db: Db, businessId: string) {
  const [row] = await db
    .select({
      totalDogs: count(),
      activeDogs: sql<number>`count(*) filter (where ${dogs.isActive})`.mapWith(Number),
      breeds: sql<number>`count(distinct lower(${dogs.breed}))`.mapWith(Number),
    })
    .from(dogs)
    .where(eq(dogs.businessId, businessId));
  return row ?? { totalDogs: 0, activeDogs: 0, breeds: 0 };
}

/** Distinct breeds (case-insensitively), sorted the Spanish way. */
export async function dogBreeds(db: Db, businessId: string) {
  const rows = await db
    .select({ breed: sql<string>`min(${dogs.breed})` })
    .from(dogs)
    .where(eq(dogs.businessId, businessId))
    .groupBy(sql`lower(${dogs.breed})`);
  return rows.map((r) => r.breed).sort((a, b) => a.localeCompare(b, 'es'));
}

/** The stored bytes of one photo by its unguessable id, or null. */
export async function readPhoto(db: Db, photoId: string, variant: 'image' | 'thumbnail') {
  const [row] = await db
    .select({ bytes: variant === 'image' ? dogPhotos.image : dogPhotos.thumbnail })
    .from(dogPhotos)
    .where(eq(dogPhotos.id, photoId))
    .limit(1);
  return row?.bytes ?? null;
}

/**
 * A replaced photo is a new row with a new random id: its URL can be cached forever and the old
 * URL stops answering. The id is a v4 UUID (122 random bits), because the URL is its own key.
 */
export async function replacePhoto(
  tx: Tx,
  businessId: string,
  dogId: string,
  photo: ProcessedPhoto | null,
) {
  await tx
    .delete(dogPhotos)
    .where(and(eq(dogPhotos.dogId, dogId), eq(dogPhotos.businessId, businessId)));
  if (photo) await tx.insert(dogPhotos).values({ id: randomUUID(), businessId, dogId, ...photo });
}

/** A dog's columns as the service writes them; `age` stands for an unknown birth date. */
export type DogValues = Omit<typeof dogs.$inferInsert, 'id' | 'businessId'> & {
  age?: number | null;
};

/**
 * An age without a birth date becomes an approximate birth date: `today` minus the age in days,
 * the formula the migration applied to the ages stored before (decision 0038).
 */
function columnsOf({ age, ...values }: DogValues, today: string) {
  if (age === undefined || age === null || values.birthDate) return values;
  return { ...values, birthDate: birthDateFromAge(age, today), birthDateApproximate: true };
}

/** Today in Spain by the database, for the dogs written without a clock at hand. */
async function databaseToday(tx: Tx) {
  const [row] = rowsOf<{ today: string }>(
    await tx.execute(sql`select ${spanishToday}::text as today`),
  );
  return row!.today;
}

export async function insertDog(
  tx: Tx,
  id: string,
  businessId: string,
  values: DogValues,
  today?: string,
) {
  const day = today ?? (values.age == null ? '' : await databaseToday(tx));
  await tx.insert(dogs).values({ id, businessId, ...columnsOf(values, day) });
}

/** The caller's dog locked for update (its owner's id), or undefined. */
export async function lockOwnDog(tx: Tx, businessId: string, id: string) {
  const [row] = await tx
    .select({ clientId: dogs.clientId })
    .from(dogs)
    .where(ownDog(businessId, id))
    .for('update');
  return row;
}

export async function updateDogRow(tx: Tx, id: string, values: DogValues, today: string) {
  await tx
    .update(dogs)
    .set({ ...columnsOf(values, today), updatedAt: new Date() })
    .where(eq(dogs.id, id));
}

/**
 * The dog with its photo, in one transaction (DESIGN §5); its sessions go with it through their
 * foreign key (ON DELETE CASCADE, migrations 0000 and 0007). False when not the caller's.
 */
export async function deleteOwnDog(db: Db, businessId: string, id: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    if (!(await lockOwnDog(tx, businessId, id))) return false;
    await tx.delete(dogPhotos).where(eq(dogPhotos.dogId, id));
    await tx.delete(dogs).where(eq(dogs.id, id));
    return true;
  });
}

/** The caller's dog's id, or undefined (another trainer's dog is not the caller's). */
export async function selectOwnDogId(db: Db, businessId: string, id: string) {
  const [row] = await db.select({ id: dogs.id }).from(dogs).where(ownDog(businessId, id)).limit(1);
  return row?.id;
}

/** The client's dog of that name (case and accents ignored); of several, the active, oldest one. */
export async function matchDogByName(
  db: Db | Tx,
  businessId: string,
  clientId: string,
  name: string,
) {
  const [row] = await db
    .select({ id: dogs.id, name: dogs.name })
    .from(dogs)
    .where(
      and(
        eq(dogs.businessId, businessId),
        eq(dogs.clientId, clientId),
        eq(dogs.nameKey, foldText(name.trim())),
      ),
    )
    .orderBy(desc(dogs.isActive), asc(dogs.createdAt), asc(dogs.id))
    .limit(1);
  return row;
}

/** Issue 27: every dog's name and owner, so an import does not add a client's dog twice. */
export async function selectDogNames(db: Db | Tx, businessId: string) {
  return db
    .select({ clientId: dogs.clientId, name: dogs.name })
    .from(dogs)
    .where(eq(dogs.businessId, businessId));
}

/** The caller's dog's id, name and owner, or undefined. */
export async function selectOwnDogOwner(db: Db | Tx, businessId: string, id: string) {
  const [row] = await db
    .select({ id: dogs.id, name: dogs.name, clientId: dogs.clientId })
    .from(dogs)
    .where(ownDog(businessId, id))
    .limit(1);
  return row;
}

/** Issue 20: an import's dogs, in batches of 1,000 rows inside the import's transaction. */
export async function insertDogs(tx: Tx, businessId: string, values: DogValues[]) {
  const today = await databaseToday(tx);
  for (let i = 0; i < values.length; i += 1000) {
    const batch = values
      .slice(i, i + 1000)
      .map((v) => ({ id: uuidv7(), businessId, ...columnsOf(v, today) }));
    await tx.insert(dogs).values(batch);
  }
}

/** The caller's dog's name and birth date (a gate's age check, issue 31.4), or undefined. */
export async function selectOwnDogBirth(db: Db | Tx, businessId: string, id: string) {
  const [row] = await db
    .select({ name: dogs.name, birthDate: dogs.birthDate })
    .from(dogs)
    .where(ownDog(businessId, id))
    .limit(1);
  return row;
}
