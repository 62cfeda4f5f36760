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
  TrainerQuerySchema,
  WeeklyHoursSchema,
  successSchema,
} from '@adiestra/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, signedInSchema } from '../../lib/route-schemas.ts';
import { auth } from '../../plugins/auth.ts';
import { resolveTrainerTime } from './trainer-time.ts';
import * as service from './weekly-hours.service.ts';

/**
 * /api/appointments/{weekly-hours,availability-exceptions,booking-rules}: the trainer's weekly
 * pattern, its date exceptions and the public page's rules (issue 19).
 */
const weeklyHoursRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);
  const schema = signedInSchema('availability');

  /** Whose time: the caller's, or `?trainerId=`'s (decision 0139). */
  const trainerOf = (request: FastifyRequest & { query: { trainerId?: string | undefined } }) =>
    resolveTrainerTime(app.db, auth(request).user, request.query.trainerId);

  app.get(
    '/weekly-hours',
    {
      schema: {
        ...schema,
        querystring: TrainerQuerySchema,
        response: { 200: successSchema(WeeklyHoursSchema) },
      },
    },
    async (request) => ok(await service.getWeeklyHours(app.db, await trainerOf(request))),
  );

  app.put(
    '/weekly-hours',
    {
      schema: {
        ...schema,
        querystring: TrainerQuerySchema,
        body: WeeklyHoursSchema,
        response: { 200: successSchema(WeeklyHoursSchema) },
      },
    },
    async (request) => {
      const hours = await service.setWeeklyHours(app.db, await trainerOf(request), request.body);
      return { success: true as const, data: hours, message: 'Horario semanal guardado' };
    },
  );

  app.get(
    '/weekly-hours/outside',
    {
      schema: {
        ...schema,
        querystring: TrainerQuerySchema,
        response: { 200: successSchema(OutsideHoursSchema) },
      },
    },
    async (request) =>
      ok(await service.appointmentsOutsideHours(app.db, await trainerOf(request), app.clock.now())),
  );

  app.get(
    '/availability-exceptions',
    {
      schema: {
        ...schema,
        querystring: ExceptionQuerySchema.extend(TrainerQuerySchema.shape),
        response: {
          200: successSchema(z.object({ exceptions: z.array(AvailabilityExceptionSchema) })),
        },
      },
    },
    async (request) => {
      const { startDate, endDate } = request.query;
      const trainer = await trainerOf(request);
      return ok(await service.listExceptions(app.db, trainer, app.clock.now(), startDate, endDate));
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
          await trainerOf(request),
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
        querystring: TrainerQuerySchema,
        body: AvailabilityExceptionInputSchema,
        response: { 201: successSchema(AvailabilityExceptionSchema) },
      },
    },
    async (request, reply) => {
      const owner = { ...auth(request).user, ...(await trainerOf(request)) };
      const created = await service.createException(app.db, owner, request.body, {
        now: app.clock.now(),
        appUrl: app.config.appUrl,
      });
      const message = created.kind === 'CLOSED' ? 'Horario bloqueado' : 'Horas extra añadidas';
      return reply.status(201).send({ success: true, data: created, message });
    },
  );

  app.delete(
    '/availability-exceptions/:id',
    {
      schema: {
        ...schema,
        querystring: TrainerQuerySchema,
        params: IdParamsSchema,
        response: { 200: MessageOnlySchema },
      },
    },
    async (request) => {
      await service.deleteException(app.db, await trainerOf(request), request.params.id);
      return { success: true as const, data: null, message: 'Excepción eliminada' };
    },
  );

  app.get(
    '/booking-rules',
    {
      schema: {
        ...schema,
        querystring: TrainerQuerySchema,
        response: { 200: successSchema(BookingRulesSchema) },
      },
    },
    async (request) => ok(await service.getBookingRules(app.db, await trainerOf(request))),
  );

  app.put(
    '/booking-rules',
    {
      schema: {
        ...schema,
        querystring: TrainerQuerySchema,
        body: BookingRulesSchema,
        response: { 200: successSchema(BookingRulesSchema) },
      },
    },
    async (request) => {
      const rules = await service.setBookingRules(app.db, await trainerOf(request), request.body);
      return { success: true as const, data: rules, message: 'Reglas de reserva guardadas' };
    },
  );
};

export default weeklyHoursRoutes;
