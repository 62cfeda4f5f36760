import { IMPORT_MAX_BYTES, ImportOptionsSchema } from '@adiestra/shared';
import type { FastifyRequest } from 'fastify';
import { AppError, invalid } from '../../lib/app-error.ts';
import type { ImportRequest } from './imports.service.ts';

const NO_FILE = 'Adjunta un archivo CSV o Excel (.xlsx)';
const TOO_LARGE = `El archivo supera el máximo de ${IMPORT_MAX_BYTES / 1024 / 1024} MB`;

/**
 * The multipart upload of an import: the field `options` (JSON: mapping, duplicates, skipInvalid)
 * and one file of at most IMPORT_MAX_BYTES, streamed and cut off there (413).
 */
export async function readImportUpload(request: FastifyRequest): Promise<ImportRequest> {
  if (!request.isMultipart()) throw invalid('file', NO_FILE);
  let options: unknown = {};
  let file: Buffer | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (file) throw invalid('file', 'Sube un solo archivo');
        file = await part.toBuffer();
      } else if (part.fieldname === 'options') {
        try {
          options = JSON.parse(String(part.value));
        } catch {
          throw invalid('options', 'Las opciones de la importación no son válidas');
        }
      }
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('PAYLOAD_TOO_LARGE', 413, TOO_LARGE);
    throw invalid('file', NO_FILE);
  }
  if (!file) throw invalid('file', NO_FILE);
  const parsed = ImportOptionsSchema.safeParse(options);
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? 'Las opciones no son válidas';
    throw invalid('options', message);
  }
  return { file, ...parsed.data };
}
