// The entry of the work pool's worker threads (lib/work-pool.ts): every task whose cost its input
// sets, by name. apps/api/build.mjs bundles this file as dist/work-tasks.js beside the server.
import { serveTasks } from './lib/work-pool.ts';
import { drawConsentPdf } from './modules/consents/index.ts';
import { readSpreadsheetNow } from './modules/imports/index.ts';
import { drawInvoicePdf, inspectCertificateNow } from './modules/invoices/index.ts';

serveTasks({
  consentPdf: drawConsentPdf,
  inspectCertificate: inspectCertificateNow,
  invoicePdf: drawInvoicePdf,
  readSpreadsheet: readSpreadsheetNow,
});
