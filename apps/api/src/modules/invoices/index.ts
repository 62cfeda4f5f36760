/** The invoices module's public surface: other modules import only from here. */
export { inspectCertificateNow } from './aeat/certificate-vault.ts';
export { drawInvoicePdf } from './invoice-pdf.ts';
export { countInvoicesOfClient, invoicesForOwner, ownerInvoicePdf } from './invoices.service.ts';
