import { cleanTypedText } from '@adiestra/shared';
import type { FastifyInstance } from 'fastify';

/** Secrets are compared byte for byte with what was typed before: never rewritten. */
const SECRET_KEY = /password/i;

function cleanStrings(value: unknown, depth: number): unknown {
  if (typeof value === 'string') return cleanTypedText(value);
  if (depth > 32 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) value[i] = cleanStrings(value[i], depth + 1);
    return value;
  }
  // Only parsed JSON: a file's bytes (a Buffer, a multipart part) are not text.
  const prototype = Object.getPrototypeOf(value) as unknown;
  if (prototype !== Object.prototype && prototype !== null) return value;
  const record = value as Record<string, unknown>;
  for (const key of Object.keys(record)) {
    if (!SECRET_KEY.test(key)) record[key] = cleanStrings(record[key], depth + 1);
  }
  return record;
}

/**
 * Every text a request brings is cleaned before any schema sees it (shared cleanTypedText:
 * control and bidi characters out, line breaks and tabs kept), so whatever a route stores — a
 * field declared with the shared text helpers or not, a future one — holds nothing the AEAT's XML
 * or a PDF cannot carry. The helpers then flatten one-line fields (names) further.
 */
export function cleanRequestText(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    if (request.body !== undefined) request.body = cleanStrings(request.body, 0);
  });
}
