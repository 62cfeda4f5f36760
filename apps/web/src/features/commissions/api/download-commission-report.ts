import { commissionFileName } from '@adiestra/shared';
import { apiBlob } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';

/** GET /api/commissions/report.csv|xlsx?mes=AAAA-MM: the month's report, saved as a file. */
export async function downloadCommissionReport(format: 'csv' | 'xlsx', month: string) {
  const blob = await apiBlob(
    `/commissions/report.${format}?mes=${encodeURIComponent(month)}`,
    'No se pudo descargar el informe de comisiones',
  );
  saveFile(blob, commissionFileName(month, format));
}
