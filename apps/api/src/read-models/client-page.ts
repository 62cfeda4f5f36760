import type { ClientDogFilter, ClientSort } from '@adiestra/shared';
import {
  and,
  asc,
  count,
  desc,
  eq,
  exists,
  getTableColumns,
  notExists,
  or,
  sql,
} from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { clients } from '../modules/clients/clients.schema.ts';
import { dogs } from '../modules/dogs/dogs.schema.ts';
import { totalColumn, totalOfPage } from '../lib/pagination.ts';
import { spanishSortKey } from '../lib/sort-key.ts';
import { containsName, containsText } from '../lib/text-search.ts';

/**
 * One page of the clients list (issue 26, decision 0029): searched by name, e-mail or phone,
 * filtered by whether a client has dogs (read from the dogs module's table, which the clients
 * module does not own), in the chosen order; and how many match.
 */

/** A client's own columns: the folded name key is for the database's WHERE only. */
const { nameKey: _nameKey, ...clientColumns } = getTableColumns(clients);

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

/** One page of the caller's clients, and how many match. */
export async function selectClientPage(
  db: Db,
  businessId: string,
  filters: ClientListFilters,
  page: number,
  limit: number,
) {
  const where = and(
    eq(clients.businessId, businessId),
    filters.search ? searchCondition(filters.search) : undefined,
    DOGS_CONDITION[filters.dogs],
  );
  const total = totalColumn(db.select({ value: count() }).from(clients).where(where));
  const rows = await db
    .select({ client: clientColumns, total })
    .from(clients)
    .where(where)
    .orderBy(...ORDER[filters.sort])
    .limit(limit)
    .offset((page - 1) * limit);
  return { rows: rows.map((row) => row.client), total: await totalOfPage(db, rows, total, page) };
}
