import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));

/**
 * Where the setup project saves the first admin's signed-in browser state. E2E_STORAGE_STATE lets
 * a parallel run on another port keep its own file instead of overwriting this one.
 */
export const ADMIN_STORAGE_STATE =
  process.env.E2E_STORAGE_STATE ?? path.join(here, '..', '.auth', 'admin.json');

/** The first account of the fresh database: it becomes the approved admin. */
export const ADMIN = {
  name: 'Alba Administradora',
  firstName: 'Alba',
  email: 'admin@adiestra.test',
  password: 'Admin-Secreta-2025!',
} as const;

export const REGISTER_PENDING_MESSAGE =
  'Registro exitoso. Tu cuenta está pendiente de aprobación por un administrador.';

let sequence = 0;

/**
 * A trainer with a unique e-mail, so specs never collide inside one database: the worker's index
 * keeps two workers' accounts apart even when made in the same millisecond.
 */
export function newTrainer(firstName = 'Tomás') {
  sequence += 1;
  const unique = `${Date.now().toString(36)}w${process.env.TEST_WORKER_INDEX ?? 0}s${sequence}`;
  return {
    firstName,
    name: `${firstName} Entrenador`,
    email: `trainer-${unique}@adiestra.test`,
    password: 'Entrenador-2025!',
  };
}
