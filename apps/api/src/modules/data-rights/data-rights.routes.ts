import {
  erasedMessage,
  EraseClientSchema,
  ErasureResultSchema,
  IdParamsSchema,
  successSchema,
} from '@adiestra/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInSchema } from '../../lib/route-schemas.ts';
import { auth } from '../../plugins/auth.ts';
import { eraseClient, startRequestRetention } from './erasure.service.ts';

/** POST /api/clients/:id/erase (issue 20); starts the request retention sweep. */
const dataRightsRoutes: FastifyPluginAsyncZod = async (app) => {
  startRequestRetention(app);

  app.post(
    '/clients/:id/erase',
    {
      onRequest: app.authenticate,
      schema: {
        ...signedInSchema('clients'),
        params: IdParamsSchema,
        body: EraseClientSchema,
        response: { 200: successSchema(ErasureResultSchema) },
      },
    },
    async (request) => {
      const { user } = auth(request);
      const result = await eraseClient(
        app.db,
        { businessId: user.businessId, timeZone: user.timeZone },
        request.params.id,
        request.body.confirmName,
        app.clock.now(),
        { counters: app.counters, mailer: app.mailer },
      );
      return { success: true as const, data: result, message: erasedMessage(result) };
    },
  );
};

export default dataRightsRoutes;
