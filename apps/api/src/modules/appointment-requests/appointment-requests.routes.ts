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
import { ok, listRouteOptions, signedInSchema } from '../../lib/route-schemas.ts';
import { assertOwnBooking, ownWork } from '../../plugins/access.ts';
import { auth, businessOf } from '../../plugins/auth.ts';
import * as service from './appointment-requests.service.ts';
import { approveRequest, rejectRequest } from './request-decisions.service.ts';

const RequestResponse = successSchema(AppointmentRequestSchema);

/** /api/appointments/requests: the trainer's requests and the decisions on them. */
const appointmentRequestRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);
  const schema = signedInSchema('appointment-requests');
  /** What the owner's mails need: the app's address for links, and "now". */
  const mailContext = () => ({ appUrl: app.config.appUrl, now: app.clock.now() });

  app.get(
    '/',
    listRouteOptions(schema, RequestListQuerySchema, 'requests', AppointmentRequestSchema),
    async (request) => {
      const { page, limit = PAGE_SIZES.requests, ...filters } = request.query;
      const businessId = auth(request).businessId;
      const own = { ...filters, trainerId: ownWork(request) };
      return ok(await service.listRequests(app.db, businessId, own, page, limit));
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
      ok(await service.requestMatch(app.db, auth(request).businessId, request.params.id)),
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
      assertOwnBooking(request, request.body.trainerId);
      const caller = auth(request);
      const created = await service.createInternalRequest(
        app.db,
        await businessOf(app.db, caller),
        caller.user,
        request.body,
        mailContext(),
      );
      return reply.status(201).send({
        success: true,
        data: created.request,
        message:
          created.weeks > 1
            ? `${created.weeks} citas creadas`
            : created.appointment
              ? // "Cualquiera" says whom the rule chose (decision 0139).
                'assignedTo' in created && created.assignedTo
                ? `Cita creada con ${created.assignedTo}`
                : 'Cita creada'
              : 'Solicitud creada',
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
      const caller = auth(request);
      const result = await approveRequest(
        app.db,
        await businessOf(app.db, caller),
        caller.user,
        request.params.id,
        request.body,
        mailContext(),
      );
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
      const rejected = await rejectRequest(
        app.db,
        await businessOf(app.db, auth(request)),
        request.params.id,
        request.body.reason,
        mailContext(),
      );
      return { success: true as const, data: rejected, message: 'Solicitud rechazada' };
    },
  );
};

export default appointmentRequestRoutes;
