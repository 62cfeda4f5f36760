/** The payments ledger's public surface: other modules import only from here. */
export { default as paymentRoutes } from './payments.routes.ts';
export { anonymisePaymentsOf } from './erasure.repository.ts';
