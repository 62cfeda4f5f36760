import {
  AppointmentLinkSchema,
  AppointmentListQuerySchema,
  AppointmentSchema,
  AppointmentStatsQuerySchema,
  AppointmentStatsSchema,
  AppointmentUpdateSchema,
  IdParamsSchema,
  PAGE_SIZES,
  successSchema,
} from '@adiestra/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, listRouteOptions, signedInSchema } from '../../lib/route-schemas.ts';
import { ownWork } from '../../plugins/access.ts';
import { auth, businessOf } from '../../plugins/auth.ts';
import * as service from './appointments.service.ts';
import { editAppointment } from './editor.service.ts';

/** /api/appointments: the trainer's confirmed appointments. */
const appointmentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);
  const schema = signedInSchema('appointments');

  app.get(
    '/',
    listRouteOptions(schema, AppointmentListQuerySchema, 'appointments', AppointmentSchema),
    async (request) => {
      const { page, limit = PAGE_SIZES.appointments, ...filters } = request.query;
      const business = await businessOf(app.db, auth(request));
      const own = { ...filters, trainerId: ownWork(request) };
      return ok(await service.listAppointments(app.db, business, own, page, limit));
    },
  );

  app.get(
    '/stats',
    {
      schema: {
        ...schema,
        querystring: AppointmentStatsQuerySchema,
        response: { 200: successSchema(AppointmentStatsSchema) },
      },
    },
    async (request) => {
      const own = { ...request.query, trainerId: ownWork(request) };
      return ok(await service.appointmentStats(app.db, auth(request).businessId, own));
    },
  );

  app.put(
    '/:id',
    {
      schema: {
        ...schema,
        params: IdParamsSchema,
        body: AppointmentUpdateSchema,
        response: { 200: successSchema(AppointmentSchema) },
      },
    },
    async (request) => {
      const business = await businessOf(app.db, auth(request));
      const { appointment } = await editAppointment(
        app.db,
        business,
        request.params.id,
        request.body,
        { now: app.clock.now(), appUrl: app.config.appUrl },
      );
      return { success: true as const, data: appointment, message: 'Cita actualizada' };
    },
  );

  app.put(
    '/:id/link',
    {
      schema: {
        ...schema,
        description: "Links an appointment to one of the trainer's clients and that client's dog.",
        params: IdParamsSchema,
        body: AppointmentLinkSchema,
        response: { 200: successSchema(AppointmentSchema) },
      },
    },
    async (request) => {
      const businessId = auth(request).businessId;
      const appointment = await service.linkAppointment(
        app.db,
        businessId,
        request.params.id,
        request.body,
      );
      return { success: true as const, data: appointment, message: 'Cita vinculada' };
    },
  );
};

export default appointmentRoutes;
