import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { keepStatisticsFresh } from './statistics.ts';

describe('maintenance of the embedded database', () => {
  const client = new PGlite();
  afterAll(() => client.close());

  it('analyzes at once, so the planner knows how many rows there are', async () => {
    await client.exec(
      'create table t (id int primary key, owner int); insert into t select g, g % 3 from generate_series(1, 3000) g',
    );
    const before = await client.query<{ n: number }>(
      "select reltuples as n from pg_class where relname = 't'",
    );
    expect(before.rows[0]!.n).toBeLessThan(0); // never analyzed: PGlite has no autovacuum
    const logged: string[] = [];
    const stop = keepStatisticsFresh(client, {
      info: (_, message) => logged.push(message),
      error: (_, message) => logged.push(message),
    });
    await expect.poll(() => logged).toContain('database vacuumed and analyzed');
    stop();
    const after = await client.query<{ n: number }>(
      "select reltuples as n from pg_class where relname = 't'",
    );
    expect(after.rows[0]!.n).toBe(3000);
  });
});
