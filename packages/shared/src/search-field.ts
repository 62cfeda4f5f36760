import { z } from './z.ts';

/** An optional list search text: trimmed, bounded, empty meaning none. */
export const searchField = z
  .string()
  .trim()
  .max(100, 'Máximo 100 caracteres')
  .optional()
  .transform((v) => (v ? v : undefined));
