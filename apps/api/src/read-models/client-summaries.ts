import { and, eq, inArray, sql } from 'drizzle-orm';
import type { ClientDog } from '@adiestra/shared';
import type { Db } from '../db/client.ts';
import { photoThumbUrl } from '../lib/photo-urls.ts';
import { dogPhotos, dogs } from '../modules/dogs/dogs.schema.ts';
import { trainingSessions } from '../modules/sessions/sessions.schema.ts';
import { spanishSortKey } from '../lib/sort-key.ts';
import { dogAgeSql } from './dog-age.ts';

interface ClientSummary {
  dogs: ClientDog[];
  total: number;
  last: Date | null;
}

/**
 * The clients list's summaries (issue 26, decision 0029): each client's dogs with their photo, and
 * their session count and last date, read from the dogs' and sessions' tables for the clients
 * module, which owns neither. One query for a whole page, scoped to the trainer: each dog of the
 * page with its own sessions' count and last date, added up per client here (decision 0106).
 * Returns, by id, each client of the page that has dogs.
 */
export async function clientSummaries(db: Db, businessId: string, ids: string[]) {
  // Each dog's sessions through `training_sessions_dog_date_idx`: the composite key (business_id,
  // dog_id) makes a dog's sessions its trainer's. Filtering the sessions by trainer as well made
  // the planner AND each dog's index with the trainer's whole one (run K, decision 0102).
  const ofDog = sql`from ${trainingSessions} where ${trainingSessions.dogId} = ${dogs.id}`;
  const rows = await db
    .select({
      id: dogs.id,
      clientId: dogs.clientId,
      name: dogs.name,
      breed: dogs.breed,
      age: dogAgeSql,
      isActive: dogs.isActive,
      photoId: dogPhotos.id,
      sessions: sql<number>`(select count(*) ${ofDog})`.mapWith(Number),
      // A dog without sessions has none (null, which the decoder never sees).
      lastSession: sql`(select max(${trainingSessions.date}) ${ofDog})`.mapWith(
        (value: string): Date | null => new Date(value),
      ),
    })
    .from(dogs)
    .leftJoin(dogPhotos, eq(dogPhotos.dogId, dogs.id))
    .where(and(eq(dogs.businessId, businessId), inArray(dogs.clientId, ids)))
    .orderBy(spanishSortKey(dogs.name), dogs.id);

  const summaries = new Map<string, ClientSummary>();
  for (const row of rows) {
    let summary = summaries.get(row.clientId);
    if (!summary) {
      summary = { dogs: [], total: 0, last: null };
      summaries.set(row.clientId, summary);
    }
    // Built field by field: a spread would leave V8's slow object form (see toClientDto).
    summary.dogs.push({
      id: row.id,
      name: row.name,
      breed: row.breed,
      age: row.age,
      isActive: row.isActive,
      photoThumb: row.photoId ? photoThumbUrl(row.photoId) : null,
    });
    summary.total += row.sessions;
    if (row.lastSession && (!summary.last || row.lastSession > summary.last)) {
      summary.last = row.lastSession;
    }
  }
  return summaries;
}
