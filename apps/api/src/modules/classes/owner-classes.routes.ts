import cookie from '@fastify/cookie';
import {
  ClassEnrolmentParamsSchema,
  IdParamsSchema,
  MessageOnlySchema,
  OWNER_CLASS_MESSAGES,
  OwnerClassEnrolSchema,
  OwnerClassesSchema,
  WAITLIST_MESSAGES,
  WaitlistParamsSchema,
  successSchema,
} from '@adiestra/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { unauthorized } from '../../lib/app-error.ts';
import { ok } from '../../lib/route-schemas.ts';
import { OWNER_UNAUTHORIZED, resolveOwnerAccess } from '../owners/index.ts';
import { cancelAsOwner, enrolAsOwner, ownerClasses } from './owner-classes.service.ts';
import { acceptAsOwner, joinAsOwner, leaveAsOwner } from './owner-waitlist.service.ts';
import { ownerPlaceIcs } from './place-mails.service.ts';

const tags = ['owners'];
const EnrolmentParams = ClassEnrolmentParamsSchema;

/** The signed-in owner's address: only the owners' area session opens classes (not a link). */
async function sessionEmail(app: FastifyInstance, request: FastifyRequest) {
  const access = await resolveOwnerAccess(app, request);
  if (access?.kind !== 'session') throw unauthorized(OWNER_UNAUTHORIZED);
  return access.reach.email;
}

/**
 * /api/owner/classes (issue 29): a known client's side of group classes in Mi área — the upcoming
 * classes of their trainers, a place taken for one of their dogs, a place given up (late too).
 */
const ownerClassRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(cookie);
  // Signed in before anything else is read: an anonymous call is 401 whatever it sent.
  app.decorateRequest('ownerEmail', null);
  app.addHook('onRequest', async (request) => {
    request.ownerEmail = await sessionEmail(app, request);
  });
  const emailOf = (request: FastifyRequest) => {
    if (!request.ownerEmail) throw unauthorized(OWNER_UNAUTHORIZED);
    return request.ownerEmail;
  };

  app.get(
    '/',
    { schema: { tags, response: { 200: successSchema(OwnerClassesSchema) } } },
    async (request) => {
      const email = emailOf(request);
      return ok({ classes: await ownerClasses(app.db, email, app.clock.now()) });
    },
  );

  /** POST /:id/<what> with one of the owner's dogs: a place, or a turn on the waiting list. */
  const dogToClass = (path: string, run: typeof enrolAsOwner, message: string) =>
    app.post(
      path,
      {
        schema: {
          tags,
          params: IdParamsSchema,
          body: OwnerClassEnrolSchema,
          response: { 201: MessageOnlySchema },
        },
      },
      async (request, reply) => {
        const email = emailOf(request);
        const { id } = request.params;
        await run(app.db, email, id, request.body.dogId, app.clock.now(), app.config.appUrl);
        return reply.status(201).send({ success: true, data: null, message });
      },
    );

  dogToClass('/:id/enrolments', enrolAsOwner, OWNER_CLASS_MESSAGES.enrolled);

  app.post(
    '/:id/enrolments/:enrolmentId/cancel',
    { schema: { tags, params: EnrolmentParams, response: { 200: MessageOnlySchema } } },
    async (request) => {
      const email = emailOf(request);
      const { id, enrolmentId } = request.params;
      const { late } = await cancelAsOwner(
        app.db,
        email,
        { classId: id, enrolmentId },
        app.clock.now(),
        app.config.appUrl,
      );
      const message = late ? OWNER_CLASS_MESSAGES.cancelledLate : OWNER_CLASS_MESSAGES.cancelled;
      return { success: true as const, data: null, message };
    },
  );

  // "Añadir al calendario": a GET that changes nothing, as the appointment's own file.
  app.get(
    '/:id/enrolments/:enrolmentId/calendar.ics',
    { schema: { tags, params: EnrolmentParams } },
    async (request, reply) => {
      const email = emailOf(request);
      const { id, enrolmentId } = request.params;
      const ics = await ownerPlaceIcs(app.db, email, { classId: id, enrolmentId }, app.clock.now());
      return reply
        .type('text/calendar; charset=utf-8')
        .header('Content-Disposition', 'attachment; filename="clase.ics"')
        .send(ics);
    },
  );

  dogToClass('/:id/waitlist', joinAsOwner, WAITLIST_MESSAGES.joined);

  app.post(
    '/:id/waitlist/:entryId/leave',
    { schema: { tags, params: WaitlistParamsSchema, response: { 200: MessageOnlySchema } } },
    async (request) => {
      const email = emailOf(request);
      const { id, entryId } = request.params;
      const now = app.clock.now();
      await leaveAsOwner(app.db, email, { classId: id, entryId }, now, app.config.appUrl);
      return { success: true as const, data: null, message: WAITLIST_MESSAGES.left };
    },
  );

  // The offer mail links to Mi área; only this signed-in POST takes the place.
  app.post(
    '/:id/waitlist/:entryId/accept',
    { schema: { tags, params: WaitlistParamsSchema, response: { 200: MessageOnlySchema } } },
    async (request) => {
      const email = emailOf(request);
      const { id, entryId } = request.params;
      const now = app.clock.now();
      await acceptAsOwner(app.db, email, { classId: id, entryId }, now, app.config.appUrl);
      return { success: true as const, data: null, message: WAITLIST_MESSAGES.accepted };
    },
  );
};

export default ownerClassRoutes;
