import { CalendarQuerySchema, CalendarSchema, successSchema } from '@adiestra/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, signedInSchema } from '../../lib/route-schemas.ts';
import { auth } from '../../plugins/auth.ts';
import { calendarBetween } from './calendar.service.ts';

/** /api/appointments/calendar: the calendar screen's week or day, in one call. */
const calendarRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/',
    {
      schema: {
        ...signedInSchema('appointments'),
        querystring: CalendarQuerySchema,
        response: { 200: successSchema(CalendarSchema) },
      },
    },
    async (request) => {
      const { startDate, endDate } = request.query;
      const owner = auth(request).user;
      return ok(await calendarBetween(app.db, owner, startDate, endDate, app.clock.now()));
    },
  );
};

export default calendarRoutes;
