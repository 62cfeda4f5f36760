/** The invoices module's public surface: other modules import only from here. */
export { countInvoicesOfClient, invoicesForOwner, ownerInvoicePdf } from './invoices.service.ts';
