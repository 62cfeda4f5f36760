import {
  COURSE_MESSAGES,
  CourseDetailSchema,
  CourseEnrolSchema,
  CourseEnrolmentParamsSchema,
  CourseInputSchema,
  CourseSchema,
  IdParamsSchema,
  MakeupClassSchema,
  MakeupInputSchema,
  WAITLIST_MESSAGES,
  WaitlistMoveSchema,
  WaitlistParamsSchema,
  successSchema,
  todayIn,
} from '@adiestra/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, signedInSchema } from '../../lib/route-schemas.ts';
import { ownWork } from '../../plugins/access.ts';
import { auth } from '../../plugins/auth.ts';
import {
  joinCourseForClient,
  moveCourseEntry,
  removeCourseEntry,
} from './course-waitlist.service.ts';
import * as service from './courses.service.ts';

const DetailResponse = successSchema(CourseDetailSchema);

/** Courses (issue 29, decision 0081): /api/courses, their enrolments and make-ups. */
const courseRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);
  const schema = signedInSchema('classes');
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
        response: { 200: successSchema(z.object({ courses: z.array(CourseSchema) })) },
      },
    },
    async (request) =>
      ok({
        courses: await service.listCourses(app.db, caller(request).businessId, ownWork(request)),
      }),
  );

  app.post(
    '/',
    { schema: { ...schema, body: CourseInputSchema, response: { 201: DetailResponse } } },
    async (request, reply) => {
      const { businessId, trainerId, today } = caller(request);
      const data = await service.createCourse(app.db, businessId, request.body, today, trainerId);
      return reply.status(201).send({ success: true, data, message: COURSE_MESSAGES.created });
    },
  );

  app.get(
    '/:id',
    { schema: { ...schema, params: IdParamsSchema, response: { 200: DetailResponse } } },
    async (request) => {
      const { businessId, today } = caller(request);
      return ok(await service.getCourse(app.db, businessId, request.params.id, today));
    },
  );

  app.get(
    '/:id/makeup-classes',
    {
      schema: {
        ...schema,
        params: IdParamsSchema,
        response: { 200: successSchema(z.object({ classes: z.array(MakeupClassSchema) })) },
      },
    },
    async (request) => {
      const { businessId, today } = caller(request);
      return ok({
        classes: await service.makeupClasses(app.db, businessId, request.params.id, today),
      });
    },
  );

  app.post(
    '/:id/enrolments',
    {
      schema: {
        ...schema,
        params: IdParamsSchema,
        body: CourseEnrolSchema,
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
      return reply.status(201).send({ success: true, data, message: COURSE_MESSAGES.enrolled });
    },
  );

  app.post(
    '/:id/enrolments/:enrolmentId/cancel',
    {
      schema: { ...schema, params: CourseEnrolmentParamsSchema, response: { 200: DetailResponse } },
    },
    async (request) => {
      const { businessId, today } = caller(request);
      const { id, enrolmentId } = request.params;
      const data = await service.cancelCourseEnrolment(
        app.db,
        businessId,
        { courseId: id, id: enrolmentId },
        { now: app.clock.now(), today, appUrl: app.config.appUrl },
      );
      return { success: true as const, data, message: COURSE_MESSAGES.cancelled };
    },
  );

  app.post(
    '/:id/enrolments/:enrolmentId/makeups',
    {
      schema: {
        ...schema,
        params: CourseEnrolmentParamsSchema,
        body: MakeupInputSchema,
        response: { 201: DetailResponse },
      },
    },
    async (request, reply) => {
      const { businessId, today } = caller(request);
      const { id, enrolmentId } = request.params;
      const data = await service.useMakeup(
        app.db,
        businessId,
        { courseId: id, id: enrolmentId },
        request.body,
        { today, now: app.clock.now(), appUrl: app.config.appUrl },
      );
      return reply.status(201).send({ success: true, data, message: COURSE_MESSAGES.makeupUsed });
    },
  );

  app.post(
    '/:id/waitlist',
    {
      schema: {
        ...schema,
        params: IdParamsSchema,
        body: CourseEnrolSchema,
        response: { 201: DetailResponse },
      },
    },
    async (request, reply) => {
      const { businessId, today } = caller(request);
      const { id } = request.params;
      await joinCourseForClient(app.db, businessId, id, request.body, today);
      const data = await service.getCourse(app.db, businessId, id, today);
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
      const { businessId, today } = caller(request);
      const { id, entryId } = request.params;
      await moveCourseEntry(app.db, businessId, { courseId: id, entryId }, request.body.direction);
      const data = await service.getCourse(app.db, businessId, id, today);
      return { success: true as const, data, message: WAITLIST_MESSAGES.moved };
    },
  );

  app.post(
    '/:id/waitlist/:entryId/remove',
    { schema: { ...schema, params: WaitlistParamsSchema, response: { 200: DetailResponse } } },
    async (request) => {
      const { businessId, today } = caller(request);
      const { id, entryId } = request.params;
      const target = { businessId, courseId: id, entryId };
      await removeCourseEntry(app.db, target, app.clock.now(), app.config.appUrl);
      const data = await service.getCourse(app.db, businessId, id, today);
      return { success: true as const, data, message: WAITLIST_MESSAGES.removed };
    },
  );
};

export default courseRoutes;
