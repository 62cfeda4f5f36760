import {
  CalendarQuerySchema,
  CalendarSchema,
  IdParamsSchema,
  MoveCheckQuerySchema,
  MoveCheckSchema,
  successSchema,
} from '@adiestra/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, signedInSchema } from '../../lib/route-schemas.ts';
import { ownWork } from '../../plugins/access.ts';
import { auth, businessOf } from '../../plugins/auth.ts';
import { resolveTrainerTime } from '../availability/index.ts';
import { calendarBetween, checkMove } from './calendar.service.ts';

/** /api/appointments/calendar: the calendar screen's week or day, in one call, and its drags. */
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
      const { startDate, endDate, adiestradores } = request.query;
      const { businessId, user } = auth(request);
      const trainer = await resolveTrainerTime(app.db, user);
      const range = {
        startDate,
        endDate,
        trainerIds: adiestradores,
        ownTrainerId: ownWork(request),
      };
      return ok(await calendarBetween(app.db, businessId, trainer, range, app.clock.now()));
    },
  );

  app.get(
    '/move-check/:id',
    {
      schema: {
        ...signedInSchema('appointments'),
        description:
          'Whether moving the appointment to a date and time would be refused, and which booking rules it breaks; changes nothing.',
        params: IdParamsSchema,
        querystring: MoveCheckQuerySchema,
        response: { 200: successSchema(MoveCheckSchema) },
      },
    },
    async (request) => {
      const business = await businessOf(app.db, auth(request));
      const { id } = request.params;
      return ok(await checkMove(app.db, business, id, request.query, app.clock.now()));
    },
  );
};

export default calendarRoutes;
