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
    // From the trainer's dogs of the page to each dog's sessions (`training_sessions_dog_date_idx`):
    // the composite key (user_id, dog_id) makes a dog's sessions its trainer's. Filtering the
    // sessions by trainer as well made the planner AND each dog's index with the trainer's whole
    // one, read again for every dog of the page (run K, decision 0102).
    db
      .select({ clientId: dogs.clientId, total: count(), last: max(trainingSessions.date) })
      .from(dogs)
      .innerJoin(trainingSessions, eq(trainingSessions.dogId, dogs.id))
      .where(and(eq(dogs.userId, userId), inArray(dogs.clientId, ids)))
      .groupBy(dogs.clientId),
  ]);

  return { dogRows, sessionRows };
}
