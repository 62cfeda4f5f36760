import {
  COMMISSION_MESSAGES,
  CommissionMonthQuerySchema,
  CommissionReportSchema,
  CommissionRuleInputSchema,
  CommissionRuleListSchema,
  CommissionRuleSchema,
  IdParamsSchema,
  successSchema,
} from '@adiestra/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, signedInSchema } from '../../lib/route-schemas.ts';
import { XLSX_TYPE, attachment } from '../../lib/spreadsheet-file.ts';
import { auth } from '../../plugins/auth.ts';
import * as service from './commissions.service.ts';

/**
 * Commissions (issue 39, decision 0143): the rules per service and the monthly report per trainer.
 * Every route asks `business` (the titular only), declared on the module's line of the composition
 * root: the rules are part of the business's prices, and the report shows every trainer's pay.
 */
const commissionRoutes: FastifyPluginAsyncZod = async (app) => {
  const schema = signedInSchema('commissions');
  const signedIn = { onRequest: app.authenticate };

  app.get(
    '/rules',
    {
      ...signedIn,
      schema: { ...schema, response: { 200: successSchema(CommissionRuleListSchema) } },
    },
    async (request) => ok({ rules: await service.listRules(app.db, auth(request).businessId) }),
  );

  app.put(
    '/rules/:id',
    {
      ...signedIn,
      schema: {
        ...schema,
        description: "Sets a service's rule: a percentage (basis points) or a fixed amount.",
        params: IdParamsSchema,
        body: CommissionRuleInputSchema,
        response: { 200: successSchema(CommissionRuleSchema) },
      },
    },
    async (request) => {
      const data = await service.setRule(
        app.db,
        auth(request).businessId,
        request.params.id,
        request.body,
        app.clock.now(),
      );
      return { success: true as const, data, message: COMMISSION_MESSAGES.saved };
    },
  );

  app.delete(
    '/rules/:id',
    {
      ...signedIn,
      schema: {
        ...schema,
        params: IdParamsSchema,
        response: { 204: z.null().describe('Sin contenido') },
      },
    },
    async (request, reply) => {
      await service.removeRule(app.db, auth(request).businessId, request.params.id);
      return reply.status(204).send(null);
    },
  );

  // The month's report is a heavy read: on the replica when there is one (decision 0155).
  const reportArgs = async (request: { query: { mes: string } } & Parameters<typeof auth>[0]) => {
    const { businessId, user } = auth(request);
    const reads = await app.heavyReads.db();
    return [reads, businessId, request.query.mes, user.timeZone, app.clock.now()] as const;
  };

  app.get(
    '/report',
    {
      ...signedIn,
      schema: {
        ...schema,
        querystring: CommissionMonthQuerySchema,
        response: { 200: successSchema(CommissionReportSchema) },
      },
    },
    async (request) => ok(await service.commissionReport(...(await reportArgs(request)))),
  );

  app.get(
    '/report.csv',
    {
      ...signedIn,
      schema: {
        ...schema,
        description: 'The month\'s report as CSV (";", decimal comma).',
        querystring: CommissionMonthQuerySchema,
      },
    },
    async (request, reply) => {
      const file = await service.commissionCsv(...(await reportArgs(request)));
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', attachment(file.filename))
        .send(file.body);
    },
  );

  app.get(
    '/report.xlsx',
    {
      ...signedIn,
      schema: {
        ...schema,
        description: "The month's report as XLSX (euros as numbers).",
        querystring: CommissionMonthQuerySchema,
      },
    },
    async (request, reply) => {
      const file = await service.commissionXlsx(...(await reportArgs(request)));
      return reply
        .type(XLSX_TYPE)
        .header('content-disposition', attachment(file.filename))
        .send(file.body);
    },
  );
};

export default commissionRoutes;
