import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { openPostgres } from '../apps/api/src/db/client.ts';
import { generate } from '../apps/api/src/test/dataset/generate.ts';
import { scaleFrom } from '../apps/api/src/test/dataset/scale.ts';

// The data set lives with the API's test helpers (apps/api/src/test/dataset), which the API tests
// use too: bench imports apps/api, never the other way round.
export * from '../apps/api/src/test/dataset/generate.ts';

// `DATABASE_URL=… npx tsx bench/generate.ts` fills an empty database to explore.
if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const { DATABASE_URL: databaseUrl } = process.env;
  if (!databaseUrl) throw new Error('Set DATABASE_URL (an empty database)');
  const database = await openPostgres(databaseUrl);
  const started = Date.now();
  const data = await generate(database.db, scaleFrom(process.env.BENCH_SCALE), { analyze: true });
  await database.close();
  console.log(JSON.stringify({ ...data, seconds: (Date.now() - started) / 1000 }, null, 2));
}
