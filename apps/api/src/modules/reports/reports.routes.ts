import {
  AdherenceQuerySchema,
  AdherenceSchema,
  ExerciseInputSchema,
  ExerciseSchema,
  HomeworkInputSchema,
  IdParamsSchema,
  IdleDogSchema,
  MessageOnlySchema,
  REPORT_MESSAGES,
  SessionHomeworkSchema,
  successSchema,
} from '@adiestra/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PHOTO_BODY_LIMIT } from '../../lib/photo-pipeline.ts';
import { ok, signedInSchema } from '../../lib/route-schemas.ts';
import { auth, businessZone } from '../../plugins/auth.ts';
import * as exercises from './exercises.service.ts';
import * as practice from './practice.service.ts';
import * as reports from './reports.service.ts';

/**
 * The trainer's side of issue 17: the exercise library, a session's homework and report, and
 * the owners' practice (adherence per dog, dogs not practised lately).
 */
const reportsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);
  const schema = signedInSchema('reports');
  const params = IdParamsSchema;
  const ExerciseResponse = successSchema(ExerciseSchema);
  const HomeworkResponse = successSchema(SessionHomeworkSchema);

  app.get(
    '/exercises',
    {
      schema: {
        ...schema,
        response: { 200: successSchema(z.object({ exercises: z.array(ExerciseSchema) })) },
      },
    },
    async (request) =>
      ok({ exercises: await exercises.listExercises(app.db, auth(request).businessId) }),
  );

  app.post(
    '/exercises',
    {
      bodyLimit: PHOTO_BODY_LIMIT,
      schema: { ...schema, body: ExerciseInputSchema, response: { 201: ExerciseResponse } },
    },
    async (request, reply) => {
      const exercise = await exercises.createExercise(
        app.db,
        auth(request).businessId,
        request.body,
      );
      return reply
        .status(201)
        .send({ success: true, data: exercise, message: REPORT_MESSAGES.exerciseCreated });
    },
  );

  app.put(
    '/exercises/:id',
    {
      bodyLimit: PHOTO_BODY_LIMIT,
      schema: { ...schema, params, body: ExerciseInputSchema, response: { 200: ExerciseResponse } },
    },
    async (request) => {
      const { id } = request.params;
      const exercise = await exercises.updateExercise(
        app.db,
        auth(request).businessId,
        id,
        request.body,
      );
      return { success: true as const, data: exercise, message: REPORT_MESSAGES.exerciseUpdated };
    },
  );

  app.delete(
    '/exercises/:id',
    { schema: { ...schema, params, response: { 200: MessageOnlySchema } } },
    async (request) => {
      await exercises.deleteExercise(app.db, auth(request).businessId, request.params.id);
      return { success: true as const, data: null, message: REPORT_MESSAGES.exerciseDeleted };
    },
  );

  app.get(
    '/sessions/:id/homework',
    { schema: { ...schema, params, response: { 200: HomeworkResponse } } },
    async (request) =>
      ok(await reports.getHomework(app.db, auth(request).businessId, request.params.id)),
  );

  app.put(
    '/sessions/:id/homework',
    {
      schema: { ...schema, params, body: HomeworkInputSchema, response: { 200: HomeworkResponse } },
    },
    async (request) => {
      const { id } = request.params;
      const saved = await reports.saveHomework(app.db, auth(request).businessId, id, request.body);
      return { success: true as const, data: saved, message: REPORT_MESSAGES.homeworkSaved };
    },
  );

  app.post(
    '/sessions/:id/report',
    {
      schema: {
        ...schema,
        description: "Sends the session's report to the dog's owner (again: the updated one).",
        params,
        response: { 200: successSchema(SessionHomeworkSchema.shape.report) },
      },
    },
    async (request) => {
      const { id } = request.params;
      const sent = await reports.sendReport(
        app.db,
        auth(request).businessId,
        id,
        app.config.appUrl,
        app.clock.now(),
      );
      const message = sent.updated ? REPORT_MESSAGES.reportResent : REPORT_MESSAGES.reportSent;
      return { success: true as const, data: sent.state, message };
    },
  );

  app.get(
    '/practice/adherence',
    {
      schema: {
        ...schema,
        querystring: AdherenceQuerySchema,
        response: { 200: successSchema(AdherenceSchema) },
      },
    },
    async (request) =>
      ok(
        await practice.dogAdherence(
          await app.heavyReads.db(),
          businessZone(request),
          request.query.dogId,
          app.clock.now(),
        ),
      ),
  );

  app.get(
    '/practice/idle-dogs',
    {
      schema: {
        ...schema,
        response: { 200: successSchema(z.object({ dogs: z.array(IdleDogSchema) })) },
      },
    },
    async (request) =>
      ok({
        dogs: await practice.idleDogs(
          await app.heavyReads.db(),
          businessZone(request),
          app.clock.now(),
        ),
      }),
  );
};

export default reportsRoutes;
