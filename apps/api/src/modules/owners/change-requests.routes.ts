import {
  AppointmentSchema,
  ChangeRequestSchema,
  IdParamsSchema,
  RejectChangeRequestSchema,
  successSchema,
} from '@adiestra/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, signedInSchema } from '../../lib/route-schemas.ts';
import { auth, businessZone } from '../../plugins/auth.ts';
import { toAppointmentDto } from '../appointments/index.ts';
import { approveChange, listPendingChanges, rejectChange } from './change-requests.service.ts';

const Decision = successSchema(
  z.object({ change: ChangeRequestSchema, appointment: AppointmentSchema }),
);

/** /api/appointments/change-requests: the owners' changes of time, for the trainer to decide. */
const changeRequestRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);
  const schema = signedInSchema('appointment-change-requests');

  app.get(
    '/',
    {
      schema: {
        ...schema,
        response: { 200: successSchema(z.object({ changes: z.array(ChangeRequestSchema) })) },
      },
    },
    async (request) => ok({ changes: await listPendingChanges(app.db, auth(request).businessId) }),
  );

  app.post(
    '/:id/approve',
    { schema: { ...schema, params: IdParamsSchema, response: { 200: Decision } } },
    async (request) => {
      const { change, appointment } = await approveChange(
        app.db,
        businessZone(request),
        request.params.id,
        app.clock.now(),
        app.config.appUrl,
      );
      return {
        success: true as const,
        data: { change, appointment: toAppointmentDto(appointment) },
        message: 'Cambio aprobado: la cita se ha movido',
      };
    },
  );

  app.post(
    '/:id/reject',
    {
      schema: {
        ...schema,
        params: IdParamsSchema,
        body: RejectChangeRequestSchema,
        response: { 200: Decision },
      },
    },
    async (request) => {
      const { change, appointment } = await rejectChange(
        app.db,
        auth(request).businessId,
        request.params.id,
        { reason: request.body.reason, appUrl: app.config.appUrl },
        app.clock.now(),
      );
      return {
        success: true as const,
        data: { change, appointment: toAppointmentDto(appointment) },
        message: 'Cambio rechazado',
      };
    },
  );
};

export default changeRequestRoutes;
