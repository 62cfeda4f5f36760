import { sql } from 'drizzle-orm';
import type { Database } from '../../apps/api/src/db/client.ts';

/**
 * Issue 32's many-trainers case, in SQL (seconds to minutes, not hours): `count` new trainers,
 * each given a tenth of the signed-in trainer's clients, with their dogs and those dogs' sessions
 * (the slice chosen by a hash of the client's id, a different tenth for each trainer). Together
 * they hold count ÷ 10 times the trainer's own data: 1,000 trainers, 100 times. New ids are
 * md5(trainer number, old id) so a dog's new client id is found the same way as the client's. The
 * columns are read from the catalogue (generated columns such as `name_key` left to the database),
 * so the copy follows the schema as it grows.
 */
export async function multiplyTrainers(database: Database, trainerId: string, count: number) {
  const { db } = database;
  const columns = async (table: string) => {
    const result = await db.execute(sql`
      select column_name from information_schema.columns
      where table_schema = 'public' and table_name = ${table} and is_generated = 'NEVER'
      order by ordinal_position`);
    const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as {
      column_name: string;
    }[];
    return rows.map((row) => row.column_name);
  };
  const newId = (column: string) => `md5(n.i::text || '/' || src.${column}::text)::uuid`;
  const copy = async (
    table: string,
    replaced: Record<string, string>,
    from: string,
    where: string,
  ) => {
    const list = await columns(table);
    const values = list.map((column) => replaced[column] ?? `src.${column}`);
    await db.execute(
      sql.raw(
        `insert into ${table} (${list.map((c) => `"${c}"`).join(', ')})
         select ${values.join(', ')} from generate_series(1, ${count}) as n(i)
         join ${from} on ${where}`,
      ),
    );
  };
  const trainer = `'${trainerId.replace(/'/g, "''")}'::uuid`;
  const user = `md5('trainer/' || n.i::text)::uuid`;
  const slice = (clientColumn: string) => `abs(hashtext(${clientColumn}::text)) % 10 = n.i % 10`;
  await copy(
    'users',
    { id: user, email: `'trainer-' || n.i || '@many.bench.adiestra.test'`, last_login: 'null' },
    'users as src',
    `src.id = ${trainer}`,
  );
  await copy(
    'clients',
    { id: newId('id'), business_id: user },
    'clients as src',
    `src.business_id = ${trainer} and ${slice('src.id')}`,
  );
  await copy(
    'dogs',
    { id: newId('id'), business_id: user, client_id: newId('client_id') },
    'dogs as src',
    `src.business_id = ${trainer} and ${slice('src.client_id')}`,
  );
  await copy(
    'training_sessions',
    {
      id: newId('id'),
      business_id: user,
      dog_id: newId('dog_id'),
      service_id: 'null',
      appointment_id: 'null',
    },
    'training_sessions as src join dogs as owner_dog on owner_dog.id = src.dog_id',
    `src.business_id = ${trainer} and ${slice('owner_dog.client_id')}`,
  );
  // What autovacuum does within a minute of a bulk insert (PostgreSQL 13+ vacuums a table after
  // inserts too), as the single-trainer data set gets (dataset/generate.ts): only analyzed, the
  // copied rows were not yet all-visible, so each index-only count read the heap as well.
  await db.execute(sql`vacuum analyze`);
}
