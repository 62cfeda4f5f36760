import { apiBlob } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';

/** GET /api/invoices/pdfs.zip: every invoice of a year or a quarter as its PDF, in one ZIP. */
export async function downloadInvoicePdfs(year: number, quarter: number | null) {
  const query = quarter ? `year=${year}&quarter=${quarter}` : `year=${year}`;
  const blob = await apiBlob(
    `/invoices/pdfs.zip?${query}`,
    'No se pudieron descargar las facturas',
  );
  saveFile(blob, `facturas-${year}${quarter ? `-${quarter}T` : ''}.zip`);
}
