import { z } from './z.ts';

/*
 * A file name a person's computer sent (an upload's), made safe to keep and to show: no folder
 * part (`../../etc/passwd` is `passwd`), no control characters, no bidirectional overrides or
 * marks (they show "factura‮fdp.exe" as "facturaexe.pdf"), none of the characters Windows or a
 * Content-Disposition header refuse, no leading dots.
 */

/** C0 and C1 controls, DEL; bidi embeddings, overrides, isolates and marks. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
const RESERVED = /["*:<>?|]/g;
export const FILE_NAME_FALLBACK = 'archivo';

export function cleanFileName(value: string): string {
  const lastPart = value.replace(UNSAFE, '').split(/[/\\]/).pop() ?? '';
  const cleaned = lastPart
    .replace(RESERVED, '')
    .replace(/^[\s.]+/, '')
    .trim();
  return cleaned === '' ? FILE_NAME_FALLBACK : cleaned;
}

/** An uploaded file's name: required (`message` when empty), at most 200 characters, cleaned. */
export const fileNameSchema = (message: string) =>
  z.string().trim().min(1, message).max(200).transform(cleanFileName);
