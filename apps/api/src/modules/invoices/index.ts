/** The invoices module's public surface: other modules import only from here. */
export { countInvoicesOfClient } from './invoices.service.ts';
