import type { Option } from '@adiestra/shared';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { clients } from '../../db/schema.ts';
import { spanishSortKey } from '../../lib/sort-key.ts';
import { containsName } from '../../lib/text-search.ts';

export interface OptionsFilter {
  search?: string | undefined;
  id?: string | undefined;
  limit: number;
}

/** The trainer's clients for a selector: id and full name only, by name, searched by name. */
export async function clientOptions(db: Db, userId: string, filter: OptionsFilter): Promise<Option[]> {
  const rows = await db
    .select({ id: clients.id, firstName: clients.firstName, lastName: clients.lastName })
    .from(clients)
    .where(
      and(
        eq(clients.userId, userId),
        filter.id ? eq(clients.id, filter.id) : undefined,
        filter.search ? containsName(clients.nameKey, filter.search) : undefined,
      ),
    )
    .orderBy(
      asc(spanishSortKey(clients.firstName)),
      asc(spanishSortKey(clients.lastName)),
      asc(clients.id),
    )
    .limit(filter.limit);
  return rows.map((row) => ({ id: row.id, label: `${row.firstName} ${row.lastName}`.trim() }));
}
