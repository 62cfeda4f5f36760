import { VERIFACTU_QR_BASES, verifactuQrUrl } from '@adiestra/shared';

/**
 * The QR's checking address follows the AEAT environment the records go to (AEAT_ENV), a fact of
 * the whole installation: set once when the invoices routes start, from the configuration, so
 * every invoice the API, the PDFs, the mails and the gestor's ZIP show points where its record is.
 */
let qrBase: string = VERIFACTU_QR_BASES.pruebas;

export function useQrBase(base: string) {
  qrBase = base;
}

export const invoiceQrUrl = (input: Parameters<typeof verifactuQrUrl>[1]) =>
  verifactuQrUrl(qrBase, input);
