import {
  AvailabilityInputSchema,
  AvailabilityQuerySchema,
  AvailabilitySlotSchema,
  IdParamsSchema,
  MessageOnlySchema,
  PAGE_SIZES,
  successSchema,
} from '@adiestra/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, listRouteOptions, signedInSchema } from '../../lib/route-schemas.ts';
import { auth } from '../../plugins/auth.ts';
import * as service from './availability.service.ts';

const SlotResponse = successSchema(AvailabilitySlotSchema);

/** /api/appointments/availability: the trainer's own availability slots. */
const availabilityRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);
  const schema = signedInSchema('availability');

  app.get(
    '/',
    listRouteOptions(schema, AvailabilityQuerySchema, 'slots', AvailabilitySlotSchema),
    async (request) => {
      const { page, limit = PAGE_SIZES.availability, ...filters } = request.query;
      const businessId = auth(request).businessId;
      return ok(await service.listSlots(app.db, businessId, filters, page, limit));
    },
  );

  app.post(
    '/',
    { schema: { ...schema, body: AvailabilityInputSchema, response: { 201: SlotResponse } } },
    async (request, reply) => {
      const slot = await service.createSlot(app.db, auth(request).user, request.body);
      return reply.status(201).send({ success: true, data: slot, message: 'Horario creado' });
    },
  );

  app.put(
    '/:id',
    {
      schema: {
        ...schema,
        params: IdParamsSchema,
        body: AvailabilityInputSchema,
        response: { 200: SlotResponse },
      },
    },
    async (request) => {
      const { user } = auth(request);
      const slot = await service.updateSlot(app.db, user, request.params.id, request.body);
      return { success: true as const, data: slot, message: 'Horario actualizado' };
    },
  );

  app.delete(
    '/:id',
    { schema: { ...schema, params: IdParamsSchema, response: { 200: MessageOnlySchema } } },
    async (request) => {
      await service.deleteSlot(app.db, auth(request).businessId, request.params.id);
      return { success: true as const, data: null, message: 'Horario eliminado' };
    },
  );
};

export default availabilityRoutes;
