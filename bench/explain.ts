import { sql } from 'drizzle-orm';
import { freshDatabase } from './lib/databases.ts';
import { readOptions } from './lib/options.ts';
import { prepare } from './lib/database-run.ts';

/**
 * `npm run bench:explain [-- --scale=small --db=postgres]`: generates the data set, records the
 * SQL each benchmarked endpoint runs and prints PostgreSQL's plan with real timings for every
 * statement (EXPLAIN ANALYZE, each run twice, the second shown: warm caches). Where the time goes,
 * statement by statement, without any load.
 */
const options = readOptions();
/** `--endpoint=sessions-search,session-stats`: only these (ids as in lib/endpoints.ts). */
const only = process.argv
  .find((arg) => arg.startsWith('--endpoint='))
  ?.slice(11)
  .split(',');
for (const kind of options.databases) {
  const db = await freshDatabase(kind, options.postgresUrl);
  try {
    const prepared = await prepare(db, options);
    const database = await db.open();
    try {
      for (const endpoint of prepared.endpoints) {
        if (only && !only.includes(endpoint.id)) continue;
        console.log(`\n=== ${kind}: ${endpoint.label} (${endpoint.method} ${endpoint.path})`);
        for (const query of prepared.pages[endpoint.id]!.queries) {
          if (/^\s*(insert|update|delete)/i.test(query.sql)) continue;
          const explain = sql.raw(`explain (analyze, buffers) ${inline(query.sql, query.params)}`);
          await database.db.execute(explain);
          const result = await database.db.execute(explain);
          const rows = (
            Array.isArray(result) ? result : (result as { rows: unknown[] }).rows
          ) as Record<string, string>[];
          console.log(`\n${query.sql}\n${rows.map((row) => Object.values(row)[0]).join('\n')}`);
        }
      }
    } finally {
      await database.close();
    }
  } finally {
    await db.remove();
  }
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
