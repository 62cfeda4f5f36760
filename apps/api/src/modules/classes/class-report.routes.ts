import {
  CLASS_REPORT_MESSAGES,
  ClassReportInputSchema,
  ClassReportSchema,
  IdParamsSchema,
  successSchema,
  todayIn,
} from '@adiestra/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, signedInSchema } from '../../lib/route-schemas.ts';
import { auth } from '../../plugins/auth.ts';
import { getClassReport, saveClassReport, sendClassReport } from './class-report.service.ts';

const ReportResponse = successSchema(ClassReportSchema);

/** A class's report (issue 29, decision 0087): read, save (general part and lines), send. */
const classReportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);
  const schema = signedInSchema('classes');

  app.get(
    '/:id/report',
    { schema: { ...schema, params: IdParamsSchema, response: { 200: ReportResponse } } },
    async (request) =>
      ok(await getClassReport(app.db, auth(request).businessId, request.params.id)),
  );

  app.put(
    '/:id/report',
    {
      schema: {
        ...schema,
        params: IdParamsSchema,
        body: ClassReportInputSchema,
        response: { 200: ReportResponse },
      },
    },
    async (request) => {
      const { user } = auth(request);
      const now = app.clock.now();
      const data = await saveClassReport(
        app.db,
        {
          businessId: user.businessId,
          timeZone: user.timeZone,
          today: todayIn(user.timeZone, now),
          now,
        },
        request.params.id,
        request.body,
      );
      return { success: true as const, data, message: CLASS_REPORT_MESSAGES.saved };
    },
  );

  app.post(
    '/:id/report/send',
    { schema: { ...schema, params: IdParamsSchema, response: { 200: ReportResponse } } },
    async (request) => {
      const { sent, report } = await sendClassReport(
        app.db,
        auth(request).businessId,
        request.params.id,
        { appUrl: app.config.appUrl, now: app.clock.now() },
      );
      const message = sent ? CLASS_REPORT_MESSAGES.sent(sent) : CLASS_REPORT_MESSAGES.nothingToSend;
      return { success: true as const, data: report, message };
    },
  );
};

export default classReportRoutes;
