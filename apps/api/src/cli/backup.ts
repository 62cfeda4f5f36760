// `npm run backup [FILE]`: a consistent backup of the database — the embedded server's (running
// or not) or DATABASE_URL's — into DATA_DIR/backups, and to FILE when given.
import { copyFileSync } from 'node:fs';
import path from 'node:path';
import postgres from 'postgres';
import { loadConfig } from '../config.ts';
import { backupName, backupsDir, pruneBackups, writeBackup } from '../db/backup.ts';
import { runningEmbeddedUrl, startEmbeddedPostgres } from '../db/embedded-server.ts';

const config = loadConfig();
const quiet = { info: () => {}, warn: () => {} };
const running = config.databaseUrl ?? runningEmbeddedUrl(config.dataDir);
const started = running ? null : await startEmbeddedPostgres(config.dataDir, quiet);
const sql = postgres(running ?? started!.url, { max: 1, onnotice: () => {} });
const dir = backupsDir(config.dataDir);
let file: string;
try {
  file = await writeBackup(sql, path.join(dir, backupName()));
} finally {
  await sql.end({ timeout: 5 });
  await started?.stop();
}
pruneBackups(dir);
const requested = process.argv[2];
if (requested) {
  copyFileSync(file, requested);
  file = path.resolve(requested);
}
console.log(`Copia de seguridad escrita en ${file}`);
