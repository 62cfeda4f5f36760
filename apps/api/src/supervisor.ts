import cluster, { type Worker } from 'node:cluster';

/**
 * The API processes of `npm start`, run and brought back by the process that owns the database
 * (decision 0025). A process that dies (out of memory, an uncaught exception, a kill) is started
 * again after a pause that doubles with each death in a row — 1 s, 2 s, 4 s … up to 30 s — and
 * starts from 1 s again once a process has served for a minute. The database server is not
 * touched: committed writes are on its disk, and the new process finds them there.
 */

export const FIRST_DELAY_MS = 1_000;
export const MAX_DELAY_MS = 30_000;
/** Serving this long since it listened makes the next death a first one again. */
export const HEALTHY_MS = 60_000;

/** The pause before the restart that follows `deathsInARow` earlier deaths without a healthy run. */
export const restartDelayMs = (deathsInARow: number) =>
  Math.min(FIRST_DELAY_MS * 2 ** deathsInARow, MAX_DELAY_MS);

interface Log {
  info: (o: object, m: string) => void;
  error: (o: object, m: string) => void;
}

export interface Supervised {
  /** Stops every API process (SIGTERM: in-flight requests finish) and restarts no more. */
  stop: () => Promise<void>;
}

export function superviseApiProcesses(options: {
  processes: number;
  env: Record<string, string>;
  log: Log;
  now: () => number;
  /** A process died before any API process ever listened: retrying would not help. */
  onCannotStart: () => void;
}): Supervised {
  const { log } = options;
  const workers = new Set<Worker>();
  const timers = new Set<NodeJS.Timeout>();
  let stopping = false;
  let everListened = false;
  let deathsInARow = 0;

  const fork = () => {
    const worker = cluster.fork(options.env);
    workers.add(worker);
    let listenedAt: number | undefined;
    worker.once('listening', () => {
      everListened = true;
      listenedAt = options.now();
    });
    worker.once('exit', (code, signal) => {
      workers.delete(worker);
      if (stopping) return;
      const pid = worker.process.pid;
      if (!everListened) {
        log.error(
          { worker: pid, code, signal },
          'API process exited before serving: not restarting it',
        );
        options.onCannotStart();
        return;
      }
      if (listenedAt !== undefined && options.now() - listenedAt >= HEALTHY_MS) deathsInARow = 0;
      const delayMs = restartDelayMs(deathsInARow);
      deathsInARow++;
      log.error(
        { worker: pid, code, signal, restartInMs: delayMs, deathsInARow },
        `API process ${pid} died (${signal || `exit code ${code}`}): restarting it in ${delayMs / 1000} s; the database keeps running`,
      );
      const timer = setTimeout(() => {
        timers.delete(timer);
        if (!stopping) fork();
      }, delayMs);
      timers.add(timer);
    });
  };

  for (let i = 0; i < options.processes; i++) fork();
  return {
    stop: async () => {
      stopping = true;
      for (const timer of timers) clearTimeout(timer);
      const exits = [...workers].map((w) => new Promise((r) => w.once('exit', r)));
      for (const worker of workers) worker.process.kill('SIGTERM');
      await Promise.all(exits);
    },
  };
}
