import {
  ClassCancelSchema,
  ClassEnrolmentParamsSchema,
  ClassAttendanceSchema,
  ClassDetailSchema,
  ClassEnrolSchema,
  ClassInputSchema,
  ClassListQuerySchema,
  ClassSchema,
  ClassUpdateSchema,
  IdParamsSchema,
  successSchema,
  WeekClassesSchema,
  todayIn,
  holidayNote,
} from '@adiestra/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, signedInSchema } from '../../lib/route-schemas.ts';
import { ownWork } from '../../plugins/access.ts';
import { auth } from '../../plugins/auth.ts';
import * as service from './classes.service.ts';
import { startWaitlistJobs } from './waitlist-jobs.ts';

const DetailResponse = successSchema(ClassDetailSchema);
const EnrolmentParams = ClassEnrolmentParamsSchema;

/** Group classes (issue 29): /api/classes, their series and their places. */
const classRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);
  startWaitlistJobs(app);
  const schema = signedInSchema('classes');
  /** The caller and their calendar day (a class is a day on the trainer's clock). */
  const caller = (request: FastifyRequest) => {
    const { user } = auth(request);
    return {
      businessId: user.businessId,
      // The signed-in member gives what they create (decision 0134).
      trainerId: user.id,
      today: todayIn(user.timeZone, app.clock.now()),
    };
  };

  app.get(
    '/',
    {
      schema: {
        ...schema,
        querystring: ClassListQuerySchema,
        response: { 200: successSchema(z.object({ classes: z.array(ClassSchema) })) },
      },
    },
    async (request) => {
      const range = { ...request.query, trainerId: ownWork(request) };
      return ok({
        classes: await service.classesBetween(app.db, caller(request).businessId, range),
      });
    },
  );

  app.get(
    '/week',
    { schema: { ...schema, response: { 200: successSchema(WeekClassesSchema) } } },
    async (request) => {
      const { businessId, today } = caller(request);
      return ok(await service.weekClasses(app.db, businessId, today, ownWork(request)));
    },
  );

  app.post(
    '/',
    {
      schema: {
        ...schema,
        body: ClassInputSchema,
        response: {
          201: successSchema(
            z.object({ classes: z.array(ClassSchema), holidays: z.string().nullable() }),
          ),
        },
      },
    },
    async (request, reply) => {
      const { businessId, trainerId, today } = caller(request);
      const { classes, warned } = await service.createClasses(
        app.db,
        businessId,
        request.body,
        today,
        trainerId,
      );
      const message = classes.length > 1 ? `${classes.length} clases creadas` : 'Clase creada';
      // Decision 0150: the classes that fall on holidays, said at creation.
      const holidays = holidayNote(warned);
      return reply.status(201).send({ success: true, data: { classes, holidays }, message });
    },
  );

  app.get(
    '/:id',
    { schema: { ...schema, params: IdParamsSchema, response: { 200: DetailResponse } } },
    async (request) =>
      ok(await service.getClass(app.db, caller(request).businessId, request.params.id)),
  );

  app.put(
    '/:id',
    {
      schema: {
        ...schema,
        params: IdParamsSchema,
        body: ClassUpdateSchema,
        response: { 200: DetailResponse },
      },
    },
    async (request) => {
      const { businessId, today } = caller(request);
      const data = await service.updateClass(app.db, businessId, request.params.id, request.body, {
        today,
        now: app.clock.now(),
        appUrl: app.config.appUrl,
      });
      const message =
        request.body.scope === 'following'
          ? 'Clase y siguientes actualizadas'
          : 'Clase actualizada';
      return { success: true as const, data, message };
    },
  );

  app.post(
    '/:id/cancel',
    {
      schema: {
        ...schema,
        params: IdParamsSchema,
        body: ClassCancelSchema,
        response: { 200: DetailResponse },
      },
    },
    async (request) => {
      const { businessId } = caller(request);
      const { id } = request.params;
      const data = await service.cancelClass(
        app.db,
        businessId,
        id,
        app.clock.now(),
        app.config.appUrl,
        request.body.reason,
      );
      return { success: true as const, data, message: 'Clase cancelada' };
    },
  );

  app.post(
    '/:id/confirm-minimum',
    { schema: { ...schema, params: IdParamsSchema, response: { 200: DetailResponse } } },
    async (request) => {
      const { businessId, today } = caller(request);
      const data = await service.confirmMinimum(app.db, businessId, request.params.id, {
        today,
        now: app.clock.now(),
      });
      return { success: true as const, data, message: 'Clase confirmada' };
    },
  );

  app.post(
    '/:id/enrolments',
    {
      schema: {
        ...schema,
        params: IdParamsSchema,
        body: ClassEnrolSchema,
        response: { 201: DetailResponse },
      },
    },
    async (request, reply) => {
      const { businessId, today } = caller(request);
      const data = await service.enrol(app.db, businessId, request.params.id, request.body, {
        today,
        now: app.clock.now(),
        appUrl: app.config.appUrl,
      });
      return reply.status(201).send({ success: true, data, message: 'Perro apuntado a la clase' });
    },
  );

  app.post(
    '/:id/enrolments/:enrolmentId/cancel',
    { schema: { ...schema, params: EnrolmentParams, response: { 200: DetailResponse } } },
    async (request) => {
      const { businessId } = caller(request);
      const { id, enrolmentId } = request.params;
      const data = await service.cancelEnrolment(
        app.db,
        businessId,
        { classId: id, enrolmentId },
        app.clock.now(),
        app.config.appUrl,
      );
      return { success: true as const, data, message: 'Plaza cancelada' };
    },
  );

  app.put(
    '/:id/enrolments/:enrolmentId/attendance',
    {
      schema: {
        ...schema,
        params: EnrolmentParams,
        body: ClassAttendanceSchema,
        response: { 200: DetailResponse },
      },
    },
    async (request) => {
      const { businessId, today } = caller(request);
      const { id, enrolmentId } = request.params;
      const { attended } = request.body;
      const data = await service.setAttendance(
        app.db,
        businessId,
        { classId: id, id: enrolmentId },
        attended,
        today,
      );
      return {
        success: true as const,
        data,
        message: attended ? 'Asistencia marcada' : 'Asistencia desmarcada',
      };
    },
  );
};

export default classRoutes;
