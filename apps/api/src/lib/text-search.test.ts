import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.ts';
import { openTestDatabase } from '../test/test-app.ts';
import { foldSql, foldText } from './text-search.ts';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const NAMES = ['Ibáñez', 'ÑUCA', 'Lucía Peñalver', 'François Müller', 'Dvořák', 'Håkon', 'ÁLVARO'];

describe('name folding', () => {
  it('folds a typed search exactly as the database folds stored names', async () => {
    for (const name of NAMES) {
      const result = await database.db.execute(sql`select ${foldSql(sql`${name}::text`)} as f`);
      const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as {
        f: string;
      }[];
      expect(foldText(name), name).toBe(rows[0]?.f);
    }
  });

  it('drops case, Spanish accents and the tilde of ñ', () => {
    expect(foldText('Ibáñez')).toBe('ibanez');
    expect(foldText('ÑUCA')).toBe('nuca');
    expect(foldText('Dvořák')).toBe('dvořak');
  });
});
