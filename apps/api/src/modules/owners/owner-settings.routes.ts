import {
  OwnerAreaSettingsResultSchema,
  OwnerAreaSettingsSchema,
  OwnerShareLinkInputSchema,
  OwnerShareLinkSchema,
  successSchema,
} from '@adiestra/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, signedInSchema } from '../../lib/route-schemas.ts';
import { auth } from '../../plugins/auth.ts';
import {
  getOwnerAreaSettings,
  saveOwnerAreaSettings,
  shareLink,
} from './owner-settings.service.ts';

const Response = successSchema(OwnerAreaSettingsResultSchema);

/**
 * /api/owner-area: the trainer's side of the owners' area. /settings: what the trainer shows
 * owners, and the notice for cancelling; /share-links: an owner's link to put in a WhatsApp
 * message.
 */
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

  app.post(
    '/share-links',
    {
      schema: {
        ...schema,
        description:
          "Issues a booking link to one of the trainer's appointments or requests, for a message to its owner.",
        body: OwnerShareLinkInputSchema,
        response: { 201: successSchema(OwnerShareLinkSchema) },
      },
    },
    async (request, reply) => {
      const userId = auth(request).user.id;
      const shared = await shareLink(app.db, userId, request.body, app.config.appUrl);
      return reply.status(201).send(ok(shared));
    },
  );
};

export default ownerSettingsRoutes;
