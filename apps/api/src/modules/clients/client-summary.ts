import type { Client, ClientDog } from '@adiestra/shared';
import { and, count, eq, getTableColumns, inArray, max } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { clients, dogPhotos, dogs, trainingSessions } from '../../db/schema.ts';
import { spanishSortKey } from '../../lib/sort-key.ts';
import { photoThumbUrl } from '../dogs/index.ts';

/** A client's own columns: the folded name key is for the database's WHERE only. */
const { nameKey: _nameKey, ...ownColumns } = getTableColumns(clients);
export const clientColumns = ownColumns;
export type ClientRow = Omit<typeof clients.$inferSelect, 'nameKey'>;

/**
 * Adds each client's dogs, session count and last session date: two grouped queries for the
 * whole page (never one per client), both scoped to the caller.
 */
export async function withSummaries(db: Db, userId: string, rows: ClientRow[]): Promise<Client[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [dogRows, sessionRows] = await Promise.all([
    db
      .select({
        id: dogs.id,
        clientId: dogs.clientId,
        name: dogs.name,
        breed: dogs.breed,
        age: dogs.age,
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

  const dogsByClient = new Map<string, ClientDog[]>();
  for (const { clientId, photoId, ...dog } of dogRows) {
    const list = dogsByClient.get(clientId) ?? [];
    list.push({ ...dog, photoThumb: photoId ? photoThumbUrl(photoId) : null });
    dogsByClient.set(clientId, list);
  }
  const sessionsByClient = new Map(sessionRows.map((row) => [row.clientId, row]));

  return rows.map((row) => {
    const sessions = sessionsByClient.get(row.id);
    return toClientDto(row, {
      dogs: dogsByClient.get(row.id) ?? [],
      totalSessions: sessions?.total ?? 0,
      lastSession: sessions?.last ? new Date(sessions.last).toISOString() : null,
    });
  });
}

export function toClientDto(
  row: ClientRow,
  summary: Pick<Client, 'dogs' | 'totalSessions' | 'lastSession'>,
): Client {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    name: `${row.firstName} ${row.lastName}`.trim(),
    email: row.email,
    phone: row.phone,
    address: row.address,
    emergencyContact: row.emergencyContact,
    emergencyPhone: row.emergencyPhone,
    notes: row.notes,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    ...summary,
  };
}
