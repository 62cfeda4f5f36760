/** The consents module's tasks for the work pool's workers (src/work-tasks.ts). */
export { drawConsentPdf } from './consent-pdf.ts';
