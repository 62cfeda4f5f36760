import { ImportResultSchema, type ImportOptions, type ImportResult } from '@adiestra/shared';
import { uploadSpreadsheet } from './upload-spreadsheet';

/** POST /api/clients/import/confirm: imports the file's rows in one transaction. */
export const confirmImport = (
  file: File,
  options: ImportOptions,
  onProgress?: (fraction: number) => void,
): Promise<ImportResult> =>
  uploadSpreadsheet('confirm', file, options, ImportResultSchema, onProgress);
