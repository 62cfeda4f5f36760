import type { PaymentFilters } from '@adiestra/shared';
import { apiBlob } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';
import { paymentsQuery } from './get-payments';

/** GET /api/payments/export.csv with the screen's filters, saved as a file. */
export async function downloadPaymentsCsv(filters: Partial<PaymentFilters>, fileName: string) {
  const blob = await apiBlob(
    `/payments/export.csv?${paymentsQuery(filters)}`,
    'No se pudo descargar el CSV',
  );
  saveFile(blob, fileName);
}
