import { freshDatabase } from './lib/databases.ts';
import { readOptions } from './lib/options.ts';
import { prepare } from './lib/database-run.ts';
import { explainStatement } from './lib/explain-statement.ts';

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
          console.log(`\n${query.sql}\n${await explainStatement(database, query)}`);
        }
      }
    } finally {
      await database.close();
    }
  } finally {
    await db.remove();
  }
}
