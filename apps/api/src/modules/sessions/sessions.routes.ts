import {
  IdParamsSchema,
  MessageOnlySchema,
  PAGE_SIZES,
  SessionCreateSchema,
  SessionFiltersSchema,
  SessionListQuerySchema,
  SessionSchema,
  SessionStatsSchema,
  SessionTimelineQuerySchema,
  SessionTimelineSchema,
  SessionUpdateSchema,
  successSchema,
} from '@adiestra/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, listRouteOptions, signedInSchema } from '../../lib/route-schemas.ts';
import { ownWork } from '../../plugins/access.ts';
import { auth, businessZone } from '../../plugins/auth.ts';
import * as service from './sessions.service.ts';

const SessionResponse = successSchema(SessionSchema);

const sessionsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);
  const schema = signedInSchema('sessions');

  app.get(
    '/',
    listRouteOptions(schema, SessionListQuerySchema, 'sessions', SessionSchema),
    async (request) => {
      const { page, limit = PAGE_SIZES.sessions, ...filters } = request.query;
      const own = { ...filters, trainerId: ownWork(request) };
      return ok(await service.listSessions(app.db, businessZone(request), own, page, limit));
    },
  );

  app.get(
    '/stats',
    {
      schema: {
        ...schema,
        description: 'Totals over the sessions matching the same filters as the list.',
        querystring: SessionFiltersSchema,
        response: { 200: successSchema(SessionStatsSchema) },
      },
    },
    async (request) => {
      const own = { ...request.query, trainerId: ownWork(request) };
      return ok(await service.sessionStats(app.db, businessZone(request), own));
    },
  );

  app.get(
    '/timeline',
    {
      schema: {
        ...schema,
        description: "One dog's sessions, oldest first, for its progress chart.",
        querystring: SessionTimelineQuerySchema,
        response: { 200: successSchema(SessionTimelineSchema) },
      },
    },
    async (request) =>
      ok(await service.sessionTimeline(app.db, auth(request).businessId, request.query.dogId)),
  );

  app.get(
    '/:id',
    { schema: { ...schema, params: IdParamsSchema, response: { 200: SessionResponse } } },
    async (request) =>
      ok(await service.getSession(app.db, auth(request).businessId, request.params.id)),
  );

  app.post(
    '/',
    { schema: { ...schema, body: SessionCreateSchema, response: { 201: SessionResponse } } },
    async (request, reply) => {
      const session = await service.createSession(
        app.db,
        auth(request).user,
        request.body,
        app.clock.now(),
      );
      return reply.status(201).send({ success: true, data: session, message: 'Sesión creada' });
    },
  );

  app.put(
    '/:id',
    {
      schema: {
        ...schema,
        params: IdParamsSchema,
        body: SessionUpdateSchema,
        response: { 200: SessionResponse },
      },
    },
    async (request) => {
      const session = await service.updateSession(
        app.db,
        auth(request).user,
        request.params.id,
        request.body,
        app.clock.now(),
      );
      return { success: true as const, data: session, message: 'Sesión actualizada' };
    },
  );

  app.delete(
    '/:id',
    { schema: { ...schema, params: IdParamsSchema, response: { 200: MessageOnlySchema } } },
    async (request) => {
      await service.deleteSession(app.db, auth(request).businessId, request.params.id);
      return { success: true as const, data: null, message: 'Sesión eliminada' };
    },
  );
};

export default sessionsRoutes;
