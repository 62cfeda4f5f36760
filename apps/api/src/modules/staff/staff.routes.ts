import {
  AcceptInvitationSchema,
  FutureWorkSchema,
  HANDOVER_MESSAGES,
  ReassignResultSchema,
  ReassignWorkSchema,
  IdParamsSchema,
  InvitationPreviewSchema,
  InvitationTokenSchema,
  InviteMemberSchema,
  MemberColourSchema,
  SignedInPayloadSchema,
  StaffInvitationSchema,
  StaffListSchema,
  StaffMemberSchema,
  STAFF_MESSAGES,
  UpdateMemberSchema,
  successSchema,
} from '@adiestra/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, signedInSchema } from '../../lib/route-schemas.ts';
import { auth } from '../../plugins/auth.ts';
import { RATE_LIMITS } from '../../plugins/rate-limits.ts';
import * as handover from './handover.service.ts';
import * as service from './staff.service.ts';

const tags = ['staff'];
const TokenParams = z.object({ token: InvitationTokenSchema });
const MemberParams = z.object({ userId: z.uuid({ message: STAFF_MESSAGES.memberNotFound }) });
const NoContent = { 204: z.null().describe('Sin contenido') };

/**
 * The staff of a business (issue 39, decision 0133). The titular's routes declare `staff`; the
 * invitation link's are public (the page reads with GET, only its form's POST acts).
 */
const staffRoutes: FastifyPluginAsyncZod = async (app) => {
  const titular = { onRequest: app.authenticate, config: { access: 'staff' as const } };
  const schema = signedInSchema('staff');

  app.get(
    '/',
    { ...titular, schema: { ...schema, response: { 200: successSchema(StaffListSchema) } } },
    async (request) => {
      const { businessId, user } = auth(request);
      return ok(await service.listStaff(app.db, businessId, user.id, app.clock.now()));
    },
  );

  app.post(
    '/invitations',
    {
      ...titular,
      schema: {
        ...schema,
        body: InviteMemberSchema,
        response: { 201: successSchema(StaffInvitationSchema) },
      },
    },
    async (request, reply) => {
      const { businessId, user } = auth(request);
      const data = await service.inviteMember(
        app.db,
        businessId,
        user,
        request.body,
        app.config.appUrl,
        app.clock.now(),
      );
      return reply.status(201).send({ success: true, data, message: STAFF_MESSAGES.invited });
    },
  );

  app.delete(
    '/invitations/:id',
    { ...titular, schema: { ...schema, params: IdParamsSchema, response: NoContent } },
    async (request, reply) => {
      await service.cancelInvitation(
        app.db,
        auth(request).businessId,
        request.params.id,
        app.clock.now(),
      );
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/invitations/:token',
    {
      config: { access: 'public', rateLimit: RATE_LIMITS.publicRead },
      schema: {
        tags,
        params: TokenParams,
        response: { 200: successSchema(InvitationPreviewSchema) },
      },
    },
    async (request) =>
      ok(await service.previewInvitation(app.db, request.params.token, app.clock.now())),
  );

  app.post(
    '/invitations/:token/accept',
    {
      config: { access: 'public', rateLimit: RATE_LIMITS.publicWrite },
      schema: {
        tags,
        params: TokenParams,
        body: AcceptInvitationSchema,
        response: { 201: successSchema(SignedInPayloadSchema) },
      },
    },
    async (request, reply) => {
      const data = await service.acceptInvitation(
        app.db,
        app.tokens,
        request.params.token,
        request.body,
        app.clock.now(),
      );
      return reply.status(201).send({ success: true, data, message: STAFF_MESSAGES.accepted });
    },
  );

  app.patch(
    '/members/:userId',
    {
      ...titular,
      schema: {
        ...schema,
        params: MemberParams,
        body: UpdateMemberSchema,
        response: { 200: successSchema(StaffMemberSchema) },
      },
    },
    async (request) => {
      const { businessId, user } = auth(request);
      const data = await service.updateMember(
        app.db,
        businessId,
        user.id,
        request.params.userId,
        request.body,
      );
      return { success: true as const, data, message: STAFF_MESSAGES.memberUpdated };
    },
  );

  // The calendar's colour for the member's work (decision 0140).
  app.put(
    '/members/:userId/colour',
    {
      ...titular,
      schema: {
        ...schema,
        params: MemberParams,
        body: MemberColourSchema,
        response: { 200: successSchema(StaffMemberSchema) },
      },
    },
    async (request) => {
      const { businessId, user } = auth(request);
      const data = await service.setMemberColour(
        app.db,
        businessId,
        user.id,
        request.params.userId,
        request.body,
      );
      return { success: true as const, data, message: STAFF_MESSAGES.colourChanged };
    },
  );

  app.delete(
    '/members/:userId',
    { ...titular, schema: { ...schema, params: MemberParams, response: NoContent } },
    async (request, reply) => {
      const { businessId, user } = auth(request);
      await service.removeMember(
        app.db,
        businessId,
        request.params.userId,
        user.timeZone,
        app.clock.now(),
      );
      return reply.status(204).send(null);
    },
  );

  // A trainer leaves (decision 0141): their future work, and its reassignment.
  app.get(
    '/members/:userId/future-work',
    {
      ...titular,
      schema: {
        ...schema,
        params: MemberParams,
        response: { 200: successSchema(FutureWorkSchema) },
      },
    },
    async (request) => {
      const { businessId, user } = auth(request);
      return ok(
        await handover.futureWorkOf(
          app.db,
          businessId,
          request.params.userId,
          user.timeZone,
          app.clock.now(),
        ),
      );
    },
  );

  app.post(
    '/members/:userId/reassign',
    {
      ...titular,
      schema: {
        ...schema,
        params: MemberParams,
        body: ReassignWorkSchema,
        response: { 200: successSchema(ReassignResultSchema) },
      },
    },
    async (request) => {
      const { businessId, user } = auth(request);
      const data = await handover.reassignWork(
        app.db,
        businessId,
        request.params.userId,
        request.body,
        user.timeZone,
        app.clock.now(),
      );
      return { success: true as const, data, message: HANDOVER_MESSAGES.reassigned };
    },
  );
};

export default staffRoutes;
