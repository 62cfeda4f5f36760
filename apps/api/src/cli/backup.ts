// `npm run backup [FILE]`: a consistent snapshot of the embedded database. When the server is
// running it is asked (SIGUSR2) to write one, since only one process may open the folder.
import { copyFileSync, existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../config.ts';
import { backupsDir, pruneSnapshots, snapshotName, writeSnapshot } from '../db/backup.ts';
import { openPglite } from '../db/client.ts';

const config = loadConfig();
if (config.databaseUrl) {
  console.error(
    'Con PostgreSQL usa pg_dump: pg_dump --format=custom "$DATABASE_URL" > adiestra.dump',
  );
  process.exit(1);
}
const dir = backupsDir(config.dataDir);
const lockFile = path.join(config.dataDir, 'server.lock');
const serverPid = existsSync(lockFile) ? Number(readFileSync(lockFile, 'utf8')) : 0;
const list = () => (existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.tar.gz')) : []);

async function fromRunningServer(pid: number): Promise<string> {
  const before = new Set(list());
  process.kill(pid, 'SIGUSR2');
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    const fresh = list().find((f) => !before.has(f));
    if (fresh) return path.join(dir, fresh);
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('El servidor no escribió la copia a tiempo');
}

function isAlive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

let file: string;
if (serverPid > 0 && isAlive(serverPid)) {
  file = await fromRunningServer(serverPid);
} else {
  const database = await openPglite(config.dataDir);
  file = await writeSnapshot(database.pglite!, path.join(dir, snapshotName()));
  await database.close();
}
pruneSnapshots(dir);
const requested = process.argv[2];
if (requested) {
  copyFileSync(file, requested);
  file = path.resolve(requested);
}
console.log(`Copia de seguridad escrita en ${file}`);
