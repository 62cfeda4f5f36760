/**
 * The training sessions module's public surface. Its routes are mounted by the composition root
 * (modules/index.ts); data-rights deletes an erased client's sessions through it.
 */
export { deleteSessionsOfDogs } from './sessions.service.ts';
