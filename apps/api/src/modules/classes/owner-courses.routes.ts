import cookie from '@fastify/cookie';
import {
  COURSE_MESSAGES,
  CourseEnrolmentParamsSchema,
  IdParamsSchema,
  MakeupInputSchema,
  MessageOnlySchema,
  OwnerCourseDogSchema,
  OwnerCoursesSchema,
  WAITLIST_MESSAGES,
  WaitlistParamsSchema,
  successSchema,
} from '@adiestra/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { unauthorized } from '../../lib/app-error.ts';
import { ok } from '../../lib/route-schemas.ts';
import { OWNER_UNAUTHORIZED, resolveOwnerAccess } from '../owners/index.ts';
import * as service from './owner-courses.service.ts';

const tags = ['owners'];
const done = (message: string) => ({ success: true as const, data: null, message });

/**
 * /api/owner/courses (issue 29): a known client's side of courses in Mi área — the courses of
 * their trainers, a dog enrolled or on the waiting list, an offer accepted (a POST: the offer
 * mail only links here), a course cancelled in time, a make-up used.
 */
const ownerCourseRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(cookie);
  // Each plugin decorates its own scope (as the owner's classes and documents routes do).
  app.decorateRequest('ownerEmail', null);
  app.addHook('onRequest', async (request) => {
    const access = await resolveOwnerAccess(app, request);
    if (access?.kind !== 'session') throw unauthorized(OWNER_UNAUTHORIZED);
    request.ownerEmail = access.reach.email;
  });
  const emailOf = (request: FastifyRequest) => {
    if (!request.ownerEmail) throw unauthorized(OWNER_UNAUTHORIZED);
    return request.ownerEmail;
  };

  app.get(
    '/',
    { schema: { tags, response: { 200: successSchema(OwnerCoursesSchema) } } },
    async (request) =>
      ok({ courses: await service.ownerCourses(app.db, emailOf(request), app.clock.now()) }),
  );

  const dogToCourse = (path: string, run: typeof service.enrolInCourseAsOwner, message: string) =>
    app.post(
      path,
      {
        schema: {
          tags,
          params: IdParamsSchema,
          body: OwnerCourseDogSchema,
          response: { 201: MessageOnlySchema },
        },
      },
      async (request, reply) => {
        const email = emailOf(request);
        const { id } = request.params;
        await run(app.db, email, id, request.body.dogId, app.clock.now(), app.config.appUrl);
        return reply.status(201).send(done(message));
      },
    );

  dogToCourse('/:id/enrolments', service.enrolInCourseAsOwner, COURSE_MESSAGES.enrolled);
  dogToCourse('/:id/waitlist', service.joinCourseWaitlistAsOwner, WAITLIST_MESSAGES.joined);

  app.post(
    '/:id/enrolments/:enrolmentId/cancel',
    { schema: { tags, params: CourseEnrolmentParamsSchema, response: { 200: MessageOnlySchema } } },
    async (request) => {
      const { id, enrolmentId } = request.params;
      await service.cancelCourseAsOwner(
        app.db,
        emailOf(request),
        { courseId: id, enrolmentId },
        app.clock.now(),
        app.config.appUrl,
      );
      return done(COURSE_MESSAGES.cancelled);
    },
  );

  app.post(
    '/:id/enrolments/:enrolmentId/makeups',
    {
      schema: {
        tags,
        params: CourseEnrolmentParamsSchema,
        body: MakeupInputSchema,
        response: { 201: MessageOnlySchema },
      },
    },
    async (request, reply) => {
      const { id, enrolmentId } = request.params;
      const target = { courseId: id, enrolmentId };
      await service.useMakeupAsOwner(app.db, emailOf(request), target, request.body, {
        now: app.clock.now(),
        appUrl: app.config.appUrl,
      });
      return reply.status(201).send(done(COURSE_MESSAGES.makeupUsed));
    },
  );

  app.post(
    '/:id/waitlist/:entryId/accept',
    { schema: { tags, params: WaitlistParamsSchema, response: { 200: MessageOnlySchema } } },
    async (request) => {
      const { id, entryId } = request.params;
      const target = { courseId: id, entryId };
      const now = app.clock.now();
      await service.acceptCourseOfferAsOwner(
        app.db,
        emailOf(request),
        target,
        now,
        app.config.appUrl,
      );
      return done(WAITLIST_MESSAGES.accepted);
    },
  );

  app.post(
    '/:id/waitlist/:entryId/leave',
    { schema: { tags, params: WaitlistParamsSchema, response: { 200: MessageOnlySchema } } },
    async (request) => {
      const { id, entryId } = request.params;
      const target = { courseId: id, entryId };
      const now = app.clock.now();
      await service.leaveCourseWaitlistAsOwner(
        app.db,
        emailOf(request),
        target,
        now,
        app.config.appUrl,
      );
      return done(WAITLIST_MESSAGES.left);
    },
  );
};

export default ownerCourseRoutes;
