import {
  DogOptionsQuerySchema,
  OptionsSchema,
  DogBreedsSchema,
  DogClientParamsSchema,
  DogInputSchema,
  DogListQuerySchema,
  DogSchema,
  DogStatsSchema,
  IdParamsSchema,
  MessageOnlySchema,
  PAGE_SIZES,
  PageQuerySchema,
  successSchema,
  todayIn,
} from '@adiestra/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PHOTO_BODY_LIMIT } from '../../lib/photo-pipeline.ts';
import { ok, pageOf, signedInSchema } from '../../lib/route-schemas.ts';
import { auth } from '../../plugins/auth.ts';
import {
  createDog,
  deleteDog,
  dogBreeds,
  dogOptions,
  dogStats,
  getDog,
  listClientDogs,
  listDogs,
  updateDog,
} from './dogs.service.ts';

const DogResponse = successSchema(DogSchema);
const DogListResponse = pageOf('dogs', DogSchema);

const dogRoutes: FastifyPluginAsyncZod = async (app) => {
  // As everywhere: an anonymous caller is refused before a 10 MB body is even read.
  app.addHook('onRequest', app.authenticate);
  const schema = signedInSchema('dogs');
  const businessId = (request: Parameters<typeof auth>[0]) => auth(request).businessId;
  const today = (request: Parameters<typeof auth>[0]) =>
    todayIn(auth(request).user.timeZone, app.clock.now());

  app.get(
    '/',
    { schema: { ...schema, querystring: DogListQuerySchema, response: { 200: DogListResponse } } },
    async (request) => {
      const { page, limit = PAGE_SIZES.dogs, ...filters } = request.query;
      const data = await listDogs(app.db, businessId(request), filters, page, limit);
      return { success: true as const, data };
    },
  );

  // Static segments win over '/:id' in Fastify's router.
  app.get(
    '/stats',
    { schema: { ...schema, response: { 200: successSchema(DogStatsSchema) } } },
    async (request) => ({
      success: true as const,
      data: await dogStats(app.db, businessId(request)),
    }),
  );

  app.get(
    '/options',
    {
      schema: {
        ...schema,
        description: "The trainer's dogs for a selector: id and label, searched, at most `limit`.",
        querystring: DogOptionsQuerySchema,
        response: { 200: successSchema(OptionsSchema) },
      },
    },
    async (request) =>
      ok({ options: await dogOptions(app.db, businessId(request), request.query) }),
  );

  app.get(
    '/breeds',
    { schema: { ...schema, response: { 200: successSchema(DogBreedsSchema) } } },
    async (request) => ok({ breeds: await dogBreeds(app.db, businessId(request)) }),
  );

  app.get(
    '/client/:clientId',
    {
      schema: {
        ...schema,
        params: DogClientParamsSchema,
        querystring: PageQuerySchema,
        response: { 200: DogListResponse },
      },
    },
    async (request) => {
      const caller = businessId(request);
      const { clientId } = request.params;
      const { page, limit = PAGE_SIZES.dogs } = request.query;
      const data = await listClientDogs(app.db, caller, clientId, page, limit);
      return { success: true as const, data };
    },
  );

  app.get(
    '/:id',
    { schema: { ...schema, params: IdParamsSchema, response: { 200: DogResponse } } },
    async (request) => ok(await getDog(app.db, businessId(request), request.params.id)),
  );

  app.post(
    '/',
    {
      bodyLimit: PHOTO_BODY_LIMIT,
      schema: { ...schema, body: DogInputSchema, response: { 201: DogResponse } },
    },
    async (request, reply) => {
      const dog = await createDog(app.db, businessId(request), request.body, today(request));
      return reply
        .status(201)
        .send({ success: true, data: dog, message: `Perro "${dog.name}" creado exitosamente` });
    },
  );

  app.put(
    '/:id',
    {
      bodyLimit: PHOTO_BODY_LIMIT,
      schema: {
        ...schema,
        params: IdParamsSchema,
        body: DogInputSchema,
        response: { 200: DogResponse },
      },
    },
    async (request) => {
      const dog = await updateDog(
        app.db,
        businessId(request),
        request.params.id,
        request.body,
        today(request),
      );
      return {
        success: true as const,
        data: dog,
        message: `Perro "${dog.name}" actualizado exitosamente`,
      };
    },
  );

  app.delete(
    '/:id',
    { schema: { ...schema, params: IdParamsSchema, response: { 200: MessageOnlySchema } } },
    async (request) => {
      await deleteDog(app.db, businessId(request), request.params.id);
      return { success: true as const, data: null, message: 'Perro eliminado exitosamente' };
    },
  );
};

export default dogRoutes;
