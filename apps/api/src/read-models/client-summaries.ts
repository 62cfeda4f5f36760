import { and, count, eq, inArray, max } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { dogPhotos, dogs } from '../modules/dogs/dogs.schema.ts';
import { trainingSessions } from '../modules/sessions/sessions.schema.ts';
import { spanishSortKey } from '../lib/sort-key.ts';
import { dogAgeSql } from './dog-age.ts';

/**
 * The clients list's summaries (issue 26, decision 0029): each client's dogs with their photo, and
 * their session count and last date, read from the dogs' and sessions' tables for the clients
 * module, which owns neither. Two grouped queries for a whole page, both scoped to the trainer.
 */
export async function clientSummaryRows(db: Db, userId: string, ids: string[]) {
  const [dogRows, sessionRows] = await Promise.all([
    db
      .select({
        id: dogs.id,
        clientId: dogs.clientId,
        name: dogs.name,
        breed: dogs.breed,
        age: dogAgeSql,
        isActive: dogs.isActive,
        photoId: dogPhotos.id,
      })
      .from(dogs)
      .leftJoin(dogPhotos, eq(dogPhotos.dogId, dogs.id))
      .where(and(eq(dogs.userId, userId), inArray(dogs.clientId, ids)))
      .orderBy(spanishSortKey(dogs.name), dogs.id),
    db
      .select({
        clientId: dogs.clientId,
        total: count(trainingSessions.id),
        last: max(trainingSessions.date),
      })
      .from(trainingSessions)
      .innerJoin(dogs, eq(dogs.id, trainingSessions.dogId))
      .where(and(eq(trainingSessions.userId, userId), inArray(dogs.clientId, ids)))
      .groupBy(dogs.clientId),
  ]);

  return { dogRows, sessionRows };
}
