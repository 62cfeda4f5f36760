import {
  splitFullName,
  type Client,
  type ClientDogFilter,
  type ClientInputParsed,
  type ClientSort,
} from '@adiestra/shared';
import { and, asc, count, desc, eq, exists, inArray, notExists, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { clients, dogPhotos, dogs, trainingSessions } from '../../db/schema.ts';
import { notFound } from '../../lib/app-error.ts';
import { uuidv7 } from '../../lib/ids.ts';
import { spanishSortKey } from '../../lib/sort-key.ts';
import { containsName, containsText } from '../../lib/text-search.ts';
import { clientColumns, toClientDto, withSummaries } from './client-summary.ts';

export const clientNotFound = () => notFound('Cliente no encontrado');

export interface ClientListFilters {
  search?: string | undefined;
  dogs: ClientDogFilter;
  sort: ClientSort;
}

function searchCondition(search: string) {
  const conditions = [
    containsName(clients.nameKey, search),
    containsText(clients.email, search),
    containsText(clients.phone, search),
  ];
  // "612345678" finds "612 34 56 78": phones are compared by their digits too.
  const digits = search.replace(/\D/g, '');
  if (digits.length >= 3 && /^[\d\s+\-().]+$/.test(search)) {
    conditions.push(sql`regexp_replace(${clients.phone}, '[^0-9]', '', 'g') like ${`%${digits}%`}`);
  }
  return or(...conditions);
}

const ownDogs = sql`(select 1 from ${dogs} where ${dogs.clientId} = ${clients.id})`;
const DOGS_CONDITION = { all: undefined, with: exists(ownDogs), without: notExists(ownDogs) };

const ORDER = {
  recent: [desc(clients.createdAt), desc(clients.id)],
  oldest: [asc(clients.createdAt), asc(clients.id)],
  name: [
    asc(spanishSortKey(clients.firstName)),
    asc(spanishSortKey(clients.lastName)),
    asc(clients.id),
  ],
} as const;

export async function listClients(
  db: Db,
  userId: string,
  filters: ClientListFilters,
  page: number,
  limit: number,
) {
  const where = and(
    eq(clients.userId, userId),
    filters.search ? searchCondition(filters.search) : undefined,
    DOGS_CONDITION[filters.dogs],
  );
  const [rows, [total]] = await Promise.all([
    db
      .select(clientColumns)
      .from(clients)
      .where(where)
      .orderBy(...ORDER[filters.sort])
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ value: count() }).from(clients).where(where),
  ]);
  const totalCount = total?.value ?? 0;
  return {
    clients: await withSummaries(db, userId, rows),
    pagination: {
      page,
      limit,
      total: totalCount,
      totalPages: Math.max(1, Math.ceil(totalCount / limit)),
    },
  };
}

export async function findClientRow(db: Db, userId: string, id: string) {
  const [row] = await db
    .select(clientColumns)
    .from(clients)
    .where(and(eq(clients.id, id), eq(clients.userId, userId)))
    .limit(1);
  if (!row) throw clientNotFound();
  return row;
}

export async function getClient(db: Db, userId: string, id: string): Promise<Client> {
  const [client] = await withSummaries(db, userId, [await findClientRow(db, userId, id)]);
  return client!;
}

export async function createClient(db: Db, userId: string, input: ClientInputParsed) {
  const { name, ...rest } = input;
  const [row] = await db
    .insert(clients)
    .values({ id: uuidv7(), userId, ...splitFullName(name), ...rest })
    .returning();
  return toClientDto(row!, { dogs: [], totalSessions: 0, lastSession: null });
}

export async function updateClient(db: Db, userId: string, id: string, input: ClientInputParsed) {
  const { name, ...rest } = input;
  const [row] = await db
    .update(clients)
    .set({ ...splitFullName(name), ...rest, updatedAt: new Date() })
    .where(and(eq(clients.id, id), eq(clients.userId, userId)))
    .returning();
  if (!row) throw clientNotFound();
  const [client] = await withSummaries(db, userId, [row]);
  return client!;
}

/**
 * Removes the client with its dogs, their photos and sessions in one transaction. The foreign keys
 * cascade too; deleting explicitly keeps the rule visible here and independent of the schema.
 */
export async function deleteClient(db: Db, userId: string, id: string) {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: clients.id })
      .from(clients)
      .where(and(eq(clients.id, id), eq(clients.userId, userId)))
      .for('update');
    if (!row) throw clientNotFound();
    const clientDogs = tx
      .select({ id: dogs.id })
      .from(dogs)
      .where(and(eq(dogs.clientId, id), eq(dogs.userId, userId)));
    await tx.delete(trainingSessions).where(inArray(trainingSessions.dogId, clientDogs));
    await tx.delete(dogPhotos).where(inArray(dogPhotos.dogId, clientDogs));
    await tx.delete(dogs).where(eq(dogs.clientId, id));
    await tx.delete(clients).where(eq(clients.id, id));
  });
}
