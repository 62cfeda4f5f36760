import { CalendarFeedLinkSchema, CalendarFeedStatusSchema, successSchema } from '@adiestra/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, signedInSchema } from '../../lib/route-schemas.ts';
import { auth } from '../../plugins/auth.ts';
import { RATE_LIMITS } from '../../plugins/rate-limits.ts';
import * as service from './calendar-feed.service.ts';

const FeedParamsSchema = z.object({
  file: z.string().regex(/^[\w-]{43}\.ics$/, 'Calendario no encontrado'),
});

/**
 * /api/calendar-feed: the private calendar subscriptions (issue 16): each member's of their own
 * work, and at /business the titular's of the whole business (decision 0140).
 */
const calendarFeedRoutes: FastifyPluginAsyncZod = async (app) => {
  const schema = signedInSchema('calendar-feed');
  const feeds = [
    { path: '/', access: 'work', scope: 'trainer' },
    { path: '/business', access: 'business', scope: 'business' },
  ] as const;

  for (const { path, access, scope } of feeds) {
    const keyOf = (request: FastifyRequest) => {
      const { businessId, user } = auth(request);
      return { businessId, trainerId: user.id, scope };
    };
    app.get(
      path,
      {
        config: { access },
        onRequest: app.authenticate,
        schema: { ...schema, response: { 200: successSchema(CalendarFeedStatusSchema) } },
      },
      async (request) => ok(await service.feedStatus(app.db, keyOf(request))),
    );

    app.post(
      path,
      {
        config: { access },
        onRequest: app.authenticate,
        schema: { ...schema, response: { 201: successSchema(CalendarFeedLinkSchema) } },
      },
      async (request, reply) => {
        const links = await service.regenerateFeed(
          app.db,
          keyOf(request),
          app.config.appUrl,
          app.clock.now(),
        );
        return reply.status(201).send({ success: true, data: links });
      },
    );
  }

  // What calendar apps fetch: the token in the address is the only credential.
  app.get(
    '/:file',
    {
      config: { access: 'public', rateLimit: RATE_LIMITS.publicRead },
      schema: { tags: ['calendar-feed'], params: FeedParamsSchema },
    },
    async (request, reply) => {
      const token = request.params.file.slice(0, -'.ics'.length);
      // Calendar apps poll it: a heavy read, on the replica when there is one (decision 0155).
      const body = await service.renderFeed(await app.heavyReads.db(), token, app.clock.now());
      return reply
        .type('text/calendar; charset=utf-8')
        .header('Content-Disposition', 'inline; filename="adiestra.ics"')
        .header('Cache-Control', 'private, max-age=300')
        .send(body);
    },
  );
};

export default calendarFeedRoutes;
