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
  // Every business is copied with its members: the signed-in trainer's is given its other
  // trainers first (addTrainers), so each copy has as many (issue 46).
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
  /** Each copy's members: its titular (id `user`, the business's id) and the other trainers. */
  const member = (column: string) =>
    `case when src.${column} = ${trainer} then ${user} else ${newId(column)} end`;
  const slice = (clientColumn: string) => `abs(hashtext(${clientColumn}::text)) % 10 = n.i % 10`;
  const members = `(select user_id from business_members where business_id = ${trainer})`;
  await copy(
    'users',
    {
      id: member('id'),
      email: `'trainer-' || n.i || '-' || left(src.id::text, 8) || '@many.bench.adiestra.test'`,
      last_login: 'null',
    },
    'users as src',
    `src.id in ${members}`,
  );
  await copy('businesses', { id: user }, 'businesses as src', `src.id = ${trainer}`);
  await copy(
    'business_members',
    { business_id: user, user_id: member('user_id') },
    'business_members as src',
    `src.business_id = ${trainer}`,
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
      trainer_id: member('trainer_id'),
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

/**
 * Issue 46: a business with several trainers. `extra` adiestradores join the signed-in trainer's
 * business (accounts of their own, no password used) and give an even share of its sessions, as
 * a school's staff would. Made before the run alone, so both runs list the same business.
 */
export async function addTrainers(database: Database, trainerId: string, extra: number) {
  if (extra < 1) return;
  const { db } = database;
  const trainer = `'${trainerId.replace(/'/g, "''")}'::uuid`;
  const id = `md5('staff/' || n.i::text || '/' || ${trainer}::text)::uuid`;
  await db.execute(
    sql.raw(`insert into users (id, email, password_hash, first_name, last_name, role, is_approved, is_active)
      select ${id}, 'adiestrador-' || n.i || '@bench.adiestra.test', u.password_hash,
        'Adiestrador ' || n.i, 'Banco', 'user', true, true
      from generate_series(1, ${extra}) as n(i) cross join users as u where u.id = ${trainer}`),
  );
  await db.execute(
    sql.raw(`insert into business_members (business_id, user_id, role)
      select ${trainer}, ${id}, 'adiestrador' from generate_series(1, ${extra}) as n(i)`),
  );
  // The titular keeps one share in extra + 1; the others go to the new trainers in turn.
  await db.execute(
    sql.raw(`update training_sessions as s
      set trainer_id = md5('staff/' || (abs(hashtext(s.id::text)) % ${extra + 1})::text || '/' || ${trainer}::text)::uuid
      where s.business_id = ${trainer} and abs(hashtext(s.id::text)) % ${extra + 1} <> 0`),
  );
  await db.execute(sql`vacuum analyze`);
}
