// `npm run restore FILE`: brings the embedded database back from a snapshot. The server must be
// stopped; the folder being replaced is kept aside.
import { existsSync } from 'node:fs';
import { loadConfig } from '../config.ts';
import { restoreSnapshot } from '../db/backup.ts';
import { DataDirLockedError, acquireDataDirLock } from '../db/lock.ts';

const file = process.argv[2];
if (!file || !existsSync(file)) {
  console.error('Uso: npm run restore -- FICHERO.tar.gz');
  process.exit(1);
}
const config = loadConfig();
let release: () => void;
try {
  release = acquireDataDirLock(config.dataDir);
} catch (error) {
  if (error instanceof DataDirLockedError) {
    console.error(`${error.message} Detén el servidor antes de restaurar.`);
    process.exit(1);
  }
  throw error;
}
try {
  const keptAside = await restoreSnapshot(file, config.dataDir);
  console.log(`Base de datos restaurada desde ${file}.`);
  if (keptAside) console.log(`La anterior se ha guardado en ${keptAside}.`);
} finally {
  release();
}
