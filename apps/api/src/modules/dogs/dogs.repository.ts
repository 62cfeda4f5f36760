import type { Dog, DogOptionsFilter, Option } from '@adiestra/shared';
import { randomUUID } from 'node:crypto';
import { and, asc, count, desc, eq, getTableColumns, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { clients, dogPhotos, dogs, trainingSessions } from '../../db/schema.ts';
import { notFound } from '../../lib/app-error.ts';
import { uuidv7 } from '../../lib/ids.ts';
import { spanishSortKey } from '../../lib/sort-key.ts';
import { containsName, foldText } from '../../lib/text-search.ts';
import type { ProcessedPhoto } from '../../lib/photo-pipeline.ts';
import { photoThumbUrl, photoUrl } from '../../lib/photo-urls.ts';

/** Every query on `dogs` and `dog_photos`. Nothing outside this module reads them. */
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** "This dog is the caller's". */
const ownDog = (userId: string, id: string) => and(eq(dogs.id, id), eq(dogs.userId, userId));

export const dogNotFound = () => notFound('Perro no encontrado');

export interface DogFilters {
  search?: string | undefined;
  clientId?: string | undefined;
  breed?: string | undefined;
  active?: boolean | undefined;
}

/** A dog's own columns: the folded name and breed keys are for the database's WHERE only. */
const { nameKey: _nameKey, breedKey: _breedKey, ...dogColumns } = getTableColumns(dogs);

const columns = {
  dog: dogColumns,
  client: {
    id: clients.id,
    firstName: clients.firstName,
    lastName: clients.lastName,
    email: clients.email,
    phone: clients.phone,
    address: clients.address,
  },
  photoId: dogPhotos.id,
};

type Row = {
  dog: Omit<typeof dogs.$inferSelect, 'nameKey' | 'breedKey'>;
  client: Omit<Dog['client'], 'name'>;
  photoId: string | null;
};

export function toDogDto({ dog, client, photoId }: Row): Dog {
  return {
    id: dog.id,
    name: dog.name,
    breed: dog.breed,
    age: dog.age,
    weight: dog.weight,
    height: dog.height,
    notes: dog.notes,
    clientId: dog.clientId,
    isActive: dog.isActive,
    photo: photoId ? photoUrl(photoId) : null,
    photoThumb: photoId ? photoThumbUrl(photoId) : null,
    createdAt: dog.createdAt.toISOString(),
    updatedAt: dog.updatedAt.toISOString(),
    client: { ...client, name: `${client.firstName} ${client.lastName}`.trim() },
  };
}

/** Dogs with their owner and photo id in one query; never the image bytes. */
function selectDogs(db: Db) {
  return db
    .select(columns)
    .from(dogs)
    .innerJoin(clients, eq(clients.id, dogs.clientId))
    .leftJoin(dogPhotos, eq(dogPhotos.dogId, dogs.id));
}

function dogWhere(userId: string, filters: DogFilters): SQL | undefined {
  const search = filters.search;
  return and(
    eq(dogs.userId, userId),
    filters.clientId ? eq(dogs.clientId, filters.clientId) : undefined,
    filters.breed ? sql`lower(${dogs.breed}) = lower(${filters.breed})` : undefined,
    filters.active === undefined ? undefined : eq(dogs.isActive, filters.active),
    search
      ? or(
          containsName(dogs.nameKey, search),
          containsName(dogs.breedKey, search),
          containsName(clients.nameKey, search),
        )
      : undefined,
  );
}

/** The total behind a page: the owner is joined only when the search reads the owner's name. */
function countDogs(db: Db, where: SQL | undefined, joinOwner: boolean) {
  const query = db.select({ value: count() }).from(dogs).$dynamic();
  return (joinOwner ? query.innerJoin(clients, eq(clients.id, dogs.clientId)) : query).where(where);
}

export async function listDogs(
  db: Db,
  userId: string,
  filters: DogFilters,
  page: number,
  limit: number,
) {
  const where = dogWhere(userId, filters);
  const [rows, [total]] = await Promise.all([
    selectDogs(db)
      .where(where)
      .orderBy(asc(spanishSortKey(dogs.name)), asc(dogs.name), asc(dogs.id))
      .limit(limit)
      .offset((page - 1) * limit),
    countDogs(db, where, Boolean(filters.search)),
  ]);
  const totalCount = total?.value ?? 0;
  return {
    dogs: rows.map(toDogDto),
    pagination: {
      page,
      limit,
      total: totalCount,
      totalPages: Math.max(1, Math.ceil(totalCount / limit)),
    },
  };
}

export async function getDog(db: Db, userId: string, id: string): Promise<Dog> {
  const [row] = await selectDogs(db).where(ownDog(userId, id)).limit(1);
  if (!row) throw dogNotFound();
  return toDogDto(row);
}

export async function dogStats(db: Db, userId: string) {
  const [row] = await db
    .select({
      totalDogs: count(),
      activeDogs: sql<number>`count(*) filter (where ${dogs.isActive})`.mapWith(Number),
      breeds: sql<number>`count(distinct lower(${dogs.breed}))`.mapWith(Number),
    })
    .from(dogs)
    .where(eq(dogs.userId, userId));
  return row ?? { totalDogs: 0, activeDogs: 0, breeds: 0 };
}

/** Distinct breeds (case-insensitively), sorted the Spanish way. */
export async function dogBreeds(db: Db, userId: string) {
  const rows = await db
    .select({ breed: sql<string>`min(${dogs.breed})` })
    .from(dogs)
    .where(eq(dogs.userId, userId))
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
  userId: string,
  dogId: string,
  photo: ProcessedPhoto | null,
) {
  await tx.delete(dogPhotos).where(and(eq(dogPhotos.dogId, dogId), eq(dogPhotos.userId, userId)));
  if (photo) await tx.insert(dogPhotos).values({ id: randomUUID(), userId, dogId, ...photo });
}

export type DogValues = Omit<typeof dogs.$inferInsert, 'id' | 'userId'>;

export async function insertDog(tx: Tx, id: string, userId: string, values: DogValues) {
  await tx.insert(dogs).values({ id, userId, ...values });
}

/** The caller's dog locked for update (its owner's id), or undefined. */
export async function lockOwnDog(tx: Tx, userId: string, id: string) {
  const [row] = await tx
    .select({ clientId: dogs.clientId })
    .from(dogs)
    .where(ownDog(userId, id))
    .for('update');
  return row;
}

export async function updateDogRow(tx: Tx, id: string, values: Partial<DogValues>) {
  await tx
    .update(dogs)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(dogs.id, id));
}

/** The dog with its photo and sessions, in one transaction (DESIGN §5); false when not the caller's. */
export async function deleteOwnDog(db: Db, userId: string, id: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    if (!(await lockOwnDog(tx, userId, id))) return false;
    await tx.delete(trainingSessions).where(eq(trainingSessions.dogId, id));
    await tx.delete(dogPhotos).where(eq(dogPhotos.dogId, id));
    await tx.delete(dogs).where(eq(dogs.id, id));
    return true;
  });
}

/** The caller's dog's id, or undefined (another trainer's dog is not the caller's). */
export async function selectOwnDogId(db: Db, userId: string, id: string) {
  const [row] = await db.select({ id: dogs.id }).from(dogs).where(ownDog(userId, id)).limit(1);
  return row?.id;
}

/**
 * The trainer's dogs for a selector, by name: "Luna (Galgo) · Ana García", searched by the dog's
 * or the owner's name, optionally of one client. A client of another trainer finds no dogs.
 */
export async function dogOptions(
  db: Db,
  userId: string,
  filter: DogOptionsFilter,
): Promise<Option[]> {
  const rows = await db
    .select({
      id: dogs.id,
      name: dogs.name,
      breed: dogs.breed,
      firstName: clients.firstName,
      lastName: clients.lastName,
    })
    .from(dogs)
    .innerJoin(clients, and(eq(clients.id, dogs.clientId), eq(clients.userId, userId)))
    .where(
      and(
        eq(dogs.userId, userId),
        filter.id ? eq(dogs.id, filter.id) : undefined,
        filter.clientId ? eq(dogs.clientId, filter.clientId) : undefined,
        filter.search
          ? or(
              containsName(dogs.nameKey, filter.search),
              containsName(clients.nameKey, filter.search),
            )
          : undefined,
      ),
    )
    .orderBy(asc(spanishSortKey(dogs.name)), asc(dogs.name), asc(dogs.id))
    .limit(filter.limit);
  return rows.map((row) => ({
    id: row.id,
    label: `${row.name} (${row.breed}) · ${`${row.firstName} ${row.lastName}`.trim()}`,
  }));
}

/** The client's dog of that name (case and accents ignored); of several, the active, oldest one. */
export async function matchDogByName(db: Db | Tx, userId: string, clientId: string, name: string) {
  const [row] = await db
    .select({ id: dogs.id, name: dogs.name })
    .from(dogs)
    .where(
      and(
        eq(dogs.userId, userId),
        eq(dogs.clientId, clientId),
        eq(dogs.nameKey, foldText(name.trim())),
      ),
    )
    .orderBy(desc(dogs.isActive), asc(dogs.createdAt), asc(dogs.id))
    .limit(1);
  return row;
}

/** The caller's dog's id, name and owner, or undefined. */
export async function selectOwnDogOwner(db: Db | Tx, userId: string, id: string) {
  const [row] = await db
    .select({ id: dogs.id, name: dogs.name, clientId: dogs.clientId })
    .from(dogs)
    .where(ownDog(userId, id))
    .limit(1);
  return row;
}

/** Issue 20: an import's dogs, in batches of 1,000 rows inside the import's transaction. */
export async function insertDogs(tx: Tx, userId: string, values: DogValues[]) {
  for (let i = 0; i < values.length; i += 1000) {
    const batch = values.slice(i, i + 1000).map((v) => ({ id: uuidv7(), userId, ...v }));
    await tx.insert(dogs).values(batch);
  }
}
