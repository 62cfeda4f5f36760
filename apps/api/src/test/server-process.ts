import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import net from 'node:net';
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
/**
 * `count` ports the kernel has just handed out, all held until every one is known, then released.
 * A port picked at random once met a port in use on a busy machine (EADDRINUSE): the kernel also
 * gives 32,768–60,999 to outgoing connections, such as the tests' own to PostgreSQL.
 */
export async function freePorts(count: number): Promise<number[]> {
  const probes = Array.from({ length: count }, () => net.createServer());
  await Promise.all(
    probes.map((probe) => new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve))),
  );
  const ports = probes.map((probe) => (probe.address() as net.AddressInfo).port);
  await Promise.all(
    probes.map((probe) => new Promise<void>((resolve) => probe.close(() => resolve()))),
  );
  return ports;
}

/**
 * `count` processes on one environment, started together (the migration lock lets one migrate).
 * If one fails to start, the others are stopped before the error is thrown: none is left running.
 */
export async function startServers(
  env: Record<string, string>,
  count: number,
): Promise<ServerProcess[]> {
  const ports = await freePorts(count);
  const started = await Promise.allSettled(ports.map((port) => startServer(env, port)));
  const servers = started.flatMap((result) =>
    result.status === 'fulfilled' ? [result.value] : [],
  );
  const failed = started.find((result) => result.status === 'rejected');
  if (failed) {
    await Promise.all(servers.map((server) => server.stop()));
    throw failed.reason;
  }
  return servers;
}

/** One port the kernel has just handed out and nobody listens on. */
export const freePort = async () => (await freePorts(1))[0]!;

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
