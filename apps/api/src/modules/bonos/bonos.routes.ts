import {
  BonoAdjustSchema,
  BonoLiabilitySchema,
  BonoChangeSchema,
  BonoDetailSchema,
  BonoListQuerySchema,
  BonoSchema,
  BonoTemplateInputSchema,
  BonoTemplateSchema,
  IdParamsSchema,
  MessageOnlySchema,
  SellBonoSchema,
  successSchema,
  todayIn,
} from '@adiestra/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ok, signedInSchema } from '../../lib/route-schemas.ts';
import { auth } from '../../plugins/auth.ts';
import * as service from './bonos.service.ts';

const TemplateResponse = successSchema(BonoTemplateSchema);
const ChangeResponse = successSchema(BonoChangeSchema);

/** Bonos (session packs): templates, bonos sold to clients, and their units: /api/bonos. */
const bonoRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);
  const schema = signedInSchema('bonos');
  /** The caller and their calendar day (expiry is a day on the trainer's clock). */
  const caller = (request: FastifyRequest) => {
    const { user } = auth(request);
    return { businessId: user.businessId, today: todayIn(user.timeZone, app.clock.now()) };
  };

  // For the gestor: what the sessions sold and not given are worth, and what expires soon.
  app.get(
    '/liability',
    { schema: { ...schema, response: { 200: successSchema(BonoLiabilitySchema) } } },
    async (request) => {
      const { businessId, today } = caller(request);
      return ok(await service.bonoLiability(app.db, businessId, today));
    },
  );

  app.get(
    '/templates',
    {
      schema: {
        ...schema,
        response: { 200: successSchema(z.object({ templates: z.array(BonoTemplateSchema) })) },
      },
    },
    async (request) =>
      ok({ templates: await service.listTemplates(app.db, auth(request).businessId) }),
  );

  app.post(
    '/templates',
    { schema: { ...schema, body: BonoTemplateInputSchema, response: { 201: TemplateResponse } } },
    async (request, reply) => {
      const created = await service.createTemplate(app.db, auth(request).businessId, request.body);
      return reply
        .status(201)
        .send({ success: true, data: created, message: 'Plantilla de bono creada' });
    },
  );

  app.put(
    '/templates/:id',
    {
      schema: {
        ...schema,
        params: IdParamsSchema,
        body: BonoTemplateInputSchema,
        response: { 200: TemplateResponse },
      },
    },
    async (request) => {
      const { businessId } = caller(request);
      const updated = await service.updateTemplate(
        app.db,
        businessId,
        request.params.id,
        request.body,
      );
      return { success: true as const, data: updated, message: 'Plantilla de bono actualizada' };
    },
  );

  app.delete(
    '/templates/:id',
    { schema: { ...schema, params: IdParamsSchema, response: { 200: MessageOnlySchema } } },
    async (request) => {
      await service.deleteTemplate(app.db, auth(request).businessId, request.params.id);
      return { success: true as const, data: null, message: 'Plantilla de bono eliminada' };
    },
  );

  app.get(
    '/',
    {
      schema: {
        ...schema,
        querystring: BonoListQuerySchema,
        response: { 200: successSchema(z.object({ bonos: z.array(BonoSchema) })) },
      },
    },
    async (request) => {
      const { businessId, today } = caller(request);
      return ok({ bonos: await service.listBonos(app.db, businessId, request.query, today) });
    },
  );

  app.post(
    '/',
    { schema: { ...schema, body: SellBonoSchema, response: { 201: successSchema(BonoSchema) } } },
    async (request, reply) => {
      const { businessId, today } = caller(request);
      const sold = await service.sellBono(app.db, businessId, request.body, today);
      return reply.status(201).send({ success: true, data: sold, message: 'Bono vendido' });
    },
  );

  app.get(
    '/:id',
    {
      schema: {
        ...schema,
        params: IdParamsSchema,
        response: { 200: successSchema(BonoDetailSchema) },
      },
    },
    async (request) => {
      const { businessId, today } = caller(request);
      return ok(await service.getBonoDetail(app.db, businessId, request.params.id, today));
    },
  );

  app.post(
    '/:id/use',
    {
      schema: {
        ...schema,
        params: IdParamsSchema,
        body: BonoAdjustSchema,
        response: { 200: ChangeResponse },
      },
    },
    async (request) => {
      const { businessId, today } = caller(request);
      const { id } = request.params;
      const data = await service.useByHand(app.db, businessId, id, request.body.reason, today);
      return { success: true as const, data, message: 'Sesión del bono usada' };
    },
  );

  app.post(
    '/:id/return',
    {
      schema: {
        ...schema,
        params: IdParamsSchema,
        body: BonoAdjustSchema,
        response: { 200: ChangeResponse },
      },
    },
    async (request) => {
      const { businessId, today } = caller(request);
      const { id } = request.params;
      const data = await service.returnByHand(app.db, businessId, id, request.body.reason, today);
      return { success: true as const, data, message: 'Sesión devuelta al bono' };
    },
  );

  app.post(
    '/movements/:id/undo',
    { schema: { ...schema, params: IdParamsSchema, response: { 200: ChangeResponse } } },
    async (request) => {
      const { businessId, today } = caller(request);
      const data = await service.undoUse(app.db, businessId, request.params.id, today);
      return { success: true as const, data, message: 'Uso deshecho' };
    },
  );
};

export default bonoRoutes;
