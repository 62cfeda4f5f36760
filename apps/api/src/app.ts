import type { AccessQuestion } from '@adiestra/shared';
import { constants as zlibConstants } from 'node:zlib';
import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, {
  LogController,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Db, DbKind } from './db/client.ts';
import type { Listen } from './db/listener.ts';
import { primaryOnly, type HeavyReads } from './db/replica.ts';
import { systemClock, type Clock } from './lib/clock.ts';
import { postgresCounterStore, type CounterStore } from './lib/counter-store.ts';
import { redisCounterStore } from './lib/redis-counter-store.ts';
import { registerErrorHandler } from './lib/error-handler.ts';
import { refuseNulCharacters } from './lib/nul-guard.ts';
import { errorForLog } from './lib/log-error.ts';
import { cleanRequestText } from './lib/clean-body-text.ts';
import { createMailer, type Mailer } from './lib/mailer.ts';
import { startPeriodicJobs } from './lib/periodic-job.ts';
import './lib/sweeps.ts';
import { registerTestClockRoute, type MovableClock } from './lib/test-clock.ts';
import { apiModules } from './modules/index.ts';
import { guardRoutes } from './plugins/access.ts';
import { hideContacts } from './plugins/contacts.ts';
import {
  createOutboxWorker,
  outboxJob,
  wakeOutboxWorker,
  type OutboxWorker,
} from './modules/outbox/index.ts';
import authPlugin from './plugins/auth.ts';
import rateLimits from './plugins/rate-limits.ts';
import { registerWeb } from './plugins/web.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    /** The database for reports, exports, the gestor's books and the calendar feed (decision 0155). */
    heavyReads: HeavyReads;
    dbKind: DbKind;
    mailer: Mailer;
    /** Sends what the transactions wrote to outgoing_messages; tests `await app.outbox.drain()`. */
    outbox: OutboxWorker;
    config: Config;
    /** Every rule that depends on "now" reads this clock, so tests can set and move it. */
    clock: Clock;
    /** Rate-limit counters: shared through Redis or PostgreSQL when several processes serve one database. */
    counters: CounterStore;
    /** Every route registered, for tests that must cover all of them (tenant isolation, fuzzing). */
    routeTable: RouteEntry[];
  }
}

export interface RouteEntry {
  method: string;
  url: string;
  schema: { body?: unknown; querystring?: unknown; params?: unknown } | undefined;
  /** The access layer's question guarding the route (plugins/access.ts); set once it is registered. */
  readonly access: AccessQuestion | undefined;
}

export interface AppOptions {
  config: Config;
  db: Db;
  /** DATABASE_REPLICA_URL's replica for the heavy reads; the primary (`db`) without it. */
  heavyReads?: HeavyReads;
  dbKind: DbKind;
  mailer?: Mailer;
  clock?: Clock;
  /** Only from testClockFromEnv (lib/test-clock.ts): the clock, and a route that moves it. */
  testClock?: MovableClock | undefined;
  logger?: FastifyServerOptions['logger'];
  /**
   * LISTEN on the app's database, one connection for every channel: checked sessions are then
   * cached (decision 0105) and the outbox wakes when a message is written (decision 0154).
   */
  listen?: Listen;
  /** Where the default logger writes (stdout when absent); tests read what would be logged. */
  logStream?: { write(line: string): void };
}

/** Redis when REDIS_URL is set; otherwise PostgreSQL's table, shared by every process. */
async function counterStoreFor(app: FastifyInstance, options: AppOptions): Promise<CounterStore> {
  if (options.config.redisUrl) {
    const store = await redisCounterStore(options.config.redisUrl, (err) =>
      app.log.warn({ err }, 'Redis (rate-limit counters) unavailable'),
    );
    app.addHook('onClose', () => store.close());
    return store;
  }
  return postgresCounterStore(options.db);
}

/**
 * Link tokens never reach the logs: reset links (?token=), calendar feeds and reminder links.
 * Issue 28: nor does any query value (a search for a client's name travels as ?search=…).
 */
const redactTokens = (url: string) =>
  url
    .replace(/([?&][^=&#]*=)[^&#]*/g, '$1[redactado]')
    .replace(
      /(\/(?:api\/calendar-feed|api\/reminders\/links|recordatorio)\/)[^/?]+/g,
      '$1[redactado]',
    );

/**
 * One log line per request, when it completes (with the request, the status and the time), instead
 * of Fastify's two ('incoming request' + 'request completed'): half the logging work of every
 * request (decision 0045). Error lines are Fastify's own.
 */
class OneLinePerRequest extends LogController {
  override incomingRequest() {}
  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ) {
    if (error) super.requestCompleted(error, request, reply);
    else
      reply.log.info(
        { req: request, res: reply, responseTime: reply.elapsedTime },
        'request completed',
      );
  }
}

export async function buildApp(options: AppOptions) {
  const { config } = options;
  const app = Fastify({
    logger: options.logger ?? {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie'],
      ...(options.logStream ? { stream: options.logStream } : {}),
      serializers: {
        err: errorForLog,
        req: (req: { method: string; url: string; ip?: string }) => ({
          method: req.method,
          url: redactTokens(req.url),
          ip: req.ip,
        }),
      },
    },
    logController: new OneLinePerRequest(),
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    // A crafted prototype key in JSON is refused rather than silently dropped.
    onProtoPoisoning: 'error',
    onConstructorPoisoning: 'error',
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('db', options.db);
  app.decorate('heavyReads', options.heavyReads ?? primaryOnly(options.db));
  app.decorate('dbKind', options.dbKind);
  app.decorate('config', config);
  app.decorate('clock', options.testClock ?? options.clock ?? systemClock);
  app.decorate('sweeps', []);
  app.decorate('periodicJobs', []);
  app.decorate(
    'mailer',
    options.mailer ??
      createMailer(
        { smtpUrl: config.smtpUrl, from: config.mailFrom, dataDir: config.dataDir },
        app.log,
      ),
  );
  app.decorate(
    'outbox',
    createOutboxWorker({
      db: options.db,
      mailer: app.mailer,
      now: () => app.clock.now(),
      log: app.log,
    }),
  );

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'"],
        fontSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // HSTS only means something over HTTPS; the header is added there (see onSend below).
    hsts: false,
  });
  app.addHook('onSend', async (request, reply) => {
    if (request.protocol === 'https') {
      void reply.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    }
    // Issue 14: no API answer (authenticated, auth or public) may be kept by a browser or proxy.
    if (request.url.startsWith('/api/') && !reply.hasHeader('Cache-Control')) {
      void reply.header('Cache-Control', 'no-store');
    }
  });
  // JSON answers are compressed in one synchronous call (no stream per response) with a brotli
  // window sized for them: half the CPU of the default stream path on a list page (bench/README.md).
  // Quality 2 rather than 4: the clients page's compression took 0.42 ms of CPU, now 0.23 ms.
  await app.register(compress, {
    global: true,
    threshold: 1024,
    syncThreshold: 256 * 1024,
    brotliOptions: {
      params: {
        [zlibConstants.BROTLI_PARAM_QUALITY]: 2,
        [zlibConstants.BROTLI_PARAM_LGWIN]: 18,
      },
    },
  });
  app.decorate('counters', await counterStoreFor(app, options));
  await app.register(rateLimits, { enabled: config.rateLimits, counters: app.counters });
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Adiestra API',
        version: '1.0.0',
        description: 'API del back office para educadores caninos',
      },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    // A module's '/' route is documented as '/api/clients', the address clients call.
    transform: (input) => {
      const { schema, url } = jsonSchemaTransform(input);
      return { schema, url: url.length > 1 ? url.replace(/\/$/, '') : url };
    },
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  await app.register(authPlugin, { jwtSecret: config.jwtSecret, listen: options.listen });

  const routeTable: RouteEntry[] = [];
  app.decorate('routeTable', routeTable);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') {
        routeTable.push({
          method,
          url: route.url,
          schema: route.schema,
          // The module's scope declares it after this hook ran (guardRoutes).
          get access() {
            return route.config?.access;
          },
        });
      }
    }
  });

  registerErrorHandler(app);
  refuseNulCharacters(app);
  cleanRequestText(app);
  await app.register(
    async (api) => {
      hideContacts(api);
      for (const { prefix, plugin, access, ownWork } of apiModules) {
        await api.register(
          async (scope) => {
            guardRoutes(app, scope, access, ownWork);
            await scope.register(plugin);
          },
          { prefix },
        );
      }
    },
    { prefix: '/api' },
  );
  // Last among the sweeps: what the others wrote to the outbox goes out in the same run.
  app.sweeps.push(outboxJob(app.outbox));
  app.addHook('onReady', async () => startPeriodicJobs(app));
  // Not a periodic job: it sleeps until notified, or its next message's due time (decision 0154).
  let stopWaking: (() => Promise<void>) | undefined;
  app.addHook('onReady', async () => {
    stopWaking = await wakeOutboxWorker({
      worker: app.outbox,
      now: () => app.clock.now(),
      log: app.log,
      listen: options.listen,
    });
  });
  app.addHook('onClose', async () => {
    await stopWaking?.();
    await app.outbox.settled();
  });

  if (options.testClock) registerTestClockRoute(app, options.testClock);

  const pageFor = config.webDist ? await registerWeb(app, config.webDist) : null;
  app.setNotFoundHandler((request, reply) => {
    // Client routes get their page; a missing file (an old hashed asset, a typo) stays a 404.
    const path = request.url.split('?')[0] ?? '';
    const isClientRoute =
      !path.startsWith('/api') && !path.startsWith('/assets/') && !/\.\w+$/.test(path);
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') && isClientRoute && pageFor;
    if (wantsPage) {
      return reply
        .type('text/html; charset=utf-8')
        .header('Cache-Control', 'no-cache')
        .send(pageFor(request.url));
    }
    return reply
      .status(404)
      .send({ success: false, code: 'NOT_FOUND', message: 'Ruta no encontrada' });
  });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
