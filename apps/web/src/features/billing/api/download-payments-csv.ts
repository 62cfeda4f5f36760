import type { PaymentFilters } from '@adiestra/shared';
import { apiBlob } from '@/lib/api-client';
import { paymentsQuery } from './get-payments';

/** GET /api/payments/export.csv with the screen's filters, saved as a file. */
export async function downloadPaymentsCsv(filters: Partial<PaymentFilters>, fileName: string) {
  const blob = await apiBlob(
    `/payments/export.csv?${paymentsQuery(filters)}`,
    'No se pudo descargar el CSV',
  );
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has the file once the click is handled; free the blob afterwards.
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
}
