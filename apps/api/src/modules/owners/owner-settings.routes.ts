import {
  BookingAddressSchema,
  IdParamsSchema,
  MessageOnlySchema,
  OWNER_LINK_MESSAGES,
  OwnerAreaSettingsResultSchema,
  OwnerLinksQuerySchema,
  OwnerLiveLinksSchema,
  OwnerAreaSettingsSchema,
  OwnerShareLinkInputSchema,
  OwnerShareLinkSchema,
  successSchema,
} from '@adiestra/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, signedInSchema } from '../../lib/route-schemas.ts';
import { auth } from '../../plugins/auth.ts';
import { bookingAddress } from './booking-address.service.ts';
import {
  getOwnerAreaSettings,
  liveLinks,
  revokeLink,
  saveOwnerAreaSettings,
  shareLink,
} from './owner-settings.service.ts';

const Response = successSchema(OwnerAreaSettingsResultSchema);

/**
 * /api/owner-area: the trainer's side of the owners' area. /settings: what the trainer shows
 * owners, and the notice for cancelling; /booking-address: the public booking page's address; /share-links: an owner's link to put in a WhatsApp
 * message.
 */
const ownerSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);
  const schema = signedInSchema('owner-area');

  app.get(
    '/settings',
    { config: { access: 'work' }, schema: { ...schema, response: { 200: Response } } },
    async (request) => ok(await getOwnerAreaSettings(app.db, auth(request).businessId)),
  );

  // Issue 27: the booking page's address for the card in Ajustes and the Panel.
  app.get(
    '/booking-address',
    {
      config: { access: 'work' },
      schema: { ...schema, response: { 200: successSchema(BookingAddressSchema) } },
    },
    async (request) => ok(await bookingAddress(app.db, auth(request).businessId, app.clock.now())),
  );

  app.put(
    '/settings',
    { schema: { ...schema, body: OwnerAreaSettingsSchema, response: { 200: Response } } },
    async (request) => {
      const businessId = auth(request).businessId;
      const settings = await saveOwnerAreaSettings(
        app.db,
        businessId,
        request.body,
        app.clock.now(),
      );
      return { success: true as const, data: settings, message: 'Ajustes guardados' };
    },
  );

  app.post(
    '/share-links',
    {
      config: { access: 'work' },
      schema: {
        ...schema,
        description:
          "Issues a booking link to one of the trainer's appointments or requests, for a message to its owner.",
        body: OwnerShareLinkInputSchema,
        response: { 201: successSchema(OwnerShareLinkSchema) },
      },
    },
    async (request, reply) => {
      const businessId = auth(request).businessId;
      const shared = await shareLink(app.db, businessId, request.body, app.config.appUrl);
      return reply.status(201).send(ok(shared));
    },
  );

  app.get(
    '/share-links',
    {
      config: { access: 'work' },
      schema: {
        ...schema,
        description:
          "Issue 28: the owner's links that still open one of the trainer's appointments.",
        querystring: OwnerLinksQuerySchema,
        response: { 200: successSchema(OwnerLiveLinksSchema) },
      },
    },
    async (request) =>
      ok(
        await liveLinks(
          app.db,
          auth(request).businessId,
          request.query.appointmentId,
          app.clock.now(),
        ),
      ),
  );

  app.delete(
    '/share-links/:id',
    {
      config: { access: 'work' },
      schema: {
        ...schema,
        description: 'Issue 28: revokes one owner link at once.',
        params: IdParamsSchema,
        response: { 200: MessageOnlySchema },
      },
    },
    async (request) => {
      await revokeLink(app.db, auth(request).businessId, request.params.id);
      return { success: true as const, data: null, message: OWNER_LINK_MESSAGES.revoked };
    },
  );
};

export default ownerSettingsRoutes;
