import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface ServerProcess {
  url: string;
  dataDir: string;
  child: ChildProcess;
  output: () => string;
  /** Signals the server (SIGTERM by default); `group` signals its whole process group, as a crash of the terminal session would. */
  stop: (signal?: NodeJS.Signals, options?: { group?: boolean }) => Promise<number | null>;
}

/**
 * Starts the real server, as `npm start` runs it (dist/server.js, built by global-setup.ts), as a
 * child process and waits until /api/health answers.
 */
export async function startServer(
  env: Record<string, string>,
  port: number,
  options: { healthyWithinMs?: number } = {},
): Promise<ServerProcess> {
  let output = '';
  const dataDir = env.DATA_DIR ?? mkdtempSync(path.join(os.tmpdir(), 'adiestra-proc-'));
  const child = spawn(process.execPath, ['--enable-source-maps', 'dist/server.js'], {
    cwd: apiRoot,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      WEB_DIST: '/nonexistent',
      ...env,
      DATA_DIR: dataDir,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  );
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + (options.healthyWithinMs ?? 90_000);
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`server did not start:\n${output}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    dataDir,
    child,
    output: () => output,
    stop: async (signal = 'SIGTERM', options = {}) => {
      if (child.exitCode === null) {
        if (options.group) process.kill(-child.pid!, signal);
        else child.kill(signal);
      }
      return exited;
    },
  };
}

export async function jsonFetch(
  url: string,
  init: { method?: string; body?: unknown; token?: string } = {},
) {
  const res = await fetch(url, {
    method: init.method ?? 'GET',
    headers: {
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  return { status: res.status, body: (await res.json()) as any };
}
