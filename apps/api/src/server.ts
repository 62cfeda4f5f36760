import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app.ts';
import { backupsDir, scheduleDailyBackups, snapshotName, writeSnapshot } from './db/backup.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { DataDirLockedError } from './db/lock.ts';
import { keepStatisticsFresh } from './db/statistics.ts';

const here = path.dirname(fileURLToPath(import.meta.url));

async function main() {
  const config = loadConfig();
  config.webDist ??= path.resolve(here, '../../web/dist');
  let database;
  try {
    database = await openDatabase(config);
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const app = await buildApp({ config, db: database.db, dbKind: database.kind });

  const { pglite } = database;
  if (pglite) {
    keepStatisticsFresh(pglite, app.log);
    scheduleDailyBackups(pglite, config.dataDir, app.log);
    // `npm run backup` asks a running server for a snapshot, since only one process may open the folder.
    process.on('SIGUSR2', () => {
      writeSnapshot(pglite, path.join(backupsDir(config.dataDir), snapshotName()))
        .then((file) => app.log.info({ file }, 'backup written on request'))
        .catch((err: unknown) => app.log.error({ err }, 'backup on request failed'));
    });
  }

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    try {
      await app.close();
      await database.close();
    } finally {
      process.exit(0);
    }
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    { url: `http://localhost:${config.port}`, database: database.kind, dataDir: config.dataDir },
    'Adiestra ready',
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
