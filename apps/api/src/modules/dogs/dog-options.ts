import type { Option } from '@adiestra/shared';
import { and, asc, eq, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { clients, dogs } from '../../db/schema.ts';
import { spanishSortKey } from '../../lib/sort-key.ts';
import { containsName } from '../../lib/text-search.ts';
import type { OptionsFilter } from '../clients/client-options.ts';

/**
 * The trainer's dogs for a selector, by name: "Luna (Galgo) · Ana García", searched by the dog's
 * or the owner's name, optionally of one client. A client of another trainer finds no dogs.
 */
export async function dogOptions(
  db: Db,
  userId: string,
  filter: OptionsFilter & { clientId?: string | undefined },
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
          ? or(containsName(dogs.nameKey, filter.search), containsName(clients.nameKey, filter.search))
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
