import {
  ClientOptionsQuerySchema,
  OptionsSchema,
  ClientDetailStatsSchema,
  ClientDetailsInputSchema,
  ClientInputSchema,
  ClientListQuerySchema,
  ClientSchema,
  ClientStatsSchema,
  IdParamsSchema,
  MessageOnlySchema,
  PAGE_SIZES,
  successSchema,
} from '@adiestra/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, listRouteOptions, signedInSchema } from '../../lib/route-schemas.ts';
import { auth } from '../../plugins/auth.ts';
import * as service from './clients.service.ts';

const ClientResponse = successSchema(ClientSchema);

const clientRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);
  const schema = signedInSchema('clients');

  app.get(
    '/',
    listRouteOptions(schema, ClientListQuerySchema, 'clients', ClientSchema),
    async (request) => {
      const { page, limit = PAGE_SIZES.clients, ...filters } = request.query;
      const businessId = auth(request).businessId;
      return ok(await service.listClients(app.db, businessId, filters, page, limit));
    },
  );

  // Static segments win over '/:id' in Fastify's router, so '/stats' never reaches the id route.
  app.get(
    '/stats',
    { schema: { ...schema, response: { 200: successSchema(ClientStatsSchema) } } },
    async (request) => ok(await service.clientStats(app.db, auth(request).businessId)),
  );

  app.get(
    '/options',
    {
      schema: {
        ...schema,
        description:
          "The trainer's clients for a selector: id and label, searched, at most `limit`.",
        querystring: ClientOptionsQuerySchema,
        response: { 200: successSchema(OptionsSchema) },
      },
    },
    async (request) =>
      ok({ options: await service.clientOptions(app.db, auth(request).businessId, request.query) }),
  );

  app.get(
    '/:id',
    { schema: { ...schema, params: IdParamsSchema, response: { 200: ClientResponse } } },
    async (request) =>
      ok(await service.getClient(app.db, auth(request).businessId, request.params.id)),
  );

  app.get(
    '/:id/stats',
    {
      schema: {
        ...schema,
        params: IdParamsSchema,
        response: { 200: successSchema(ClientDetailStatsSchema) },
      },
    },
    async (request) =>
      ok(await service.clientDetailStats(app.db, auth(request).businessId, request.params.id)),
  );

  app.post(
    '/',
    { schema: { ...schema, body: ClientInputSchema, response: { 201: ClientResponse } } },
    async (request, reply) => {
      const client = await service.createClient(
        app.db,
        auth(request).businessId,
        request.body,
        app.clock.now(),
      );
      return reply
        .status(201)
        .send({ success: true, data: client, message: 'Cliente creado exitosamente' });
    },
  );

  // Replaces the client's contacts too: only for a member who may see them (decision 0142).
  app.put(
    '/:id',
    {
      config: { access: 'contacts' },
      schema: {
        ...schema,
        params: IdParamsSchema,
        body: ClientInputSchema,
        response: { 200: ClientResponse },
      },
    },
    async (request) => {
      const businessId = auth(request).businessId;
      const client = await service.updateClient(
        app.db,
        businessId,
        request.params.id,
        request.body,
        app.clock.now(),
      );
      return { success: true as const, data: client, message: 'Cliente actualizado exitosamente' };
    },
  );

  // What a member without `seeContacts` may change: the client's details, contacts untouched.
  app.patch(
    '/:id',
    {
      schema: {
        ...schema,
        params: IdParamsSchema,
        body: ClientDetailsInputSchema,
        response: { 200: ClientResponse },
      },
    },
    async (request) => {
      const businessId = auth(request).businessId;
      const client = await service.updateClientDetails(
        app.db,
        businessId,
        request.params.id,
        request.body,
        app.clock.now(),
      );
      return { success: true as const, data: client, message: 'Cliente actualizado exitosamente' };
    },
  );

  app.delete(
    '/:id',
    { schema: { ...schema, params: IdParamsSchema, response: { 200: MessageOnlySchema } } },
    async (request) => {
      await service.deleteClient(app.db, auth(request).businessId, request.params.id);
      return { success: true as const, data: null, message: 'Cliente eliminado exitosamente' };
    },
  );
};

export default clientRoutes;
