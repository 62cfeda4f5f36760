import {
  OwnerAreaSettingsResultSchema,
  OwnerAreaSettingsSchema,
  successSchema,
} from '@adiestra/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, signedInSchema } from '../../lib/route-schemas.ts';
import { auth } from '../../plugins/auth.ts';
import { getOwnerAreaSettings, saveOwnerAreaSettings } from './owner-settings.service.ts';

const Response = successSchema(OwnerAreaSettingsResultSchema);

/** /api/owner-area/settings: what the trainer shows owners, and the notice for cancelling. */
const ownerSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);
  const schema = signedInSchema('owner-area');

  app.get('/settings', { schema: { ...schema, response: { 200: Response } } }, async (request) =>
    ok(await getOwnerAreaSettings(app.db, auth(request).user.id)),
  );

  app.put(
    '/settings',
    { schema: { ...schema, body: OwnerAreaSettingsSchema, response: { 200: Response } } },
    async (request) => {
      const userId = auth(request).user.id;
      const settings = await saveOwnerAreaSettings(app.db, userId, request.body, app.clock.now());
      return { success: true as const, data: settings, message: 'Ajustes guardados' };
    },
  );
};

export default ownerSettingsRoutes;
