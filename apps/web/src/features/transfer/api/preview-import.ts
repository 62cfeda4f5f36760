import { ImportPreviewSchema, type ImportOptions, type ImportPreview } from '@adiestra/shared';
import { uploadSpreadsheet } from './upload-spreadsheet';

/** POST /api/clients/import/preview: what the file would import, with the guessed mapping. */
export const previewImport = (
  file: File,
  options: ImportOptions,
  onProgress?: (fraction: number) => void,
): Promise<ImportPreview> =>
  uploadSpreadsheet('preview', file, options, ImportPreviewSchema, onProgress);
