import {
  AeatCertificateInputSchema,
  AeatStatusSchema,
  CancelInvoiceInputSchema,
  FiscalProfileInputSchema,
  FiscalProfileSchema,
  FiscalProfileStateSchema,
  GESTOR_MESSAGES,
  GestorPackageInputSchema,
  GestorPackageSchema,
  IdParamsSchema,
  InvoiceDraftSchema,
  InvoiceListQuerySchema,
  InvoicePageSchema,
  InvoicePeriodQuerySchema,
  InvoiceSchema,
  InvoiceSourceSchema,
  IssueInvoiceInputSchema,
  PAGE_SIZES,
  PaymentInvoiceLinksSchema,
  PaymentLinksQuerySchema,
  RectifyInvoiceInputSchema,
  RegistroStatusSchema,
  SourceInvoiceLinksSchema,
  SourceLinksQuerySchema,
  TaxSummarySchema,
  VerifactuDeclarationSchema,
  successSchema,
} from '@adiestra/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, signedInSchema } from '../../lib/route-schemas.ts';
import { XLSX_TYPE, attachment } from '../../lib/spreadsheet-file.ts';
import { auth, businessZone } from '../../plugins/auth.ts';
import * as aeat from './aeat/aeat.service.ts';
import * as book from './book.service.ts';
import { verifactuDeclaration } from './declaration.ts';
import { sendGestorPackage } from './gestor-package.ts';
import { useQrBase } from './qr-address.ts';
import { resubmitInvoice } from './subsanacion.service.ts';
import { invoicePdfsZip } from './pdf-zip.ts';
import * as service from './invoices.service.ts';

/** Invoices (issue 30, VERI*FACTU): /api/invoices. */
const invoiceRoutes: FastifyPluginAsyncZod = async (app) => {
  aeat.startAeatSender(app);
  useQrBase(app.config.aeat.qrBase);
  app.addHook('onRequest', app.authenticate);
  const schema = signedInSchema('invoices');
  const caller = businessZone;

  // The declaración responsable, shown in the software for each version (issue 30).
  app.get(
    '/declaration',
    {
      config: { access: 'fiscal' },
      schema: { ...schema, response: { 200: successSchema(VerifactuDeclarationSchema) } },
    },
    () => ok(verifactuDeclaration(app.config.aeat)),
  );

  app.get(
    '/profile',
    {
      config: { access: 'money' },
      schema: { ...schema, response: { 200: successSchema(FiscalProfileStateSchema) } },
    },
    async (request) => ok(await service.getProfileState(app.db, auth(request).businessId)),
  );

  app.put(
    '/profile',
    {
      config: { access: 'fiscal' },
      schema: {
        ...schema,
        body: FiscalProfileInputSchema,
        response: { 200: successSchema(FiscalProfileSchema) },
      },
    },
    async (request) => ({
      ...ok(
        await service.saveProfile(app.db, auth(request).businessId, request.body, app.clock.now()),
      ),
      message: 'Datos fiscales guardados',
    }),
  );

  app.get(
    '/',
    {
      config: { access: 'money' },
      schema: {
        ...schema,
        querystring: InvoiceListQuerySchema,
        response: { 200: successSchema(InvoicePageSchema) },
      },
    },
    async (request) => {
      const { page, limit = PAGE_SIZES.invoices, ...filters } = request.query;
      return ok(await service.listInvoices(app.db, auth(request).businessId, filters, page, limit));
    },
  );

  app.post(
    '/',
    {
      config: { access: 'invoices' },
      schema: {
        ...schema,
        description:
          "Issues an invoice for a payment, a completed appointment, a bono sale, or a client's month of payments or visits.",
        body: IssueInvoiceInputSchema,
        response: { 201: successSchema(InvoiceSchema) },
      },
    },
    async (request, reply) => {
      const invoice = await service.issueInvoice(
        app.db,
        caller(request),
        request.body,
        app.clock.now(),
      );
      return reply
        .status(201)
        .send({ ...ok(invoice), message: `Factura ${invoice.number} emitida` });
    },
  );

  app.get(
    '/draft',
    {
      config: { access: 'invoices' },
      schema: {
        ...schema,
        description: 'What an issue from this source would bill, and the invoice it already has.',
        querystring: InvoiceSourceSchema,
        response: { 200: successSchema(InvoiceDraftSchema) },
      },
    },
    async (request) =>
      ok(await service.invoiceDraft(app.db, caller(request), request.query, app.clock.now())),
  );

  app.get(
    '/source-links',
    {
      config: { access: 'money' },
      schema: {
        ...schema,
        querystring: SourceLinksQuerySchema,
        response: { 200: successSchema(SourceInvoiceLinksSchema) },
      },
    },
    async (request) =>
      ok(
        await service.sourceLinks(
          app.db,
          auth(request).businessId,
          request.query.kind,
          request.query.ids,
        ),
      ),
  );

  app.get(
    '/payment-links',
    {
      config: { access: 'money' },
      schema: {
        ...schema,
        querystring: PaymentLinksQuerySchema,
        response: { 200: successSchema(PaymentInvoiceLinksSchema) },
      },
    },
    async (request) =>
      ok(await service.paymentLinks(app.db, auth(request).businessId, request.query.paymentIds)),
  );

  app.get(
    '/aeat',
    {
      config: { access: 'fiscal' },
      schema: { ...schema, response: { 200: successSchema(AeatStatusSchema) } },
    },
    async (request) =>
      ok(await aeat.aeatStatus(app.db, auth(request).businessId, app.config.aeat, app.clock.now())),
  );

  app.put(
    '/aeat/certificate',
    {
      config: { access: 'fiscal' },
      bodyLimit: 256 * 1024,
      schema: {
        ...schema,
        description:
          "The trainer's PKCS#12 certificate for sending to the AEAT, kept encrypted (decision 0060).",
        body: AeatCertificateInputSchema,
        response: { 200: successSchema(AeatStatusSchema) },
      },
    },
    async (request) => {
      const businessId = auth(request).businessId;
      await aeat.saveCertificate(
        app.db,
        app.config.jwtSecret,
        businessId,
        request.body,
        app.clock.now(),
      );
      return ok(await aeat.aeatStatus(app.db, businessId, app.config.aeat, app.clock.now()));
    },
  );

  app.delete(
    '/aeat/certificate',
    {
      config: { access: 'fiscal' },
      schema: { ...schema, response: { 200: successSchema(AeatStatusSchema) } },
    },
    async (request) => {
      const businessId = auth(request).businessId;
      await aeat.removeCertificate(app.db, businessId);
      return ok(await aeat.aeatStatus(app.db, businessId, app.config.aeat, app.clock.now()));
    },
  );

  app.get(
    '/registro',
    {
      config: { access: 'money' },
      schema: { ...schema, response: { 200: successSchema(RegistroStatusSchema) } },
    },
    async (request) => ok(await service.registroStatus(app.db, auth(request).businessId)),
  );

  app.get(
    '/tax-summary',
    {
      config: { access: 'money' },
      schema: {
        ...schema,
        querystring: InvoicePeriodQuerySchema,
        response: { 200: successSchema(TaxSummarySchema) },
      },
    },
    async (request) =>
      ok(await book.taxSummary(await app.heavyReads.db(), auth(request).businessId, request.query)),
  );

  app.get(
    '/book.csv',
    {
      config: { access: 'export' },
      schema: {
        ...schema,
        description: 'The libro registro de facturas expedidas of a year or a quarter as CSV.',
        querystring: InvoicePeriodQuerySchema,
      },
    },
    async (request, reply) => {
      const csv = await book.bookCsv(
        app.db,
        auth(request).businessId,
        request.query,
        app.clock.now(),
        await app.heavyReads.db(),
      );
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', attachment(csv.filename))
        .send(csv.body);
    },
  );

  app.get(
    '/book.xlsx',
    {
      config: { access: 'export' },
      schema: {
        ...schema,
        description: 'The libro registro de facturas expedidas of a year or a quarter as XLSX.',
        querystring: InvoicePeriodQuerySchema,
      },
    },
    async (request, reply) => {
      const file = await book.bookXlsx(
        app.db,
        auth(request).businessId,
        request.query,
        app.clock.now(),
        await app.heavyReads.db(),
      );
      return reply
        .type(XLSX_TYPE)
        .header('content-disposition', attachment(file.filename))
        .send(file.body);
    },
  );

  app.post(
    '/gestor-package',
    {
      config: { access: 'export' },
      schema: {
        ...schema,
        description:
          "Mails the gestor (the fiscal profile's address) a ZIP of the quarter's books, PDFs and figures, through the outbox.",
        body: GestorPackageInputSchema,
        response: { 200: successSchema(GestorPackageSchema) },
      },
    },
    async (request) => {
      const sent = await sendGestorPackage(
        app.db,
        caller(request),
        request.body,
        app.clock.now(),
        await app.heavyReads.db(),
      );
      return { ...ok(sent), message: GESTOR_MESSAGES.sent(sent.email) };
    },
  );

  app.get(
    '/:id',
    {
      config: { access: 'money' },
      schema: {
        ...schema,
        params: IdParamsSchema,
        response: { 200: successSchema(InvoiceSchema) },
      },
    },
    async (request) =>
      ok(await service.getInvoice(app.db, auth(request).businessId, request.params.id)),
  );

  app.get(
    '/pdfs.zip',
    {
      config: { access: 'export' },
      schema: {
        ...schema,
        description: 'Every invoice of a year or a quarter as its PDF, in one ZIP.',
        querystring: InvoicePeriodQuerySchema,
      },
    },
    async (request, reply) => {
      const { filename, zip } = await invoicePdfsZip(
        await app.heavyReads.db(),
        auth(request).businessId,
        request.query,
      );
      return reply
        .type('application/zip')
        .header('content-disposition', attachment(filename))
        .header('cache-control', 'no-store')
        .send(zip);
    },
  );

  app.get(
    '/:id/pdf',
    {
      config: { access: 'money' },
      schema: { ...schema, description: 'The invoice as an A4 PDF.', params: IdParamsSchema },
    },
    async (request, reply) => {
      const { filename, pdf } = await service.getInvoicePdf(
        app.db,
        auth(request).businessId,
        request.params.id,
      );
      return reply
        .type('application/pdf')
        .header('content-disposition', attachment(filename))
        .header('cache-control', 'no-store')
        .send(pdf);
    },
  );

  app.post(
    '/:id/rectify',
    {
      config: { access: 'invoices' },
      schema: {
        ...schema,
        params: IdParamsSchema,
        body: RectifyInvoiceInputSchema,
        response: { 201: successSchema(InvoiceSchema) },
      },
    },
    async (request, reply) => {
      const invoice = await service.rectifyInvoice(
        app.db,
        caller(request),
        request.params.id,
        request.body,
        app.clock.now(),
      );
      return reply
        .status(201)
        .send({ ...ok(invoice), message: `Factura rectificativa ${invoice.number} emitida` });
    },
  );

  app.post(
    '/:id/cancel',
    {
      config: { access: 'invoices' },
      schema: {
        ...schema,
        params: IdParamsSchema,
        body: CancelInvoiceInputSchema,
        response: { 200: successSchema(InvoiceSchema) },
      },
    },
    async (request) => ({
      ...ok(
        await service.cancelInvoice(
          app.db,
          caller(request),
          request.params.id,
          request.body,
          app.clock.now(),
        ),
      ),
      message: 'Factura anulada',
    }),
  );

  app.post(
    '/:id/resubmit',
    {
      config: { access: 'invoices' },
      schema: {
        ...schema,
        description:
          'Sends again the invoice whose latest record the AEAT rejected, took with errors or failed as a message: a subsanación (decision 0127).',
        params: IdParamsSchema,
        response: { 200: successSchema(InvoiceSchema) },
      },
    },
    async (request) => ({
      ...ok(await resubmitInvoice(app.db, caller(request), request.params.id, app.clock.now())),
      message: 'Registro enviado de nuevo a la AEAT',
    }),
  );
};

export default invoiceRoutes;
