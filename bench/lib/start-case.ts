import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { runningEmbeddedUrl } from '../../apps/api/src/db/embedded-server.ts';
import { freePort } from './processes.ts';

/**
 * Issue 25: `npm start` on a built checkout, as a newcomer runs it — the time until /api/health
 * answers, on a fresh DATA_DIR (initdb and every migration) and again on the same folder (a
 * restart), and the memory the whole thing holds once idle: the proportional set size (PSS,
 * /proc/<pid>/smaps_rollup: pages shared between processes counted once) of every process under
 * `npm start` — its node process(es) and every PostgreSQL process — reported apart from npm's own
 * wrapper (npm and sh), which a service manager running `node scripts/start.mjs` does not have.
 * Issue 46: then how many transactions the idle app commits in 30 s (`xact_commit` of its
 * database in pg_stat_database, the bench's own two reads left out).
 */

export interface StartFigures {
  /** The checkout measured (another one's scripts/start.mjs, e.g. a previous commit). */
  root: string;
  firstStartMs: number;
  restartMs: number;
  /** PSS in MB of the app's node processes, of PostgreSQL, their sum, and npm's wrapper. */
  idle: { appMb: number; databaseMb: number; totalMb: number; npmWrapperMb: number };
  /** Transactions committed in the app's database over `IDLE_WINDOW_MS` of idleness. */
  idleTransactions: number;
  processes: { pid: number; command: string; pssMb: number }[];
}

const SETTLE_MS = 10_000;
const IDLE_WINDOW_MS = 30_000;

/**
 * Transactions the app's database commits in `IDLE_WINDOW_MS` while nobody uses the app. Each
 * read of the counter is a transaction of its own: the first is counted in the difference (the
 * second is not yet), so one is taken off. A backend reports its counts when it goes idle, at
 * most 10 s late, as at the first read: the window's ends cancel out.
 */
async function idleTransactions(dataDir: string) {
  const url = runningEmbeddedUrl(dataDir);
  if (!url) throw new Error('the embedded PostgreSQL of npm start is not running');
  const sql = postgres(url, { max: 1, fetch_types: false, onnotice: () => {} });
  try {
    const commits = async () => {
      const [row] = await sql<{ commits: string }[]>`
        select xact_commit::text as commits from pg_stat_database where datname = current_database()`;
      return Number(row?.commits ?? 0);
    };
    const before = await commits();
    await new Promise((r) => setTimeout(r, IDLE_WINDOW_MS));
    return (await commits()) - before - 1;
  } finally {
    await sql.end({ timeout: 5 });
  }
}

function processTable() {
  const table = new Map<number, { parent: number; command: string }>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      const command = readFileSync(`/proc/${entry}/cmdline`, 'utf8').replaceAll('\0', ' ').trim();
      table.set(Number(entry), { parent, command });
    } catch {
      // gone meanwhile
    }
  }
  return table;
}

const pssKb = (pid: number) => {
  try {
    const rollup = readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8');
    return Number(/^Pss:\s+(\d+)/m.exec(rollup)?.[1] ?? 0);
  } catch {
    return 0;
  }
};

/** `root` and every process below it, each with its PSS. */
function treeMemory(root: number) {
  const table = processTable();
  const inTree = new Set([root]);
  for (let grown = true; grown;) {
    grown = false;
    for (const [pid, { parent }] of table) {
      if (!inTree.has(pid) && inTree.has(parent)) {
        inTree.add(pid);
        grown = true;
      }
    }
  }
  return [...inTree].map((pid) => ({
    pid,
    command: (table.get(pid)?.command ?? '').slice(0, 120),
    pssMb: Math.round(pssKb(pid) / 102.4) / 10,
  }));
}

async function startOnce(root: string, dataDir: string) {
  const port = await freePort();
  let output = '';
  const started = performance.now();
  const child = spawn('npm', ['start'], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const deadline = started + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`npm start exited:\n${output}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) break;
    } catch {
      // not yet
    }
    if (performance.now() > deadline) throw new Error(`npm start not healthy:\n${output}`);
    await new Promise((r) => setTimeout(r, 50));
  }
  const ms = Math.round(performance.now() - started);
  return {
    ms,
    pid: child.pid!,
    stop: async () => {
      process.kill(-child.pid!, 'SIGINT'); // Ctrl+C: the terminal signals the whole group
      await exited;
    },
  };
}

export async function startCase(root: string): Promise<StartFigures> {
  // A built checkout: what `npm start` would build is built beforehand, and not timed.
  execFileSync('npm', ['run', 'build'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'adiestra-bench-start-'));
  try {
    const first = await startOnce(root, dataDir);
    await first.stop();
    const again = await startOnce(root, dataDir);
    try {
      // Idle: after start-up's one-off work (the daily backup, autovacuum's first pass).
      await new Promise((r) => setTimeout(r, SETTLE_MS));
      const processes = treeMemory(again.pid);
      const sum = (pick: (command: string) => boolean) =>
        Math.round(
          processes.filter((p) => pick(p.command)).reduce((total, p) => total + p.pssMb, 0),
        );
      const program = (command: string) => path.basename(command.split(' ')[0] ?? '');
      const isWrapper = (command: string) => ['npm', 'sh'].includes(program(command));
      const isDatabase = (command: string) => !['npm', 'sh', 'node'].includes(program(command));
      const appMb = sum((c) => !isWrapper(c) && !isDatabase(c));
      const databaseMb = sum(isDatabase);
      const transactions = await idleTransactions(dataDir);
      return {
        root,
        firstStartMs: first.ms,
        restartMs: again.ms,
        idle: { appMb, databaseMb, totalMb: appMb + databaseMb, npmWrapperMb: sum(isWrapper) },
        idleTransactions: transactions,
        processes,
      };
    } finally {
      await again.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export function printStartFigures(figures: StartFigures) {
  const { idle } = figures;
  console.log(
    [
      `npm start (${figures.root}):`,
      `  healthy after ${(figures.firstStartMs / 1000).toFixed(1)} s on a fresh DATA_DIR, ${(figures.restartMs / 1000).toFixed(1)} s on the same folder again`,
      `  idle PSS: app ${idle.appMb} MB + database ${idle.databaseMb} MB = ${idle.totalMb} MB (npm's own wrapper: ${idle.npmWrapperMb} MB more)`,
      `  idle transactions in ${IDLE_WINDOW_MS / 1000} s: ${figures.idleTransactions} (xact_commit of the app's database)`,
      ...figures.processes.map((p) => `    ${String(p.pssMb).padStart(6)} MB  ${p.command}`),
    ].join('\n'),
  );
}
