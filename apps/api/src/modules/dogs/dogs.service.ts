import type { Dog, DogInputParsed } from '@adiestra/shared';
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { dogPhotos, dogs, trainingSessions } from '../../db/schema.ts';
import { FOREIGN_KEY_VIOLATION, sqlState } from '../../lib/db-errors.ts';
import { uuidv7 } from '../../lib/ids.ts';
import { clientNotFound, findClientRow } from '../clients/index.ts';
import { dogNotFound, getDog } from './dog-queries.ts';
import { processPhoto, type ProcessedPhoto } from './photos.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * A replaced photo is a new row with a new random id: its URL can be cached forever and the old
 * URL stops answering. The id is a v4 UUID (122 random bits), because the URL is its own key.
 */
async function replacePhoto(tx: Tx, userId: string, dogId: string, photo: ProcessedPhoto | null) {
  await tx.delete(dogPhotos).where(and(eq(dogPhotos.dogId, dogId), eq(dogPhotos.userId, userId)));
  if (photo) await tx.insert(dogPhotos).values({ id: randomUUID(), userId, dogId, ...photo });
}

/** A client deleted between the check and the insert surfaces as a foreign key violation. */
function mapMissingClient(error: unknown): never {
  if (sqlState(error) === FOREIGN_KEY_VIOLATION) throw clientNotFound();
  throw error;
}

const fields = (input: DogInputParsed) => ({
  name: input.name,
  breed: input.breed,
  clientId: input.clientId,
  age: input.age,
  weight: input.weight,
  height: input.height,
  notes: input.notes,
});

export async function createDog(db: Db, userId: string, input: DogInputParsed): Promise<Dog> {
  // Image work happens before the transaction so no lock is held while sharp runs.
  const photo = input.photo ? await processPhoto(input.photo) : null;
  const id = uuidv7();
  await db
    .transaction(async (tx) => {
      await findClientRow(tx, userId, input.clientId);
      await tx
        .insert(dogs)
        .values({ id, userId, ...fields(input), isActive: input.isActive ?? true });
      if (photo) await replacePhoto(tx, userId, id, photo);
    })
    .catch(mapMissingClient);
  return getDog(db, userId, id);
}

export async function updateDog(
  db: Db,
  userId: string,
  id: string,
  input: DogInputParsed,
): Promise<Dog> {
  const photo = input.photo ? await processPhoto(input.photo) : null;
  await db
    .transaction(async (tx) => {
      const [current] = await tx
        .select({ clientId: dogs.clientId })
        .from(dogs)
        .where(and(eq(dogs.id, id), eq(dogs.userId, userId)))
        .for('update');
      if (!current) throw dogNotFound();
      if (current.clientId !== input.clientId) await findClientRow(tx, userId, input.clientId);
      await tx
        .update(dogs)
        .set({ ...fields(input), isActive: input.isActive, updatedAt: new Date() })
        .where(eq(dogs.id, id));
      // undefined keeps the photo, null removes it, a data URL replaces it (DESIGN §4).
      if (input.photo !== undefined) await replacePhoto(tx, userId, id, photo);
    })
    .catch(mapMissingClient);
  return getDog(db, userId, id);
}

/** The dog with its photo and sessions, in one transaction (DESIGN §5). */
export async function deleteDog(db: Db, userId: string, id: string) {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: dogs.id })
      .from(dogs)
      .where(and(eq(dogs.id, id), eq(dogs.userId, userId)))
      .for('update');
    if (!row) throw dogNotFound();
    await tx.delete(trainingSessions).where(eq(trainingSessions.dogId, id));
    await tx.delete(dogPhotos).where(eq(dogPhotos.dogId, id));
    await tx.delete(dogs).where(eq(dogs.id, id));
  });
}
