// `npm run restore FILE`: replaces the database with a backup. On the embedded server the server
// must be stopped and the replaced cluster is kept aside; on DATABASE_URL its schemas are replaced.
import { existsSync, renameSync, rmSync } from 'node:fs';
import { loadConfig } from '../config.ts';
import { restoreBackup } from '../db/backup.ts';
import { clusterDir, runningEmbeddedUrl, startEmbeddedPostgres } from '../db/embedded-server.ts';

const file = process.argv[2];
if (!file || !existsSync(file)) {
  console.error('Uso: npm run restore -- FICHERO.jsonl.gz');
  process.exit(1);
}
const config = loadConfig();
if (config.databaseUrl) {
  await restoreBackup(config.databaseUrl, file);
  console.log(`Base de datos restaurada desde ${file}.`);
  process.exit(0);
}
if (runningEmbeddedUrl(config.dataDir)) {
  console.error('La base de datos está en uso. Detén el servidor antes de restaurar.');
  process.exit(1);
}
const cluster = clusterDir(config.dataDir);
const keptAside = existsSync(cluster) ? `${cluster}.before-restore-${Date.now()}` : null;
if (keptAside) renameSync(cluster, keptAside);
const server = await startEmbeddedPostgres(config.dataDir, { info: () => {}, warn: () => {} });
try {
  await restoreBackup(server.url, file);
  await server.stop();
} catch (error) {
  await server.stop();
  rmSync(cluster, { recursive: true, force: true });
  if (keptAside) renameSync(keptAside, cluster);
  console.error(`No se pudo restaurar: ${(error as Error).message}`);
  process.exit(1);
}
console.log(`Base de datos restaurada desde ${file}.`);
if (keptAside) console.log(`La anterior se ha guardado en ${keptAside}.`);
