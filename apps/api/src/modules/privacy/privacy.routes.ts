import {
  PrivacyTextInputSchema,
  PrivacyTextSchema,
  PublicPrivacySchema,
  DATA_RIGHTS_MESSAGES,
  successSchema,
} from '@adiestra/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { RATE_LIMITS } from '../../plugins/rate-limits.ts';
import { ok, signedInSchema } from '../../lib/route-schemas.ts';
import { auth } from '../../plugins/auth.ts';
import { getPrivacyText, publicPrivacy, savePrivacyText } from './privacy.service.ts';

/**
 * The trainer's privacy text (Ajustes): GET /api/privacy, PUT /api/privacy (a new version);
 * and its public page's data: GET /api/public/educators/:id/privacy.
 */
const privacyRoutes: FastifyPluginAsyncZod = async (app) => {
  const schema = signedInSchema('privacy');
  const response = { 200: successSchema(PrivacyTextSchema) };

  app.get(
    '/privacy',
    { config: { access: 'work' }, onRequest: app.authenticate, schema: { ...schema, response } },
    async (request) => ok(await getPrivacyText(app.db, auth(request).businessId, app.clock.now())),
  );

  app.put(
    '/privacy',
    {
      config: { access: 'business' },
      onRequest: app.authenticate,
      schema: { ...schema, body: PrivacyTextInputSchema, response },
    },
    async (request) => ({
      ...ok(
        await savePrivacyText(app.db, auth(request).businessId, request.body.body, app.clock.now()),
      ),
      message: DATA_RIGHTS_MESSAGES.privacySaved,
    }),
  );

  app.get(
    '/public/educators/:id/privacy',
    {
      config: { access: 'public', rateLimit: RATE_LIMITS.publicRead },
      schema: {
        tags: ['public'],
        params: z.object({ id: z.string().max(100) }),
        response: { 200: successSchema(PublicPrivacySchema) },
      },
    },
    async (request) => ok(await publicPrivacy(app.db, request.params.id, app.clock.now())),
  );
};

export default privacyRoutes;
