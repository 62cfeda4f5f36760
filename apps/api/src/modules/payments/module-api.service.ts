import * as erasureRepository from './erasure.repository.ts';
import * as repository from './payments.repository.ts';

/**
 * The payments module's data access that other modules call as it is (accounts' defaults, erasure,
 * the calendar's reads): thin service functions, so the module's index exports no repository
 * function and a caller never depends on how the tables are queried (decision 0029).
 */
export const anonymisePaymentsOf = (
  ...args: Parameters<typeof erasureRepository.anonymisePaymentsOf>
) => erasureRepository.anonymisePaymentsOf(...args);

/** Issue 30: the ledger entries an invoice bills (invoices module). */
export const findPaymentsToInvoice = (
  ...args: Parameters<typeof repository.selectPaymentsToInvoice>
) => repository.selectPaymentsToInvoice(...args);
export type PaymentToInvoice = Awaited<
  ReturnType<typeof repository.selectPaymentsToInvoice>
>[number];
