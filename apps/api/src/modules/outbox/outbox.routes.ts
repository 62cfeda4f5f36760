import {
  IdParamsSchema,
  MessageOnlySchema,
  OUTBOX_MESSAGES,
  OutboxQuerySchema,
  OutgoingMessageListSchema,
  successSchema,
} from '@adiestra/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, signedInSchema } from '../../lib/route-schemas.ts';
import { listOutgoing, retryOutgoing } from './outbox.service.ts';

/** /api/admin/outbox: the messages that could not be sent, for the admin to see and retry. */
const outboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireAdmin);
  const schema = signedInSchema('admin');

  app.get(
    '/',
    {
      schema: {
        ...schema,
        querystring: OutboxQuerySchema,
        response: { 200: successSchema(OutgoingMessageListSchema) },
      },
    },
    async (request) => ok({ messages: await listOutgoing(app.db, request.query.status) }),
  );

  app.post(
    '/:id/retry',
    { schema: { ...schema, params: IdParamsSchema, response: { 200: MessageOnlySchema } } },
    async (request) => {
      await retryOutgoing(app.db, request.params.id, app.clock.now());
      return { success: true as const, data: null, message: OUTBOX_MESSAGES.retried };
    },
  );
};

export default outboxRoutes;
