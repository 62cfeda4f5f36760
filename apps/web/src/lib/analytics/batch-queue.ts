/** What a send attempt tells the queue: done, worth another try, or hopeless (bad request). */
export type SendOutcome = 'sent' | 'retry' | 'drop';

export interface BatchQueueOptions<T> {
  /** Sends one batch. `unloading` asks for a send that survives the page going away. */
  send: (items: T[], unloading: boolean) => Promise<SendOutcome>;
  /** Items per batch; reaching it sends at once. */
  maxBatch: number;
  /** A partial batch waits at most this long. */
  flushIntervalMs: number;
  /** Tries after the first one, with exponential backoff, before the batch is dropped. */
  maxRetries: number;
  /** Delay before the first retry; doubled on each further one. */
  retryBaseMs: number;
  /** Beyond this many waiting items the oldest are dropped: tracking must never eat memory. */
  maxQueued: number;
}

export interface BatchQueue<T> {
  push: (item: T) => void;
  /** Sends what is waiting now; with `unloading`, everything at once and without retries. */
  flush: (unloading?: boolean) => void;
  size: () => number;
}

/**
 * Collects items and sends them in batches, one request at a time. It never throws and never
 * blocks its caller: a failing endpoint costs a few delayed retries, then the batch is dropped.
 */
export function createBatchQueue<T>(options: BatchQueueOptions<T>): BatchQueue<T> {
  let waiting: T[] = [];
  let inFlight = false;
  let retries = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const schedule = (delay: number) => {
    if (timer !== undefined) return;
    timer = setTimeout(() => {
      timer = undefined;
      void sendNext();
    }, delay);
  };

  async function attempt(batch: T[], unloading: boolean): Promise<SendOutcome> {
    try {
      return await options.send(batch, unloading);
    } catch {
      return 'retry';
    }
  }

  async function sendNext(): Promise<void> {
    if (inFlight || waiting.length === 0) return;
    inFlight = true;
    // Taken out before sending, so an unloading flush meanwhile cannot send it twice.
    const batch = waiting.splice(0, options.maxBatch);
    const outcome = await attempt(batch, false);
    inFlight = false;
    if (outcome === 'retry' && retries < options.maxRetries) {
      // Back at the front, unless newer items pushed it over the cap meanwhile.
      waiting = [...batch, ...waiting].slice(-options.maxQueued);
      schedule(options.retryBaseMs * 2 ** retries);
      retries += 1;
      return;
    }
    retries = 0;
    if (waiting.length >= options.maxBatch) void sendNext();
    else if (waiting.length > 0) schedule(options.flushIntervalMs);
  }

  return {
    push(item) {
      waiting.push(item);
      if (waiting.length > options.maxQueued) waiting.shift();
      if (waiting.length >= options.maxBatch && retries === 0) void sendNext();
      else schedule(options.flushIntervalMs);
    },
    flush(unloading = false) {
      if (!unloading) {
        clearTimeout(timer);
        timer = undefined;
        void sendNext();
        return;
      }
      // The page may be gone before any answer: hand every batch to the browser now.
      const all = waiting;
      waiting = [];
      for (let i = 0; i < all.length; i += options.maxBatch) {
        void attempt(all.slice(i, i + options.maxBatch), true);
      }
    },
    size: () => waiting.length,
  };
}
