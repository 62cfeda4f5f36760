import { apiBlob } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';

/** GET /api/clients/import/template.{csv|xlsx}, saved as a file. */
export async function downloadImportTemplate(format: 'csv' | 'xlsx') {
  const blob = await apiBlob(
    `/clients/import/template.${format}`,
    'No se pudo descargar la plantilla',
  );
  saveFile(blob, `plantilla-clientes.${format}`);
}
