import { apiBlob } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';

/** GET /api/exports/{id}/download: the practice's ready export. */
export async function downloadPracticeExport(exportId: string, fileName: string) {
  const blob = await apiBlob(
    `/exports/${encodeURIComponent(exportId)}/download`,
    'No se pudo descargar la exportación',
  );
  saveFile(blob, fileName);
}
