import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface Child {
  url: string;
  pid: number;
  /** Resident and peak memory of the process now, in MB (Linux /proc). */
  memory: () => { rssMb: number; peakMb: number } | null;
  stop: () => Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

function memoryOf(pid: number) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
    return { rssMb: Math.round(kb('VmRSS') / 1024), peakMb: Math.round(kb('VmHWM') / 1024) };
  } catch {
    return null;
  }
}

/**
 * Runs a TypeScript entry point with tsx as its own process (as `npm start` runs the API) and
 * waits until `healthPath` answers. A busy machine may take a while to start it.
 */
export async function startProcess(options: {
  script: string;
  cwd: string;
  env: Record<string, string | undefined>;
  healthPath: string;
}): Promise<Child> {
  const port = await freePort();
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', options.script], {
    cwd: options.cwd,
    env: { ...process.env, ...options.env, HOST: '127.0.0.1', PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${options.script} exited early:\n${output}`);
    try {
      if ((await fetch(`${url}${options.healthPath}`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`${options.script} did not start:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  const pid = child.pid!;
  return {
    url,
    pid,
    memory: () => memoryOf(pid),
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    },
  };
}
