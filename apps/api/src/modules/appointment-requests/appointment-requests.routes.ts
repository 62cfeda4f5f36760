import {
  AppointmentRequestInputSchema,
  AppointmentRequestSchema,
  ApprovalResultSchema,
  ApproveRequestSchema,
  IdParamsSchema,
  PAGE_SIZES,
  RejectRequestSchema,
  RequestMatchSchema,
  RequestListQuerySchema,
  successSchema,
} from '@adiestra/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  appointmentApprovedMail,
  requestRejectedMail,
  withPrivacyLink,
} from '../../emails/index.ts';
import { sendLater } from '../../lib/send-later.ts';
import { ok, listRouteOptions, signedInSchema } from '../../lib/route-schemas.ts';
import { auth, type AuthUser } from '../../plugins/auth.ts';
import { issueBookingLink, sessionPlaceOf } from '../owners/index.ts';
import * as service from './appointment-requests.service.ts';
import { approveRequest, rejectRequest } from './request-decisions.service.ts';

const RequestResponse = successSchema(AppointmentRequestSchema);

/** /api/appointments/requests: the trainer's requests and the decisions on them. */
const appointmentRequestRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);
  const schema = signedInSchema('appointment-requests');
  const { appUrl } = app.config;
  /** The approval mail's link to the owner's page for this appointment (issue 15). */
  const ownerLink = async (userId: string, appointmentId: string) => ({
    link: await issueBookingLink(app.db, { userId, appointmentId, appUrl }),
    appUrl,
  });
  /** The mail's sender, with the session place its calendar file gives as LOCATION. */
  const mailTrainer = async (user: AuthUser) =>
    withPrivacyLink({ ...user, sessionPlace: await sessionPlaceOf(app.db, user.id) }, appUrl);

  app.get(
    '/',
    listRouteOptions(schema, RequestListQuerySchema, 'requests', AppointmentRequestSchema),
    async (request) => {
      const { page, limit = PAGE_SIZES.requests, ...filters } = request.query;
      const userId = auth(request).user.id;
      return ok(await service.listRequests(app.db, userId, filters, page, limit));
    },
  );

  app.get(
    '/:id/match',
    {
      schema: {
        ...schema,
        description: "The trainer's client and dog the request would be linked to on approval.",
        params: IdParamsSchema,
        response: { 200: successSchema(RequestMatchSchema) },
      },
    },
    async (request) =>
      ok(await service.requestMatch(app.db, auth(request).user.id, request.params.id)),
  );

  app.post(
    '/',
    {
      schema: {
        ...schema,
        body: AppointmentRequestInputSchema,
        response: { 201: RequestResponse },
      },
    },
    async (request, reply) => {
      const { user } = auth(request);
      const created = await service.createInternalRequest(app.db, user, request.body);
      const { appointment } = created;
      if (appointment) {
        const owner = await ownerLink(user.id, appointment.id);
        const trainer = await mailTrainer(user);
        sendLater(app.mailer, request.log, async () => [
          await appointmentApprovedMail(trainer, appointment, owner, app.clock.now()),
        ]);
      }
      return reply.status(201).send({
        success: true,
        data: created.request,
        message: appointment ? 'Cita creada' : 'Solicitud creada',
      });
    },
  );

  app.post(
    '/:id/approve',
    {
      schema: {
        ...schema,
        params: IdParamsSchema,
        body: ApproveRequestSchema,
        response: { 200: successSchema(ApprovalResultSchema) },
      },
    },
    async (request) => {
      const { user } = auth(request);
      const result = await approveRequest(app.db, user, request.params.id, request.body);
      const owner = await ownerLink(user.id, result.appointment.id);
      const trainer = await mailTrainer(user);
      sendLater(app.mailer, request.log, async () => [
        await appointmentApprovedMail(trainer, result.appointment, owner, app.clock.now()),
      ]);
      return { success: true as const, data: result, message: 'Solicitud aprobada' };
    },
  );

  app.post(
    '/:id/reject',
    {
      schema: {
        ...schema,
        params: IdParamsSchema,
        body: RejectRequestSchema,
        response: { 200: RequestResponse },
      },
    },
    async (request) => {
      const { user } = auth(request);
      const { reason } = request.body;
      const rejected = await rejectRequest(app.db, user.id, request.params.id, reason);
      sendLater(app.mailer, request.log, async () => [
        await requestRejectedMail(withPrivacyLink(user, appUrl), rejected, reason, appUrl),
      ]);
      return { success: true as const, data: rejected, message: 'Solicitud rechazada' };
    },
  );
};

export default appointmentRequestRoutes;
