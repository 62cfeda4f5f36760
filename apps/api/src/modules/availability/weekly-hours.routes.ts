import {
  AvailabilityExceptionInputSchema,
  AvailabilityExceptionSchema,
  BlockedAppointmentsSchema,
  BlockedTimeQuerySchema,
  BookingRulesSchema,
  ExceptionQuerySchema,
  IdParamsSchema,
  MessageOnlySchema,
  OutsideHoursSchema,
  WeeklyHoursSchema,
  successSchema,
} from '@adiestra/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, signedInSchema } from '../../lib/route-schemas.ts';
import { auth } from '../../plugins/auth.ts';
import * as service from './weekly-hours.service.ts';

/** The signed-in member's own hours and rules in their business (decision 0134). */
function trainerScope(request: FastifyRequest) {
  const { businessId, user } = auth(request);
  return { businessId, trainerId: user.id };
}

/**
 * /api/appointments/{weekly-hours,availability-exceptions,booking-rules}: the trainer's weekly
 * pattern, its date exceptions and the public page's rules (issue 19).
 */
const weeklyHoursRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);
  const schema = signedInSchema('availability');

  app.get(
    '/weekly-hours',
    { schema: { ...schema, response: { 200: successSchema(WeeklyHoursSchema) } } },
    async (request) => ok(await service.getWeeklyHours(app.db, auth(request).businessId)),
  );

  app.put(
    '/weekly-hours',
    {
      schema: {
        ...schema,
        body: WeeklyHoursSchema,
        response: { 200: successSchema(WeeklyHoursSchema) },
      },
    },
    async (request) => {
      const hours = await service.setWeeklyHours(app.db, trainerScope(request), request.body);
      return { success: true as const, data: hours, message: 'Horario semanal guardado' };
    },
  );

  app.get(
    '/weekly-hours/outside',
    { schema: { ...schema, response: { 200: successSchema(OutsideHoursSchema) } } },
    async (request) =>
      ok(await service.appointmentsOutsideHours(app.db, auth(request).user, app.clock.now())),
  );

  app.get(
    '/availability-exceptions',
    {
      schema: {
        ...schema,
        querystring: ExceptionQuerySchema,
        response: {
          200: successSchema(z.object({ exceptions: z.array(AvailabilityExceptionSchema) })),
        },
      },
    },
    async (request) => {
      const { startDate, endDate } = request.query;
      const { user } = auth(request);
      return ok(await service.listExceptions(app.db, user, app.clock.now(), startDate, endDate));
    },
  );

  app.get(
    '/availability-exceptions/affected',
    {
      schema: {
        ...schema,
        querystring: BlockedTimeQuerySchema,
        response: { 200: successSchema(BlockedAppointmentsSchema) },
      },
    },
    async (request) =>
      ok(
        await service.appointmentsInBlock(
          app.db,
          auth(request).user,
          request.query,
          app.clock.now(),
        ),
      ),
  );

  app.post(
    '/availability-exceptions',
    {
      schema: {
        ...schema,
        body: AvailabilityExceptionInputSchema,
        response: { 201: successSchema(AvailabilityExceptionSchema) },
      },
    },
    async (request, reply) => {
      const { user } = auth(request);
      const created = await service.createException(app.db, user, request.body, {
        now: app.clock.now(),
        appUrl: app.config.appUrl,
      });
      const message = created.kind === 'CLOSED' ? 'Horario bloqueado' : 'Horas extra añadidas';
      return reply.status(201).send({ success: true, data: created, message });
    },
  );

  app.delete(
    '/availability-exceptions/:id',
    { schema: { ...schema, params: IdParamsSchema, response: { 200: MessageOnlySchema } } },
    async (request) => {
      await service.deleteException(app.db, auth(request).businessId, request.params.id);
      return { success: true as const, data: null, message: 'Excepción eliminada' };
    },
  );

  app.get(
    '/booking-rules',
    { schema: { ...schema, response: { 200: successSchema(BookingRulesSchema) } } },
    async (request) => ok(await service.getBookingRules(app.db, auth(request).businessId)),
  );

  app.put(
    '/booking-rules',
    {
      schema: {
        ...schema,
        body: BookingRulesSchema,
        response: { 200: successSchema(BookingRulesSchema) },
      },
    },
    async (request) => {
      const rules = await service.setBookingRules(app.db, trainerScope(request), request.body);
      return { success: true as const, data: rules, message: 'Reglas de reserva guardadas' };
    },
  );
};

export default weeklyHoursRoutes;
