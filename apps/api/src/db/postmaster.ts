import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { clusterDir, EmbeddedDatabaseError } from './embedded-cluster.ts';

/** The running server as its `postmaster.pid` and the process table show it. */

export const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

export function parentOf(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  } catch {
    return Number(
      execFileSync('ps', ['-o', 'ppid=', '-p', String(pid)])
        .toString()
        .trim(),
    );
  }
}

export function commandOf(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
  } catch {
    try {
      return execFileSync('ps', ['-o', 'command=', '-p', String(pid)]).toString();
    } catch {
      return '';
    }
  }
}

export interface Running {
  pid: number;
  port: number;
}

/** postmaster.pid: line 1 the pid, line 4 the port, line 8 the status ('ready' once it accepts). */
export function readPidFile(dataDir: string): (Running & { status: string }) | null {
  try {
    const lines = readFileSync(path.join(clusterDir(dataDir), 'postmaster.pid'), 'utf8').split(
      '\n',
    );
    return { pid: Number(lines[0]), port: Number(lines[3]), status: (lines[7] ?? '').trim() };
  } catch {
    return null;
  }
}

export async function waitFor(check: () => boolean, ms: number, what: string) {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new EmbeddedDatabaseError(`PostgreSQL: ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Fast shutdown (SIGINT): open transactions roll back, everything committed is already on disk. */
export async function stopPid(pid: number) {
  if (!isAlive(pid)) return;
  process.kill(pid, 'SIGINT');
  try {
    await waitFor(() => !isAlive(pid), 15_000, 'no se detuvo');
  } catch {
    process.kill(pid, 'SIGKILL');
    await waitFor(() => !isAlive(pid), 5_000, 'no se detuvo');
  }
}
