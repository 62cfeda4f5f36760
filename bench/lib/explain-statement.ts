import { sql } from 'drizzle-orm';
import type { Database } from '../../apps/api/src/db/client.ts';

/**
 * PostgreSQL's plan of one recorded statement with real timings (EXPLAIN ANALYZE, run twice, the
 * second returned: warm caches), its parameters written in.
 */
export async function explainStatement(
  database: Database,
  query: { sql: string; params: unknown[] },
): Promise<string> {
  const explain = sql.raw(`explain (analyze, buffers) ${inline(query.sql, query.params)}`);
  await database.db.execute(explain);
  const result = await database.db.execute(explain);
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Record<
    string,
    string
  >[];
  return rows.map((row) => Object.values(row)[0]).join('\n');
}

/** Parameters written into the statement, for EXPLAIN (which takes no bind parameters here). */
function inline(text: string, params: unknown[]) {
  return text.replace(/\$(\d+)/g, (_, n: string) => {
    const value = params[Number(n) - 1];
    if (value === null || value === undefined) return 'null';
    if (typeof value === 'number' || typeof value === 'boolean') return String(value);
    const text =
      value instanceof Date
        ? value.toISOString()
        : typeof value === 'string'
          ? value
          : JSON.stringify(value);
    return `'${text.replace(/'/g, "''")}'`;
  });
}
