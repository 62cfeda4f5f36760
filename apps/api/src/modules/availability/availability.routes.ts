import {
  AvailabilityInputSchema,
  AvailabilityQuerySchema,
  AvailabilitySlotSchema,
  IdParamsSchema,
  MessageOnlySchema,
  PAGE_SIZES,
  TrainerQuerySchema,
  successSchema,
} from '@adiestra/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, listRouteOptions, signedInSchema } from '../../lib/route-schemas.ts';
import * as service from './availability.service.ts';
import { auth } from '../../plugins/auth.ts';
import { resolveTrainerTime } from './trainer-time.ts';

const SlotResponse = successSchema(AvailabilitySlotSchema);

/** /api/appointments/availability: the trainer's own availability slots. */
const availabilityRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);
  const schema = signedInSchema('availability');
  /** Whose slots: the caller's, or `?trainerId=`'s (decision 0139). */
  const trainerOf = (request: FastifyRequest & { query: { trainerId?: string | undefined } }) =>
    resolveTrainerTime(app.db, auth(request).user, request.query.trainerId);

  app.get(
    '/',
    listRouteOptions(
      schema,
      AvailabilityQuerySchema.extend(TrainerQuerySchema.shape),
      'slots',
      AvailabilitySlotSchema,
    ),
    async (request) => {
      const { page, limit = PAGE_SIZES.availability, trainerId: _, ...filters } = request.query;
      const trainer = await trainerOf(request);
      return ok(await service.listSlots(app.db, trainer, filters, page, limit));
    },
  );

  app.post(
    '/',
    {
      schema: {
        ...schema,
        querystring: TrainerQuerySchema,
        body: AvailabilityInputSchema,
        response: { 201: SlotResponse },
      },
    },
    async (request, reply) => {
      const trainer = await trainerOf(request);
      const slot = await service.createSlot(app.db, trainer, request.body);
      return reply.status(201).send({ success: true, data: slot, message: 'Horario creado' });
    },
  );

  app.put(
    '/:id',
    {
      schema: {
        ...schema,
        querystring: TrainerQuerySchema,
        params: IdParamsSchema,
        body: AvailabilityInputSchema,
        response: { 200: SlotResponse },
      },
    },
    async (request) => {
      const trainer = await trainerOf(request);
      const slot = await service.updateSlot(app.db, trainer, request.params.id, request.body);
      return { success: true as const, data: slot, message: 'Horario actualizado' };
    },
  );

  app.delete(
    '/:id',
    {
      schema: {
        ...schema,
        querystring: TrainerQuerySchema,
        params: IdParamsSchema,
        response: { 200: MessageOnlySchema },
      },
    },
    async (request) => {
      await service.deleteSlot(app.db, await trainerOf(request), request.params.id);
      return { success: true as const, data: null, message: 'Horario eliminado' };
    },
  );
};

export default availabilityRoutes;
