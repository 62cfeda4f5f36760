import type { FastifyInstance } from 'fastify';
import { AppError } from './app-error.ts';

export const NUL_MESSAGE = 'El texto contiene caracteres no válidos';

/** True when a string anywhere in a parsed body, query or params holds U+0000. */
function holdsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 32 || value === null || typeof value !== 'object') return false;
  const entries = Array.isArray(value) ? value : Object.entries(value).flat();
  return entries.some((item) => holdsNul(item, depth + 1));
}

/**
 * PostgreSQL text cannot hold U+0000: a string carrying it would fail inside the query as a 500.
 * It has no place in any field of this product, so every API request with one is refused up front
 * (keys included), whatever route a future change adds.
 */
export function refuseNulCharacters(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    if (holdsNul(request.body) || holdsNul(request.query) || holdsNul(request.params)) {
      throw new AppError('VALIDATION_ERROR', 400, NUL_MESSAGE);
    }
  });
}
