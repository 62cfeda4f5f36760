import { availableParallelism } from 'node:os';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker, isMainThread, parentPort } from 'node:worker_threads';
import type { ErrorCode } from '@adiestra/shared';
import { AppError } from './app-error.ts';

/**
 * Work whose cost the input sets (a PDF's layout, a certificate's key derivation, a spreadsheet's
 * parsing) runs here, in worker threads, so that one request never stalls the others: the event
 * loop only waits for a message. Each task has a time limit; past it the worker is ended (the only
 * way to stop synchronous work) and a fresh one takes its place. Workers have a heap limit of their
 * own, so one task's memory is given back when its worker ends instead of growing the server's.
 *
 * The tasks are named in src/work-tasks.ts, the workers' entry file. Run from the sources (tests,
 * `npm run dev`) the workers load TypeScript through tsx; from the bundle (`npm start`) they load
 * dist/work-tasks.js, which apps/api/build.mjs builds beside the server.
 */

/** Workers per API process: the server runs several processes already (decision 0024). */
const POOL_SIZE = Math.max(1, Math.min(2, availableParallelism() - 1));
/** Tasks that may wait for a worker; past it the request is told to come back later. */
const MAX_WAITING = 200;
const HEAP_MB = 256;

export const WORK_POOL_MESSAGES = {
  busy: 'El servidor está ocupado en este momento: inténtalo de nuevo en unos segundos',
  tooHeavy: 'El contenido necesita demasiado trabajo para procesarlo: prueba con uno más sencillo',
} as const;

interface Job {
  task: string;
  args: unknown[];
  timeoutMs: number;
  tooHeavy: string;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

/** What a worker answers: the task's value, or its error with an AppError's fields kept. */
type Answer =
  | { ok: true; value: unknown }
  | {
      ok: false;
      message: string;
      appError?: { code: ErrorCode; status: number; errors?: Record<string, string> };
    };

const fromSources = import.meta.url.endsWith('.ts');

/**
 * tsx's ESM loader API, by its package's exports map: require.resolve would give its CommonJS
 * build, whose register() cannot load the ESM hooks from a worker.
 */
function tsxEsmApi() {
  const require = createRequire(import.meta.url);
  const manifest = require.resolve('tsx/package.json');
  const { exports } = require(manifest) as {
    exports: Record<string, { import: { default: string } }>;
  };
  return path.join(path.dirname(manifest), exports['./esm/api']!.import.default);
}

/** The worker's entry: TypeScript through tsx's loader from the sources, the bundle's file else. */
function spawnWorker() {
  const options = { resourceLimits: { maxOldGenerationSizeMb: HEAP_MB } };
  if (!fromSources) return new Worker(new URL('./work-tasks.js', import.meta.url), options);
  const entry = new URL('../work-tasks.ts', import.meta.url).href;
  const tsx = pathToFileURL(tsxEsmApi()).href;
  const boot = `import(${JSON.stringify(tsx)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(entry)}); })`;
  return new Worker(boot, { ...options, eval: true });
}

class WorkPool {
  private idle: Worker[] = [];
  private running = 0;
  private waiting: Job[] = [];

  run(job: Job) {
    if (this.waiting.length >= MAX_WAITING) {
      job.reject(new AppError('RATE_LIMITED', 503, WORK_POOL_MESSAGES.busy));
      return;
    }
    this.waiting.push(job);
    this.next();
  }

  private next() {
    while (this.waiting.length > 0 && this.running < POOL_SIZE) {
      const job = this.waiting.shift()!;
      this.running += 1;
      this.start(this.idle.pop() ?? spawnWorker(), job);
    }
  }

  private start(worker: Worker, job: Job) {
    worker.ref();
    let settled = false;
    const finish = (keep: boolean, settle: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      worker.off('message', onMessage);
      worker.off('error', onError);
      worker.off('exit', onExit);
      if (keep) {
        // An idle worker never keeps the process alive (tests and shutdown end without closing it).
        worker.unref();
        this.idle.push(worker);
      } else void worker.terminate();
      this.running -= 1;
      settle();
      this.next();
    };
    const onMessage = (answer: Answer) =>
      finish(true, () => {
        if (answer.ok) return job.resolve(answer.value);
        const { appError } = answer;
        job.reject(
          appError
            ? new AppError(appError.code, appError.status, answer.message, appError.errors)
            : new Error(answer.message),
        );
      });
    // A worker past its heap limit ends with an error: the input was too heavy, as with time.
    const tooHeavy = () => new AppError('VALIDATION_ERROR', 422, job.tooHeavy);
    const onError = (error: Error) =>
      finish(false, () =>
        job.reject(
          'code' in error && error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? tooHeavy() : error,
        ),
      );
    const onExit = () =>
      finish(false, () => job.reject(new Error('El proceso de trabajo terminó')));
    const timer = setTimeout(() => finish(false, () => job.reject(tooHeavy())), job.timeoutMs);
    worker.on('message', onMessage);
    worker.on('error', onError);
    worker.on('exit', onExit);
    worker.postMessage({ task: job.task, args: job.args });
  }
}

let pool: WorkPool | undefined;

export interface OffThreadOptions {
  /** How long the task may run once a worker has taken it. */
  timeoutMs: number;
  /** The Spanish message when the task runs out of time or memory. */
  tooHeavy?: string;
}

/**
 * `task` of src/work-tasks.ts run in a worker with `args` (copied by structured clone: Buffers
 * arrive as Uint8Arrays). `F` is the task's function, for the types of its arguments and value.
 */
export function offThread<F extends (...args: never[]) => unknown>(
  task: string,
  options: OffThreadOptions,
  ...args: Parameters<F>
): Promise<Awaited<ReturnType<F>>> {
  pool ??= new WorkPool();
  const running = pool;
  return new Promise((resolve, reject) =>
    running.run({
      task,
      args,
      timeoutMs: options.timeoutMs,
      tooHeavy: options.tooHeavy ?? WORK_POOL_MESSAGES.tooHeavy,
      resolve: resolve as (value: unknown) => void,
      reject,
    }),
  );
}

/** A Buffer again from what crossed the thread boundary as a Uint8Array. */
export const asBuffer = (bytes: Uint8Array) =>
  Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

/** The worker's side: answers each message with its task's value (work-tasks.ts calls it). */
export function serveTasks(tasks: Record<string, (...args: never[]) => unknown>) {
  if (isMainThread || !parentPort) throw new Error('serveTasks runs in a worker thread');
  const port = parentPort;
  const answer = async ({ task, args }: { task: string; args: never[] }): Promise<Answer> => {
    try {
      const run = tasks[task];
      if (!run) throw new Error(`Tarea desconocida: ${task}`);
      return { ok: true, value: await run(...args) };
    } catch (error) {
      return error instanceof AppError
        ? {
            ok: false,
            message: error.message,
            appError: { code: error.code, status: error.status, errors: error.errors },
          }
        : { ok: false, message: error instanceof Error ? error.message : String(error) };
    }
  };
  port.on('message', (message: { task: string; args: never[] }) => {
    void answer(message).then((reply) => port.postMessage(reply));
  });
}
