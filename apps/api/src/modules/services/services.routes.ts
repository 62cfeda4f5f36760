import {
  IdParamsSchema,
  MessageOnlySchema,
  ServiceListSchema,
  ServiceInputSchema,
  ServiceSchema,
  ServiceTrainersInputSchema,
  ServiceTrainersSchema,
  successSchema,
} from '@adiestra/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, signedInSchema } from '../../lib/route-schemas.ts';
import { auth } from '../../plugins/auth.ts';
import * as service from './services.service.ts';

const ServiceResponse = successSchema(ServiceSchema);

/** The trainer's catalogue: /api/services. */
const serviceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);
  const schema = signedInSchema('services');

  app.get(
    '/',
    {
      config: { access: 'work' },
      schema: {
        ...schema,
        response: { 200: successSchema(ServiceListSchema) },
      },
    },
    async (request) =>
      ok({ services: await service.listServices(app.db, auth(request).businessId) }),
  );

  app.post(
    '/',
    {
      config: { access: 'business' },
      schema: { ...schema, body: ServiceInputSchema, response: { 201: ServiceResponse } },
    },
    async (request, reply) => {
      const created = await service.createService(app.db, auth(request).businessId, request.body);
      return reply.status(201).send({ success: true, data: created, message: 'Servicio creado' });
    },
  );

  app.put(
    '/:id',
    {
      config: { access: 'business' },
      schema: {
        ...schema,
        params: IdParamsSchema,
        body: ServiceInputSchema,
        response: { 200: ServiceResponse },
      },
    },
    async (request) => {
      const businessId = auth(request).businessId;
      const updated = await service.updateService(
        app.db,
        businessId,
        request.params.id,
        request.body,
      );
      return { success: true as const, data: updated, message: 'Servicio actualizado' };
    },
  );

  app.delete(
    '/:id',
    {
      config: { access: 'business' },
      schema: { ...schema, params: IdParamsSchema, response: { 200: MessageOnlySchema } },
    },
    async (request) => {
      await service.deleteService(app.db, auth(request).businessId, request.params.id);
      return { success: true as const, data: null, message: 'Servicio eliminado' };
    },
  );

  // Who gives the service (decision 0139): every member reads it (the trainer pickers), the
  // titular sets it.
  app.get(
    '/:id/trainers',
    {
      config: { access: 'work' },
      schema: {
        ...schema,
        params: IdParamsSchema,
        response: { 200: successSchema(ServiceTrainersSchema) },
      },
    },
    async (request) =>
      ok(await service.getServiceTrainers(app.db, auth(request).businessId, request.params.id)),
  );

  app.put(
    '/:id/trainers',
    {
      config: { access: 'business' },
      schema: {
        ...schema,
        params: IdParamsSchema,
        body: ServiceTrainersInputSchema,
        response: { 200: successSchema(ServiceTrainersSchema) },
      },
    },
    async (request) => {
      const businessId = auth(request).businessId;
      const data = await service.setServiceTrainers(
        app.db,
        businessId,
        request.params.id,
        request.body,
      );
      return { success: true as const, data, message: 'Adiestradores del servicio guardados' };
    },
  );
};

export default serviceRoutes;
