import { apiBlob } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';

/** GET /api/clients/{id}/export: everything held about the client, as a ZIP. */
export async function downloadClientExport(clientId: string, fileName: string) {
  const blob = await apiBlob(
    `/clients/${encodeURIComponent(clientId)}/export`,
    'No se pudo exportar los datos del cliente',
  );
  saveFile(blob, fileName);
}
