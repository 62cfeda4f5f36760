import cookie from '@fastify/cookie';
import {
  CONSENT_MESSAGES,
  ConsentAcceptInputSchema,
  ConsentAcceptanceSchema,
  IdParamsSchema,
  OwnerConsentsSchema,
  successSchema,
} from '@adiestra/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { unauthorized } from '../../lib/app-error.ts';
import { ok } from '../../lib/route-schemas.ts';
import { OWNER_UNAUTHORIZED, resolveOwnerAccess } from '../owners/index.ts';
import { pdfHeaders } from './consents.routes.ts';
import { acceptAsOwner, ownerAcceptancePdf, ownerConsents } from './consents.service.ts';

/**
 * /api/owner/consents (issue 31.6): a signed-in owner reads and accepts their trainers' documents
 * and downloads their copies. Only the owners' area session opens it (decision 0032).
 */
const ownerConsentRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(cookie);
  // `ownerEmail` is declared by the owners' documents routes; each plugin decorates its own scope.
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
  const tags = ['owners'];

  app.get(
    '/',
    { schema: { tags, response: { 200: successSchema(OwnerConsentsSchema) } } },
    async (request) => ok(await ownerConsents(app.db, emailOf(request))),
  );

  app.post(
    '/',
    {
      schema: {
        tags,
        body: ConsentAcceptInputSchema,
        response: { 201: successSchema(ConsentAcceptanceSchema) },
      },
    },
    async (request, reply) => {
      const acceptance = await acceptAsOwner(app.db, emailOf(request), request.body, request.ip);
      return reply.status(201).send({ ...ok(acceptance), message: CONSENT_MESSAGES.accepted });
    },
  );

  app.get('/:id/pdf', { schema: { tags, params: IdParamsSchema } }, async (request, reply) => {
    const { pdf, filename } = await ownerAcceptancePdf(app.db, emailOf(request), request.params.id);
    return reply.type('application/pdf').headers(pdfHeaders(filename)).send(pdf);
  });
};

export default ownerConsentRoutes;
