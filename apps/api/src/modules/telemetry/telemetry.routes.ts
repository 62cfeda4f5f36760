import {
  TELEMETRY_LIMITS,
  TelemetryAcceptedSchema,
  TelemetryBatchSchema,
  TelemetryErrorReportSchema,
  TelemetrySummaryQuerySchema,
  TelemetrySummarySchema,
  successSchema,
} from '@adiestra/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auth } from '../../plugins/auth.ts';
import { RATE_LIMITS } from '../../plugins/rate-limits.ts';
import { createSentryForwarder } from './sentry-forwarder.ts';
import { getTelemetrySummary } from './telemetry-summary.service.ts';
import { startRetentionJob } from './telemetry-retention.ts';
import { recordError, recordEvents } from './telemetry.service.ts';

const tags = ['telemetry'];
const Accepted = successSchema(TelemetryAcceptedSchema);

/** Public collection (anonymous or signed in) and the admin summary. Registered at /api. */
const telemetryRoutes: FastifyPluginAsyncZod = async (app) => {
  const forwarder = app.config.sentryDsn
    ? createSentryForwarder(app.config.sentryDsn, app.log)
    : null;
  startRetentionJob(app);
  const collect = {
    preHandler: app.identifyIfSignedIn,
    config: { rateLimit: RATE_LIMITS.telemetry, access: 'public' as const },
  };

  app.post(
    '/telemetry/events',
    {
      ...collect,
      bodyLimit: TELEMETRY_LIMITS.eventsBodyBytes,
      schema: { tags, body: TelemetryBatchSchema, response: { 202: Accepted } },
    },
    async (request, reply) => {
      const accepted = await recordEvents(
        app.db,
        request.body,
        request.authContext?.user.id ?? null,
      );
      return reply.status(202).send({ success: true as const, data: { accepted } });
    },
  );

  app.post(
    '/telemetry/errors',
    {
      ...collect,
      bodyLimit: TELEMETRY_LIMITS.errorBodyBytes,
      schema: { tags, body: TelemetryErrorReportSchema, response: { 202: Accepted } },
    },
    async (request, reply) => {
      const row = await recordError(app.db, request.body, request.authContext?.user.id ?? null);
      // Fire and forget: the outside tracker never delays or fails this request.
      if (forwarder) void forwarder.forward({ ...row, occurredAt: row.createdAt });
      return reply.status(202).send({ success: true as const, data: { accepted: 1 } });
    },
  );

  app.get(
    '/admin/telemetry/summary',
    {
      config: { access: 'admin' },
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin'],
        security: [{ bearer: [] }],
        querystring: TelemetrySummaryQuerySchema,
        response: { 200: successSchema(TelemetrySummarySchema) },
      },
    },
    async (request) => {
      const { user } = auth(request);
      const data = await getTelemetrySummary(app.db, request.query.days, user.timeZone);
      return { success: true as const, data };
    },
  );
};

export default telemetryRoutes;
