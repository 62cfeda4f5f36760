import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The apps/api folder. This module sits one level below it both as a source (src/paths.ts, run by
 * tsx) and once bundled (dist/*.js, run by node: every module of the bundle shares its
 * import.meta.url), so the folders computed from here hold in both. Paths next to a source file
 * computed from its own import.meta.url would point elsewhere once bundled.
 */
export const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
