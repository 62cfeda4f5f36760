import {
  ClientConsentsSchema,
  ConsentDocumentListSchema,
  ConsentKindParamsSchema,
  ConsentPendingListSchema,
  ConsentVersionInputSchema,
  ConsentVersionSchema,
  CONSENT_MESSAGES,
  ConsentAcceptanceSchema,
  IdParamsSchema,
  PAPER_SIGNATURE_MESSAGES,
  PaperSignatureInputSchema,
  successSchema,
} from '@adiestra/shared';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, signedInSchema } from '../../lib/route-schemas.ts';
import { auth, businessOf } from '../../plugins/auth.ts';
import {
  clientConsents,
  listDocuments,
  listVersions,
  pendingAcceptances,
  publishVersion,
  recordPaperSignature,
  trainerAcceptancePdf,
} from './consents.service.ts';

export const pdfHeaders = (filename: string) => ({
  'content-disposition': `attachment; filename="${filename}"`,
  'cache-control': 'private, no-store',
});

/** /api/consents (issue 31.6): the trainer's documents, their versions and who accepted them. */
const consentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);
  const schema = signedInSchema('consents');
  const businessId = (request: Parameters<typeof auth>[0]) => auth(request).businessId;

  app.get(
    '/',
    {
      config: { access: 'work' },
      schema: { ...schema, response: { 200: successSchema(ConsentDocumentListSchema) } },
    },
    async (request) => ok(await listDocuments(app.db, businessId(request))),
  );

  app.get(
    '/pending',
    {
      config: { access: 'work' },
      schema: { ...schema, response: { 200: successSchema(ConsentPendingListSchema) } },
    },
    async (request) => ok(await pendingAcceptances(app.db, businessId(request))),
  );

  app.get(
    '/clients/:id',
    {
      config: { access: 'work' },
      schema: {
        ...schema,
        params: IdParamsSchema,
        response: { 200: successSchema(ClientConsentsSchema) },
      },
    },
    async (request) => ok(await clientConsents(app.db, businessId(request), request.params.id)),
  );

  app.post(
    '/clients/:id/paper',
    {
      config: { access: 'work' },
      schema: {
        ...schema,
        params: IdParamsSchema,
        body: PaperSignatureInputSchema,
        response: { 201: successSchema(ConsentAcceptanceSchema) },
      },
    },
    async (request, reply) => {
      const acceptance = await recordPaperSignature(
        app.db,
        businessId(request),
        request.params.id,
        request.body,
        app.clock.now(),
      );
      return reply
        .status(201)
        .send({ ...ok(acceptance), message: PAPER_SIGNATURE_MESSAGES.recorded });
    },
  );

  app.get(
    '/acceptances/:id/pdf',
    { config: { access: 'work' }, schema: { ...schema, params: IdParamsSchema } },
    async (request, reply) => {
      const { pdf, filename } = await trainerAcceptancePdf(
        app.db,
        businessId(request),
        await businessOf(app.db, auth(request)),
        request.params.id,
      );
      return reply.type('application/pdf').headers(pdfHeaders(filename)).send(pdf);
    },
  );

  app.get(
    '/:kind/versions',
    {
      config: { access: 'work' },
      schema: {
        ...schema,
        params: ConsentKindParamsSchema,
        response: { 200: successSchema(z.object({ versions: z.array(ConsentVersionSchema) })) },
      },
    },
    async (request) => ok(await listVersions(app.db, businessId(request), request.params.kind)),
  );

  app.put(
    '/:kind',
    {
      config: { access: 'business' },
      schema: {
        ...schema,
        params: ConsentKindParamsSchema,
        body: ConsentVersionInputSchema,
        response: { 201: successSchema(ConsentVersionSchema) },
      },
    },
    async (request, reply) => {
      const version = await publishVersion(
        app.db,
        businessId(request),
        request.params.kind,
        request.body,
      );
      return reply.status(201).send({ ...ok(version), message: CONSENT_MESSAGES.published });
    },
  );
};

export default consentRoutes;
