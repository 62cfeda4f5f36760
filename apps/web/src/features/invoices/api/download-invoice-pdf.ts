import { apiBlob } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';

/** GET /api/invoices/:id/pdf, saved as a file. */
export async function downloadInvoicePdf(id: string, number: string) {
  const blob = await apiBlob(
    `/invoices/${encodeURIComponent(id)}/pdf`,
    'No se pudo descargar la factura',
  );
  saveFile(blob, `factura-${number}.pdf`);
}
