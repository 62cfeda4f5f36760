import {
  ReminderPageSchema,
  ReminderSettingsSchema,
  ReminderTokenParamsSchema,
  successSchema,
} from '@adiestra/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, signedInSchema } from '../../lib/route-schemas.ts';
import { auth } from '../../plugins/auth.ts';
import { RATE_LIMITS } from '../../plugins/rate-limits.ts';
import { startReminderJobs } from './reminder-jobs.ts';
import * as repository from './reminders.repository.ts';
import * as service from './reminders.service.ts';

/**
 * /api/reminders: the trainer's reminder settings (Ajustes), and the owner's reminder links,
 * which are public (the token is the credential): GET shows, POST acts.
 */
const reminderRoutes: FastifyPluginAsyncZod = async (app) => {
  const schema = signedInSchema('reminders');
  const settingsResponse = { 200: successSchema(ReminderSettingsSchema) };

  app.get(
    '/settings',
    {
      config: { access: 'work' },
      onRequest: app.authenticate,
      schema: { ...schema, response: settingsResponse },
    },
    async (request) => ok(await repository.findSettings(app.db, auth(request).businessId)),
  );

  app.put(
    '/settings',
    {
      config: { access: 'business' },
      onRequest: app.authenticate,
      schema: { ...schema, body: ReminderSettingsSchema, response: settingsResponse },
    },
    async (request) => {
      const businessId = auth(request).businessId;
      await repository.upsertSettings(app.db, businessId, request.body);
      return {
        success: true as const,
        data: await repository.findSettings(app.db, businessId),
        message: 'Recordatorios guardados',
      };
    },
  );

  const link = {
    tags: ['reminders'],
    params: ReminderTokenParamsSchema,
    response: { 200: successSchema(ReminderPageSchema) },
  };

  app.get(
    '/links/:token',
    { config: { access: 'public', rateLimit: RATE_LIMITS.publicRead }, schema: link },
    async (request) => ok(await service.showReminder(app.db, request.params.token)),
  );

  app.post(
    '/links/:token/confirm',
    { config: { access: 'public', rateLimit: RATE_LIMITS.publicWrite }, schema: link },
    async (request) => ({
      ...ok(await service.confirmFromReminder(app.db, request.params.token, app.clock.now())),
      message: 'Asistencia confirmada',
    }),
  );

  app.post(
    '/links/:token/cancel',
    { config: { access: 'public', rateLimit: RATE_LIMITS.publicWrite }, schema: link },
    async (request) => ({
      ...ok(
        await service.cancelFromReminder(
          app.db,
          app.config.appUrl,
          request.params.token,
          app.clock.now(),
        ),
      ),
      message: 'Cita cancelada',
    }),
  );

  startReminderJobs(app);
};

export default reminderRoutes;
