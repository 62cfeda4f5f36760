import cookie from '@fastify/cookie';
import {
  IdParamsSchema,
  INVOICE_MESSAGES,
  MessageOnlySchema,
  OWNER_MESSAGES,
  OWNER_SESSION_COOKIE,
  OwnerChangeRequestInputSchema,
  OwnerFreeTimesQuerySchema,
  OwnerOverviewSchema,
  OwnerSignInRequestSchema,
  OwnerSignInSchema,
  AvailableSlotsSchema,
  successSchema,
} from '@adiestra/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/app-error.ts';
import { ok } from '../../lib/route-schemas.ts';
import { RATE_LIMITS } from '../../plugins/rate-limits.ts';
import * as actions from './owner-actions.service.ts';
import { ownerAccess, requireOwner } from './owner-access.ts';
import { ownerInvoice, ownerOverview } from './owner-overview.service.ts';
import {
  requestSignInLink,
  signIn,
  signOut,
  startOwnerCredentialCleanup,
} from './owner-sign-in.service.ts';

const tags = ['owners'];
const COOKIE_PATH = '/api/owner';

/** The owner's session cookie: httpOnly, Secure over HTTPS, SameSite=Lax, only for /api/owner. */
function setSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
  expires: Date,
) {
  void reply.setCookie(OWNER_SESSION_COOKIE, token, {
    httpOnly: true,
    secure: request.protocol === 'https',
    sameSite: 'lax',
    path: COOKIE_PATH,
    expires,
  });
}

/**
 * /api/owner: the owners' area (issue 15). Signing in is public; everything else needs an owner
 * session (cookie) or a booking link (header), never a trainer's token.
 */
const ownerRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(cookie);
  app.decorateRequest('ownerAccess', null);
  startOwnerCredentialCleanup(app);

  app.post(
    '/sign-in-links',
    {
      config: { rateLimit: RATE_LIMITS.accountEmail },
      schema: { tags, body: OwnerSignInRequestSchema, response: { 202: MessageOnlySchema } },
    },
    async (request, reply) => {
      await requestSignInLink(
        app.db,
        app.counters,
        request.body.email,
        app.config.appUrl,
        app.clock.now(),
      );
      return reply
        .status(202)
        .send({ success: true, data: null, message: OWNER_MESSAGES.signInSent });
    },
  );

  app.post(
    '/sessions',
    {
      config: { rateLimit: RATE_LIMITS.login },
      schema: {
        tags,
        body: OwnerSignInSchema,
        response: { 200: successSchema(z.object({ email: z.string() })) },
      },
    },
    async (request, reply) => {
      const session = await signIn(app.db, request.body.token, app.clock.now());
      setSessionCookie(request, reply, session.token, session.expiresAt);
      return ok({ email: session.email });
    },
  );

  await app.register(async (scope) => {
    const owner = scope.withTypeProvider<ZodTypeProvider>();
    owner.addHook('onRequest', requireOwner(app));
    const params = IdParamsSchema;

    owner.get(
      '/overview',
      { schema: { tags, response: { 200: successSchema(OwnerOverviewSchema) } } },
      async (request) =>
        ok(await ownerOverview(app.db, ownerAccess(request).reach, app.clock.now())),
    );

    owner.get(
      '/invoices/:id/pdf',
      { schema: { tags, description: "Issue 30: one of the owner's invoices as a PDF.", params } },
      async (request, reply) => {
        const { reach } = ownerAccess(request);
        if (!('email' in reach)) throw notFound(INVOICE_MESSAGES.invoiceNotFound);
        const { filename, pdf } = await ownerInvoice(app.db, reach.email, request.params.id);
        return reply
          .type('application/pdf')
          .header('content-disposition', `attachment; filename="${filename}"`)
          .header('cache-control', 'no-store')
          .send(pdf);
      },
    );

    owner.post(
      '/sessions/end',
      { schema: { tags, response: { 200: MessageOnlySchema } } },
      async (request, reply) => {
        const access = ownerAccess(request);
        if (access.kind === 'session') await signOut(app.db, access.sessionId, app.clock.now());
        void reply.clearCookie(OWNER_SESSION_COOKIE, { path: COOKIE_PATH });
        return { success: true as const, data: null, message: OWNER_MESSAGES.signedOut };
      },
    );

    owner.get(
      '/appointments/:id/calendar.ics',
      {
        schema: {
          tags,
          params,
          querystring: z.object({ token: z.string().max(100).optional() }),
        },
      },
      async (request, reply) => {
        const { reach } = ownerAccess(request);
        const ics = await actions.appointmentIcs(app.db, reach, request.params.id, app.clock.now());
        return reply
          .type('text/calendar; charset=utf-8')
          .header('Content-Disposition', 'attachment; filename="cita.ics"')
          .send(ics);
      },
    );

    owner.get(
      '/appointments/:id/free-times',
      {
        schema: {
          tags,
          params,
          querystring: OwnerFreeTimesQuerySchema,
          response: { 200: successSchema(AvailableSlotsSchema) },
        },
      },
      async (request) => {
        const { reach } = ownerAccess(request);
        const slots = await actions.freeTimes(
          app.db,
          reach,
          request.params.id,
          request.query.date,
          app.clock.now(),
        );
        return ok({ slots });
      },
    );

    owner.post(
      '/appointments/:id/cancel',
      { schema: { tags, params, response: { 200: MessageOnlySchema } } },
      async (request) => {
        const { reach } = ownerAccess(request);
        const now = app.clock.now();
        await actions.cancelByOwner(app.db, reach, request.params.id, now, app.config.appUrl);
        return { success: true as const, data: null, message: OWNER_MESSAGES.cancelled };
      },
    );

    owner.post(
      '/appointments/:id/change-requests',
      {
        schema: {
          tags,
          params,
          body: OwnerChangeRequestInputSchema,
          response: { 201: MessageOnlySchema },
        },
      },
      async (request, reply) => {
        const { reach } = ownerAccess(request);
        const now = app.clock.now();
        await actions.askForChange(
          app.db,
          reach,
          request.params.id,
          request.body,
          now,
          app.config.appUrl,
        );
        return reply
          .status(201)
          .send({ success: true, data: null, message: OWNER_MESSAGES.changeRequested });
      },
    );
  });
};

export default ownerRoutes;
