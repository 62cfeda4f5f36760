/** The invoices module's tasks for the work pool's workers (src/work-tasks.ts). */
export { inspectCertificateNow } from './aeat/certificate-vault.ts';
