import { INVOICE_MESSAGES, INVOICE_ZIP_MAX, type InvoicePeriodQuery } from '@adiestra/shared';
import { zipSync, type Zippable } from 'fflate';
import type { Db } from '../../db/client.ts';
import { invalid, notFound } from '../../lib/app-error.ts';
import { periodRange } from './book.service.ts';
import { invoicePdf } from './invoice-pdf.ts';
import { invoicesIssuedBetween } from './invoices.service.ts';

/** "F/2026-0001" → "F-2026-0001": a number is one file name in the ZIP, never a folder. */
const fileName = (number: string) => `factura-${number.replace(/[\\/:]/g, '-')}.pdf`;

/**
 * Every invoice issued in a quarter or a year as its PDF, ready for a ZIP (`folder` puts them in
 * one). PDFs are compressed already: they are stored, not deflated again.
 */
export async function invoicePdfFiles(
  db: Db,
  businessId: string,
  period: InvoicePeriodQuery,
  folder = '',
) {
  const { from, to } = periodRange(period);
  const invoices = await invoicesIssuedBetween(db, businessId, from, to);
  if (invoices.length === 0) throw notFound(INVOICE_MESSAGES.noneInPeriod);
  if (invoices.length > INVOICE_ZIP_MAX) throw invalid('quarter', INVOICE_MESSAGES.tooManyForZip);
  const files: Zippable = {};
  for (const invoice of invoices) {
    files[`${folder}${fileName(invoice.number)}`] = [await invoicePdf(invoice), { level: 0 }];
  }
  return files;
}

/** Every invoice issued in a quarter or a year as its PDF, in one ZIP (downloadable in bulk). */
export async function invoicePdfsZip(db: Db, businessId: string, period: InvoicePeriodQuery) {
  const files = await invoicePdfFiles(db, businessId, period);
  return {
    filename: `facturas-${periodRange(period).label}.zip`,
    zip: Buffer.from(zipSync(files)),
  };
}
