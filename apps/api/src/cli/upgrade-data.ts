// `npm run upgrade-data`: brings the previous release's embedded data (DATA_DIR/pglite) into this
// release's embedded PostgreSQL server (or DATABASE_URL's). Run it once, with the server stopped.
import { loadConfig } from '../config.ts';
import { clusterDir, runningEmbeddedUrl, startEmbeddedPostgres } from '../db/embedded-server.ts';
import { upgradeFromPglite } from '../db/legacy-pglite.ts';
import { emptyDatabase } from '../db/backup.ts';
import { existsSync, renameSync } from 'node:fs';

const config = loadConfig();
if (!config.databaseUrl && runningEmbeddedUrl(config.dataDir)) {
  console.error('La base de datos está en uso. Detén el servidor antes de traer los datos.');
  process.exit(1);
}
// A cluster from an interrupted attempt is set aside: the old folder is the source of truth.
const cluster = clusterDir(config.dataDir);
if (!config.databaseUrl && existsSync(cluster))
  renameSync(cluster, `${cluster}.failed-${Date.now()}`);
const server = config.databaseUrl
  ? null
  : await startEmbeddedPostgres(
      config.dataDir,
      { info: () => {}, warn: () => {} },
      {
        allowLegacy: true,
      },
    );
const url = config.databaseUrl ?? server!.url;
try {
  await emptyDatabase(url);
  const { rows, keptAt } = await upgradeFromPglite(config.dataDir, url);
  console.log(
    `Datos de la versión anterior traídos: ${rows} filas. La carpeta antigua queda en ${keptAt}.`,
  );
} catch (error) {
  console.error(`No se pudieron traer los datos: ${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  await server?.stop();
}
