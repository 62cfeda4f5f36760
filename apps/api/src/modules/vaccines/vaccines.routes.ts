import {
  DogDocumentListQuerySchema,
  DogDocumentReviewSchema,
  DogDocumentSchema,
  TrainerDogDocumentsSchema,
  DogVaccinesParamsSchema,
  DogVaccinesSchema,
  IdParamsSchema,
  MessageOnlySchema,
  VaccinationInputSchema,
  VaccinationSchema,
  VaccineAlertsSchema,
  VaccineSettingsSchema,
  successSchema,
  todayIn,
} from '@adiestra/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, signedInSchema } from '../../lib/route-schemas.ts';
import { sendUpload } from '../../lib/serve-upload.ts';
import { auth } from '../../plugins/auth.ts';
import {
  deleteDocument,
  reviewDocument,
  trainerDocumentFile,
  trainerDocuments,
} from './documents.service.ts';
import { startVaccineJobs } from './vaccine-jobs.ts';
import {
  addVaccination,
  deleteVaccination,
  getRegion,
  listDogVaccinations,
  setRegion,
  paperAlerts,
  vaccineAlerts,
} from './vaccines.service.ts';

/** /api/vaccines (issue 31.2): a dog's doses, the dashboard's alerts, the trainer's comunidad. */
const vaccineRoutes: FastifyPluginAsyncZod = async (app) => {
  startVaccineJobs(app);
  app.addHook('onRequest', app.authenticate);
  const schema = signedInSchema('vaccines');
  const businessId = (request: Parameters<typeof auth>[0]) => auth(request).businessId;
  const today = (request: Parameters<typeof auth>[0]) =>
    todayIn(auth(request).user.timeZone, app.clock.now());
  const settingsResponse = { 200: successSchema(VaccineSettingsSchema) };

  app.get('/settings', { schema: { ...schema, response: settingsResponse } }, async (request) =>
    ok({ region: await getRegion(app.db, businessId(request)) }),
  );

  app.put(
    '/settings',
    { schema: { ...schema, body: VaccineSettingsSchema, response: settingsResponse } },
    async (request) => ({
      ...ok(await setRegion(app.db, businessId(request), request.body.region)),
      message: 'Comunidad autónoma guardada',
    }),
  );

  app.get(
    '/alerts',
    { schema: { ...schema, response: { 200: successSchema(VaccineAlertsSchema) } } },
    async (request) =>
      ok({
        alerts: await vaccineAlerts(app.db, businessId(request), today(request)),
        papers: await paperAlerts(app.db, businessId(request), today(request)),
      }),
  );

  app.get(
    '/dog/:dogId',
    {
      schema: {
        ...schema,
        params: DogVaccinesParamsSchema,
        response: { 200: successSchema(DogVaccinesSchema) },
      },
    },
    async (request) =>
      ok(
        await listDogVaccinations(
          app.db,
          businessId(request),
          request.params.dogId,
          today(request),
        ),
      ),
  );

  app.post(
    '/dog/:dogId',
    {
      schema: {
        ...schema,
        params: DogVaccinesParamsSchema,
        body: VaccinationInputSchema,
        response: { 201: successSchema(VaccinationSchema) },
      },
    },
    async (request, reply) => {
      const { dogId } = request.params;
      const data = await addVaccination(
        app.db,
        businessId(request),
        dogId,
        request.body,
        today(request),
      );
      return reply.status(201).send({ ...ok(data), message: 'Vacuna registrada' });
    },
  );

  app.delete(
    '/:id',
    { schema: { ...schema, params: IdParamsSchema, response: { 200: MessageOnlySchema } } },
    async (request) => {
      await deleteVaccination(app.db, businessId(request), request.params.id);
      return { success: true as const, data: null, message: 'Vacuna eliminada' };
    },
  );

  // Issue 31.3: the owners' uploads, to review.
  app.get(
    '/documents',
    {
      schema: {
        ...schema,
        querystring: DogDocumentListQuerySchema,
        response: { 200: successSchema(TrainerDogDocumentsSchema) },
      },
    },
    async (request) => ok(await trainerDocuments(app.db, businessId(request), request.query)),
  );

  app.delete(
    '/documents/:id',
    { schema: { ...schema, params: IdParamsSchema, response: { 200: MessageOnlySchema } } },
    async (request) => {
      await deleteDocument(app.db, businessId(request), request.params.id);
      return { success: true as const, data: null, message: 'Documento eliminado' };
    },
  );

  app.get(
    '/documents/:id/file',
    { schema: { ...schema, params: IdParamsSchema } },
    async (request, reply) => {
      const file = await trainerDocumentFile(app.db, businessId(request), request.params.id);
      return sendUpload(reply, file);
    },
  );

  app.post(
    '/documents/:id/review',
    {
      schema: {
        ...schema,
        params: IdParamsSchema,
        body: DogDocumentReviewSchema,
        response: { 200: successSchema(DogDocumentSchema) },
      },
    },
    async (request) => ({
      ...ok(
        await reviewDocument(
          app.db,
          businessId(request),
          request.params.id,
          request.body.vaccinations,
          today(request),
          app.clock.now(),
        ),
      ),
      message: 'Documento revisado',
    }),
  );
};

export default vaccineRoutes;
