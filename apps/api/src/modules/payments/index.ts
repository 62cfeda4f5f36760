/** The payments ledger's public surface: other modules import only from here. */
export { anonymisePaymentsOf } from './module-api.service.ts';
