/**
 * The training sessions module's public surface. Its routes are mounted by the composition root
 * (modules/index.ts); data-rights deletes an erased client's sessions through it, and the class
 * report writes each attending dog's session of the class through it.
 */
export { deleteSessionsOfDogs, saveClassSession } from './sessions.service.ts';
