import { sql } from 'drizzle-orm';
import { freshDatabase } from './lib/databases.ts';
import { loadDatabase, prepare } from './lib/database-run.ts';
import { explainStatement } from './lib/explain-statement.ts';
import { addTrainers, multiplyTrainers } from './lib/multiply-trainers.ts';
import { readOptions } from './lib/options.ts';

/**
 * `npm run bench:many-trainers [-- --scale=small --db=postgres --trainers=1000
 * --trainers-per-business=3]` (issues 32 and 46; --trainers counts businesses): the
 * list endpoints for one trainer, alone, then again once `--trainers` more trainers share the
 * database holding together trainers ÷ 10 times that trainer's data (made in SQL,
 * lib/multiply-trainers.ts). The goal: each list's p99 with many trainers within 1.2 times its
 * p99 alone, and the plans (EXPLAIN ANALYZE of every statement, many trainers) that show why.
 */
const options = readOptions();
const trainers = Number(
  process.argv.find((arg) => arg.startsWith('--trainers='))?.slice(11) ?? 1000,
);
/** Trainers in each business, the signed-in one's and every copy (issue 46). */
const trainersPerBusiness = Number(
  process.argv.find((arg) => arg.startsWith('--trainers-per-business='))?.slice(24) ?? 3,
);
const kind = options.databases.includes('postgres') ? 'postgres' : 'embedded';
const db = await freshDatabase(kind, options.postgresUrl);
try {
  // The lists only: the write case adds its sessions to the very owner the client filter lists,
  // so the run beside the trainers would count thousands more of them than the run alone did.
  const all = await prepare(db, options, async (database, data) =>
    addTrainers(database, data.trainerId, trainersPerBusiness - 1),
  );
  const prepared = { ...all, endpoints: all.endpoints.filter((endpoint) => endpoint.list) };
  const alone = await loadDatabase(db, prepared, options, undefined, async () => undefined);
  const database = await db.open();
  const started = Date.now();
  try {
    await multiplyTrainers(database, prepared.data.trainerId, trainers);
  } finally {
    await database.close();
  }
  const sizes = await tableSizes();
  console.log(
    `  ${trainers} businesses of ${trainersPerBusiness} trainers made in ${((Date.now() - started) / 1000).toFixed(0)} s: ${sizes}`,
  );
  // The plans the lists are measured with, before the load.
  const explained = await db.open();
  try {
    for (const endpoint of prepared.endpoints) {
      console.log(`\n=== plans beside ${trainers} trainers: ${endpoint.label}`);
      for (const query of prepared.pages[endpoint.id]!.queries)
        console.log(`\n${query.sql}\n${await explainStatement(explained, query)}`);
    }
  } finally {
    await explained.close();
  }
  const many = await loadDatabase(db, prepared, options, undefined, async () => undefined);

  console.log(`\nOne trainer's lists, alone and beside ${trainers} others (${kind}, p99 ms)`);
  let failed = false;
  for (const run of alone.runs) {
    const after = many.runs.find((r) => r.id === run.id)!;
    const factor = after.api.p99 / Math.max(run.api.p99, 1);
    failed ||= factor > 1.2;
    console.log(
      `${factor <= 1.2 ? '✓' : '✗'} ${run.label.padEnd(28)} ${String(run.api.p99).padStart(5)} → ${String(after.api.p99).padStart(5)}  ×${factor.toFixed(2)} (≤ 1.2)  ceiling ${run.raw.p99} → ${after.raw.p99}`,
    );
  }
  process.exitCode = failed ? 1 : 0;

  async function tableSizes() {
    const open = await db.open();
    try {
      const counts: string[] = [];
      for (const table of ['users', 'clients', 'dogs', 'training_sessions']) {
        const rows = await open.db.execute(sql.raw(`select count(*)::int as n from ${table}`));
        const [row] = (Array.isArray(rows) ? rows : (rows as { rows: unknown[] }).rows) as {
          n: number;
        }[];
        counts.push(`${row?.n.toLocaleString('en')} ${table}`);
      }
      return counts.join(', ');
    } finally {
      await open.close();
    }
  }
} finally {
  await db.remove();
}
