import autocannon from 'autocannon';

export interface LoadOptions {
  connections: number;
  /** Seconds measured. */
  duration: number;
  /** Seconds of the same load before, thrown away: the JIT and the database caches warm up. */
  warmup: number;
}

export interface LoadFigures {
  rps: number;
  p50: number;
  p99: number;
  requests: number;
  /** Non-2xx answers and connection errors: a run with any is not a valid figure. */
  failures: number;
  /** Mean response size in bytes, as sent (compressed when the server compressed it). */
  bytes: number;
}

export interface LoadTarget {
  url: string;
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  body?: string;
}

function fire(target: LoadTarget, connections: number, duration: number) {
  return autocannon({
    url: target.url,
    method: target.method,
    headers: target.headers,
    ...(target.body === undefined ? {} : { body: target.body }),
    connections,
    duration,
  });
}

/** `connections` clients in a closed loop for a fixed time (autocannon), after a warm-up. */
export async function measure(target: LoadTarget, options: LoadOptions): Promise<LoadFigures> {
  if (options.warmup > 0) await fire(target, options.connections, options.warmup);
  const result = await fire(target, options.connections, options.duration);
  const total = result.requests.total;
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: total,
    failures: result.non2xx + result.errors,
    bytes: total > 0 ? Math.round(result.throughput.total / total) : 0,
  };
}
