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
import { changeApprovedMail, changeRejectedMail, withPrivacyLink } from '../../emails/index.ts';
import { sendLater } from '../../lib/send-later.ts';
import { auth } from '../../plugins/auth.ts';
import { toAppointmentDto } from '../appointments/index.ts';
import { appointmentEvent, mailTrainer } from './owner-actions.service.ts';
import { issueBookingLink } from './booking-links.ts';
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
    async (request) => ok({ changes: await listPendingChanges(app.db, auth(request).user.id) }),
  );

  app.post(
    '/:id/approve',
    { schema: { ...schema, params: IdParamsSchema, response: { 200: Decision } } },
    async (request) => {
      const { user } = auth(request);
      const now = app.clock.now();
      const { change, appointment, trainer } = await approveChange(
        app.db,
        user,
        request.params.id,
        now,
      );
      const link = await issueBookingLink(app.db, {
        userId: user.id,
        appointmentId: appointment.id,
        appUrl: app.config.appUrl,
      });
      sendLater(app.mailer, request.log, async () => [
        await changeApprovedMail(
          withPrivacyLink(mailTrainer(trainer), app.config.appUrl),
          appointment,
          appointmentEvent(appointment, trainer, now),
          { link, appUrl: app.config.appUrl },
        ),
      ]);
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
      const { user } = auth(request);
      const { reason } = request.body;
      const now = app.clock.now();
      const { change, appointment, trainer } = await rejectChange(
        app.db,
        user.id,
        request.params.id,
        reason,
        now,
      );
      const asked = { date: change.toDate, time: change.toTime };
      const link = await issueBookingLink(app.db, {
        userId: user.id,
        appointmentId: appointment.id,
        appUrl: app.config.appUrl,
      });
      sendLater(app.mailer, request.log, async () => [
        await changeRejectedMail(
          withPrivacyLink(mailTrainer(trainer), app.config.appUrl),
          appointment,
          asked,
          reason,
          {
            link,
            appUrl: app.config.appUrl,
          },
        ),
      ]);
      return {
        success: true as const,
        data: { change, appointment: toAppointmentDto(appointment) },
        message: 'Cambio rechazado',
      };
    },
  );
};

export default changeRequestRoutes;
