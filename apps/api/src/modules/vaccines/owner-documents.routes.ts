import cookie from '@fastify/cookie';
import {
  DogDocumentSchema,
  DogDocumentUploadSchema,
  IdParamsSchema,
  OwnerDogDocumentsSchema,
  successSchema,
} from '@adiestra/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { unauthorized } from '../../lib/app-error.ts';
import { PHOTO_BODY_LIMIT } from '../../lib/photo-pipeline.ts';
import { ok } from '../../lib/route-schemas.ts';
import { sendUpload } from '../../lib/serve-upload.ts';
import { OWNER_UNAUTHORIZED, resolveOwnerAccess } from '../owners/index.ts';
import { ownerDocumentFile, ownerDocuments, uploadDocument } from './documents.service.ts';

declare module 'fastify' {
  interface FastifyRequest {
    ownerEmail: string | null;
  }
}

const emailOf = (request: FastifyRequest) => {
  if (!request.ownerEmail) throw unauthorized(OWNER_UNAUTHORIZED);
  return request.ownerEmail;
};

/**
 * /api/owner/documents (issue 31.3): a signed-in owner's uploads for their dogs. Only the owners'
 * area session opens it (not a booking link, not a trainer's token); the dogs are those of the
 * clients whose e-mail is the owner's (decision 0032).
 */
const ownerDocumentRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(cookie);
  app.decorateRequest('ownerEmail', null);
  app.addHook('onRequest', async (request) => {
    const access = await resolveOwnerAccess(app, request);
    if (access?.kind !== 'session') throw unauthorized(OWNER_UNAUTHORIZED);
    request.ownerEmail = access.reach.email;
  });
  const tags = ['owners'];

  app.get(
    '/',
    { schema: { tags, response: { 200: successSchema(OwnerDogDocumentsSchema) } } },
    async (request) => ok(await ownerDocuments(app.db, emailOf(request))),
  );

  app.post(
    '/',
    {
      bodyLimit: PHOTO_BODY_LIMIT,
      schema: {
        tags,
        body: DogDocumentUploadSchema,
        response: { 201: successSchema(DogDocumentSchema) },
      },
    },
    async (request, reply) => {
      const document = await uploadDocument(app.db, emailOf(request), request.body, {
        now: app.clock.now(),
        appUrl: app.config.appUrl,
      });
      return reply
        .status(201)
        .send({ ...ok(document), message: 'Documento enviado. Tu educador lo revisará.' });
    },
  );

  app.get('/:id/file', { schema: { tags, params: IdParamsSchema } }, async (request, reply) => {
    const file = await ownerDocumentFile(app.db, emailOf(request), request.params.id);
    return sendUpload(reply, file);
  });
};

export default ownerDocumentRoutes;
