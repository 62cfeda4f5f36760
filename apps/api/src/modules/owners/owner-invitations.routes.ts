import {
  IdParamsSchema,
  OWNER_INVITATION_MESSAGES,
  OwnerInvitationInputSchema,
  OwnerInvitationSchema,
  successSchema,
} from '@adiestra/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, signedInSchema } from '../../lib/route-schemas.ts';
import { auth } from '../../plugins/auth.ts';
import { inviteClient } from './owner-invitations.service.ts';

/** /api/owner-invitations (issue 45.5): the trainer invites one of the business's clients. */
const ownerInvitationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);

  app.post(
    '/clients/:id',
    {
      schema: {
        ...signedInSchema('owners'),
        params: IdParamsSchema,
        body: OwnerInvitationInputSchema,
        response: { 201: successSchema(OwnerInvitationSchema) },
      },
    },
    async (request, reply) => {
      const invitation = await inviteClient(
        app.db,
        auth(request).businessId,
        request.params.id,
        request.body,
        { appUrl: app.config.appUrl, now: app.clock.now() },
      );
      const message =
        invitation.channel === 'email'
          ? OWNER_INVITATION_MESSAGES.mailed
          : OWNER_INVITATION_MESSAGES.whatsappReady;
      return reply.status(201).send({ ...ok(invitation), message });
    },
  );
};

export default ownerInvitationRoutes;
