import { apiBlob } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';

/** GET /api/consents/acceptances/:id/pdf: the trainer's copy of an acceptance, saved as a file. */
export async function downloadAcceptancePdf(id: string, fileName: string) {
  const blob = await apiBlob(
    `/consents/acceptances/${encodeURIComponent(id)}/pdf`,
    'No se pudo descargar la copia',
  );
  saveFile(blob, fileName);
}
