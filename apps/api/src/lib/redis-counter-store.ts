import { Redis } from 'ioredis';
import type { CounterStore, CounterState } from './counter-store.ts';

const PREFIX = 'adiestra:';

export interface RedisCounterStore extends CounterStore {
  close(): Promise<void>;
}

/** A missing key answers -2 and a key without expiry -1; neither has time left. */
const stateOf = (count: number, pttl: number): CounterState => ({
  count,
  ttlMs: Math.max(0, pttl),
});

/**
 * Counters in Redis (`REDIS_URL`), shared by every process like the PostgreSQL store but without
 * a database write per counted request. One MULTI per hit: INCR, then PEXPIRE NX so only the hit
 * that opened the window sets its end.
 */
export async function redisCounterStore(
  url: string,
  onError: (error: Error) => void = () => {},
): Promise<RedisCounterStore> {
  // Commands fail at once while Redis is away instead of queueing behind the reconnection.
  const client = new Redis(url, {
    lazyConnect: true,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
  });
  // Connection errors are reported here (and retried by the client), never thrown at the process.
  client.on('error', onError);
  try {
    await client.connect();
  } catch (error) {
    client.disconnect();
    throw new Error(`No se pudo conectar con Redis (REDIS_URL): ${(error as Error).message}`, {
      cause: error,
    });
  }
  return {
    async hit(key, windowMs) {
      const results = await client
        .multi()
        .incr(PREFIX + key)
        .pexpire(PREFIX + key, windowMs, 'NX')
        .pttl(PREFIX + key)
        .exec();
      if (!results) throw new Error('Redis descartó la transacción del contador');
      for (const [error] of results) if (error) throw error;
      return stateOf(Number(results[0]?.[1]), Number(results[2]?.[1]));
    },
    async peek(key) {
      const [count, pttl] = await Promise.all([
        client.get(PREFIX + key),
        client.pttl(PREFIX + key),
      ]);
      return count === null ? { count: 0, ttlMs: 0 } : stateOf(Number(count), pttl);
    },
    async reset(key) {
      await client.del(PREFIX + key);
    },
    async close() {
      await client.quit();
    },
  };
}
