import {
  ClassDetailSchema,
  ClassEnrolSchema,
  IdParamsSchema,
  WAITLIST_MESSAGES,
  WaitlistMoveSchema,
  WaitlistParamsSchema,
  successSchema,
  todayIn,
} from '@adiestra/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInSchema } from '../../lib/route-schemas.ts';
import { auth } from '../../plugins/auth.ts';
import { joinForClient, moveEntry, removeEntry } from './class-waitlist.service.ts';
import { getClass } from './classes.service.ts';

const DetailResponse = successSchema(ClassDetailSchema);

/** A class's waiting list, the trainer's side (issue 29): add a client's dog, reorder, remove. */
const classWaitlistRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);
  const schema = signedInSchema('classes');

  app.post(
    '/:id/waitlist',
    {
      schema: {
        ...schema,
        params: IdParamsSchema,
        body: ClassEnrolSchema,
        response: { 201: DetailResponse },
      },
    },
    async (request, reply) => {
      const { user } = auth(request);
      const classId = request.params.id;
      const today = todayIn(user.timeZone, app.clock.now());
      await joinForClient(app.db, user.businessId, classId, request.body, today);
      const data = await getClass(app.db, user.businessId, classId);
      return reply.status(201).send({ success: true, data, message: WAITLIST_MESSAGES.joined });
    },
  );

  app.post(
    '/:id/waitlist/:entryId/move',
    {
      schema: {
        ...schema,
        params: WaitlistParamsSchema,
        body: WaitlistMoveSchema,
        response: { 200: DetailResponse },
      },
    },
    async (request) => {
      const { user } = auth(request);
      const { id, entryId } = request.params;
      await moveEntry(app.db, user.businessId, { classId: id, entryId }, request.body.direction);
      const data = await getClass(app.db, user.businessId, id);
      return { success: true as const, data, message: WAITLIST_MESSAGES.moved };
    },
  );

  app.post(
    '/:id/waitlist/:entryId/remove',
    { schema: { ...schema, params: WaitlistParamsSchema, response: { 200: DetailResponse } } },
    async (request) => {
      const { user } = auth(request);
      const { id, entryId } = request.params;
      await removeEntry(
        app.db,
        { businessId: user.businessId, classId: id, entryId },
        app.clock.now(),
        app.config.appUrl,
      );
      const data = await getClass(app.db, user.businessId, id);
      return { success: true as const, data, message: WAITLIST_MESSAGES.removed };
    },
  );
};

export default classWaitlistRoutes;
