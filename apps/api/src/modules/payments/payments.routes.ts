import {
  ClientBalanceSchema,
  IdParamsSchema,
  MoneySummarySchema,
  PAGE_SIZES,
  PaymentFiltersSchema,
  PaymentInputSchema,
  PaymentListQuerySchema,
  PaymentPageSchema,
  PaymentSchema,
  successSchema,
  todayIn,
} from '@adiestra/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, signedInSchema } from '../../lib/route-schemas.ts';
import { auth } from '../../plugins/auth.ts';
import * as service from './payments.service.ts';

/** The payments ledger (receipts, not invoices): /api/payments. */
const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);
  const schema = signedInSchema('payments');

  app.get(
    '/',
    {
      schema: {
        ...schema,
        querystring: PaymentListQuerySchema,
        response: { 200: successSchema(PaymentPageSchema) },
      },
    },
    async (request) => {
      const { page, limit = PAGE_SIZES.payments, ...filters } = request.query;
      return ok(await service.listPayments(app.db, auth(request).businessId, filters, page, limit));
    },
  );

  app.post(
    '/',
    {
      schema: {
        ...schema,
        body: PaymentInputSchema,
        response: { 201: successSchema(PaymentSchema) },
      },
    },
    async (request, reply) => {
      const payment = await service.recordPayment(app.db, auth(request).user, request.body);
      const message = payment.amountCents < 0 ? 'Devolución registrada' : 'Pago registrado';
      return reply.status(201).send({ success: true, data: payment, message });
    },
  );

  app.get(
    '/export.csv',
    {
      config: { access: 'export' },
      schema: {
        ...schema,
        description: "The ledger as CSV for the trainer's gestor (es-ES dates and amounts, `;`).",
        querystring: PaymentFiltersSchema,
        response: { 200: z.string() },
      },
    },
    async (request, reply) => {
      const { user } = auth(request);
      const csv = await service.paymentsCsv(app.db, user.businessId, request.query);
      const today = todayIn(user.timeZone, app.clock.now());
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="pagos-${today}.csv"`)
        .send(csv);
    },
  );

  app.get(
    '/summary',
    { schema: { ...schema, response: { 200: successSchema(MoneySummarySchema) } } },
    async (request) => ok(await service.moneySummary(app.db, auth(request).user, app.clock.now())),
  );

  app.get(
    '/clients/:id/balance',
    {
      schema: {
        ...schema,
        params: IdParamsSchema,
        response: { 200: successSchema(ClientBalanceSchema) },
      },
    },
    async (request) =>
      ok(await service.clientBalance(app.db, auth(request).user, request.params.id)),
  );
};

export default paymentRoutes;
