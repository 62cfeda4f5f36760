import postgres from 'postgres';
import { beforeAll, describe, expect, it } from 'vitest';
import { databaseBeforeMigration } from '../test/database-before-migration.ts';

/**
 * The dog-health migration (issue 31, decision 0038): a dog's stored age becomes an approximate
 * birth date, its row's creation day in Madrid minus the age in days (365.25 a year), and the age
 * column goes; a dog without an age keeps no birth date.
 */
const database = databaseBeforeMigration('_dog_health');
let sql: postgres.Sql;
beforeAll(() => {
  sql = database.sql();
});

const id = (n: number) => `00000000-0000-7000-8000-${String(n).padStart(12, '0')}`;

describe('the dog-health migration', () => {
  it('turns each stored age into an approximate birth date and drops the age', async () => {
    await sql`insert into users (id, email, password_hash, first_name)
      values (${id(1)}, 'antes@example.com', 'x', 'Antes')`;
    await sql`insert into clients (id, user_id, first_name, email, phone)
      values (${id(2)}, ${id(1)}, 'Inés', 'ines@example.com', '600000000')`;
    // Created at 23:30 UTC on 9 March: 10 March in Madrid.
    await sql`insert into dogs (id, user_id, client_id, name, breed, age, created_at) values
      (${id(3)}, ${id(1)}, ${id(2)}, 'Toby', 'Mestizo', 2, '2025-03-09T23:30:00Z'),
      (${id(4)}, ${id(1)}, ${id(2)}, 'Nala', 'Galgo', 0.5, '2025-03-10T10:00:00Z'),
      (${id(5)}, ${id(1)}, ${id(2)}, 'Kira', 'Beagle', null, '2025-03-10T10:00:00Z')`;

    await database.migrate();

    const rows = await sql<{ name: string; birth_date: string | null; approx: boolean }[]>`
      select name, birth_date::text, birth_date_approximate as approx from dogs order by name`;
    expect(rows).toEqual([
      { name: 'Kira', birth_date: null, approx: false },
      // 10 March 2025 minus 183 days.
      { name: 'Nala', birth_date: '2024-09-08', approx: true },
      // 10 March 2025 minus 730.5 → 731 days.
      { name: 'Toby', birth_date: '2023-03-10', approx: true },
    ]);
    const [column] = await sql`select 1 from information_schema.columns
      where table_name = 'dogs' and column_name = 'age'`;
    expect(column).toBeUndefined();
  });
});
