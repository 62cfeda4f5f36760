import { STORAGE_KEYS, type ImportOptions } from '@adiestra/shared';
import { ApiError, NETWORK_ERROR_MESSAGE } from '@/lib/api-error';
import { readItem } from '@/lib/local-storage';

/**
 * POST /api/clients/import/{preview|confirm}: the file and its options as multipart. An
 * XMLHttpRequest, not fetch, because only it reports the upload's progress (0–1) for a large file.
 */
interface Envelope {
  success?: boolean;
  data?: unknown;
  message?: unknown;
}

function parseEnvelope(text: string): Envelope | null {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null ? value : null;
  } catch {
    return null;
  }
}

export function uploadSpreadsheet<T>(
  step: 'preview' | 'confirm',
  file: File,
  options: ImportOptions,
  schema: { safeParse: (v: unknown) => { success: true; data: T } | { success: false } },
  onProgress?: (fraction: number) => void,
): Promise<T> {
  const form = new FormData();
  form.append('options', JSON.stringify(options));
  form.append('file', file);
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/api/clients/import/${step}`);
    const token = readItem(STORAGE_KEYS.token);
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded / event.total);
    };
    xhr.onerror = () => reject(new ApiError(0, 'NETWORK_ERROR', NETWORK_ERROR_MESSAGE));
    xhr.onload = () => {
      const payload = parseEnvelope(xhr.responseText);
      const message =
        typeof payload?.message === 'string' ? payload.message : 'No se pudo leer el archivo';
      if (xhr.status >= 400 || !payload?.success) {
        reject(new ApiError(xhr.status, 'UNKNOWN_ERROR', message));
        return;
      }
      const parsed = schema.safeParse(payload.data);
      if (parsed.success) resolve(parsed.data);
      else reject(new ApiError(xhr.status, 'INVALID_RESPONSE', 'Respuesta no válida del servidor'));
    };
    xhr.send(form);
  });
}
