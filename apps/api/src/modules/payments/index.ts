/** The payments ledger's public surface: other modules import only from here. */
export { accountsForOwner } from './payments.service.ts';
export {
  anonymisePaymentsOf,
  findPaymentsToInvoice,
  type PaymentToInvoice,
} from './module-api.service.ts';
