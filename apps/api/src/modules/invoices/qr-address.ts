import {
  AEAT_ACCEPTED_STATUSES,
  VERIFACTU_QR_BASES,
  verifactuQrUrl,
  type AeatSubmissionStatus,
  type VerifactuPrintMode,
} from '@adiestra/shared';

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

/**
 * What an invoice may say of its record (issue 45.8, VERIFACTU_PRINT_MODES): the VERI*FACTU
 * legend and "verificable en la sede electrónica" only where the QR checks the AEAT's production
 * site and the record gets there — a certificate sends it, or the AEAT already accepted it. On the
 * test environment, or while the record waits for a certificate, the invoice says that instead.
 */
export function verifactuPrintMode(input: {
  hasCertificate: boolean;
  status: AeatSubmissionStatus | null;
}): VerifactuPrintMode {
  if (qrBase !== VERIFACTU_QR_BASES.produccion) return 'pruebas';
  const accepted =
    input.status !== null && (AEAT_ACCEPTED_STATUSES as readonly string[]).includes(input.status);
  return input.hasCertificate || accepted ? 'verifactu' : 'sin_envio';
}
