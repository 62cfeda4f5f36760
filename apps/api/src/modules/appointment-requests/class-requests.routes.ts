import cookie from '@fastify/cookie';
import {
  ApproveClassRequestSchema,
  ClassApprovalResultSchema,
  CLASS_REQUEST_MESSAGES,
  IdParamsSchema,
  MessageOnlySchema,
  OwnerClassEnrolSchema,
  successSchema,
} from '@adiestra/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { unauthorized } from '../../lib/app-error.ts';
import { signedInSchema } from '../../lib/route-schemas.ts';
import { auth, businessOf } from '../../plugins/auth.ts';
import { OWNER_UNAUTHORIZED, resolveOwnerAccess } from '../owners/index.ts';
import { approveClassRequest, requestPlaceAsOwner } from './class-requests.service.ts';

/**
 * POST /api/appointments/requests/:id/approve-class (issue 29, decision 0091): the trainer
 * approves a request of a place in a class — the dog is enrolled, or put on the waiting list.
 */
export const classRequestDecisionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);
  const schema = signedInSchema('appointment-requests');
  app.post(
    '/:id/approve-class',
    {
      schema: {
        ...schema,
        params: IdParamsSchema,
        body: ApproveClassRequestSchema,
        response: { 200: successSchema(ClassApprovalResultSchema) },
      },
    },
    async (request) => {
      const context = { appUrl: app.config.appUrl, now: app.clock.now() };
      const result = await approveClassRequest(
        app.db,
        await businessOf(app.db, auth(request)),
        request.params.id,
        request.body,
        context,
      );
      const message =
        result.outcome === 'waitlisted'
          ? CLASS_REQUEST_MESSAGES.waitlisted
          : CLASS_REQUEST_MESSAGES.approved;
      return { success: true as const, data: result, message };
    },
  );
};

/**
 * POST /api/owner/classes/:id/requests (decision 0090): a known client asks for a place for one
 * of their dogs when the trainer reviews each place. Only the owners' area session opens it.
 */
export const ownerClassRequestRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(cookie);
  // Signed in before anything else is read: an anonymous call is 401 whatever it sent.
  const ownerEmails = new WeakMap<FastifyRequest, string>();
  app.addHook('onRequest', async (request) => {
    const access = await resolveOwnerAccess(app, request);
    if (access?.kind !== 'session') throw unauthorized(OWNER_UNAUTHORIZED);
    ownerEmails.set(request, access.reach.email);
  });
  app.post(
    '/:id/requests',
    {
      schema: {
        tags: ['owners'],
        params: IdParamsSchema,
        body: OwnerClassEnrolSchema,
        response: { 201: MessageOnlySchema },
      },
    },
    async (request, reply) => {
      await requestPlaceAsOwner(
        app.db,
        ownerEmails.get(request)!,
        { classId: request.params.id, dogId: request.body.dogId },
        { now: app.clock.now(), appUrl: app.config.appUrl },
      );
      return reply
        .status(201)
        .send({ success: true, data: null, message: CLASS_REQUEST_MESSAGES.sent });
    },
  );
};
