import rateLimit, {
  type FastifyRateLimitStore,
  type FastifyRateLimitStoreCtor,
} from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { CounterStore } from '../lib/counter-store.ts';

const MINUTE = 60_000;

/** The per-IP limits of DESIGN §6; routes opt in with `config: { rateLimit: RATE_LIMITS.x }`. */
export const RATE_LIMITS = {
  login: { max: 100, timeWindow: 15 * MINUTE },
  accountEmail: { max: 20, timeWindow: 60 * MINUTE },
  publicWrite: { max: 30, timeWindow: 60 * MINUTE },
  publicRead: { max: 300, timeWindow: MINUTE },
  telemetry: { max: 120, timeWindow: MINUTE },
} as const;

/** Adapts a CounterStore to @fastify/rate-limit, one key space per route. */
function storeFor(counters: CounterStore): FastifyRateLimitStoreCtor {
  class CounterRateLimitStore implements FastifyRateLimitStore {
    constructor(
      _options: unknown,
      private readonly prefix = 'global',
    ) {}
    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ) {
      counters.hit(`rl:${this.prefix}:${key}`, timeWindow).then(
        ({ count, ttlMs }) => callback(null, { current: count, ttl: ttlMs }),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }
    // Called with the route's merged options; `routeInfo` names the route, so each has its own keys.
    child(params: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      const route = (params as { routeInfo?: { method?: string | string[]; url?: string } })
        .routeInfo;
      return new CounterRateLimitStore(undefined, `${String(route?.method)} ${String(route?.url)}`);
    }
  }
  return CounterRateLimitStore;
}

export default fp(
  async (app: FastifyInstance, opts: { enabled: boolean; counters: CounterStore }) => {
    if (!opts.enabled) {
      app.log.warn('RATE_LIMITS=off: every rate limit is disabled (only for load benchmarks)');
      return;
    }
    await app.register(rateLimit, {
      global: false,
      store: storeFor(opts.counters),
      errorResponseBuilder: (_request, context) => {
        const seconds = Math.ceil(context.ttl / 1000);
        const error = new Error(
          `Demasiadas solicitudes. Inténtalo de nuevo en ${seconds} segundos.`,
        ) as Error & {
          statusCode: number;
        };
        error.statusCode = 429;
        return error;
      },
    });
  },
);
