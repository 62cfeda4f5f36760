// The entry of the work pool's worker threads (lib/work-pool.ts): every task whose cost its input
// sets, by name. apps/api/build.mjs bundles this file as dist/work-tasks.js beside the server. It
// imports each module's *.task.ts, not its index.ts: a worker loads the drawing and parsing code
// only, not the services, the database client and the e-mails behind the public surface.
import { serveTasks } from './lib/work-pool.ts';
import { drawConsentPdf } from './modules/consents/consents.task.ts';
import { readSpreadsheetNow } from './modules/imports/imports.task.ts';
import { inspectCertificateNow } from './modules/invoices/invoices.task.ts';

serveTasks({
  consentPdf: drawConsentPdf,
  inspectCertificate: inspectCertificateNow,
  readSpreadsheet: readSpreadsheetNow,
});
