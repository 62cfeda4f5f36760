import { apiBlob } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';

/** GET /api/invoices/book.csv|xlsx: the libro registro of a year or a quarter, saved as a file. */
export async function downloadInvoiceBook(
  format: 'csv' | 'xlsx',
  year: number,
  quarter: number | null,
) {
  const query = quarter ? `year=${year}&quarter=${quarter}` : `year=${year}`;
  const blob = await apiBlob(`/invoices/book.${format}?${query}`, 'No se pudo descargar el libro');
  saveFile(blob, `facturas-expedidas-${year}${quarter ? `-${quarter}T` : ''}.${format}`);
}
