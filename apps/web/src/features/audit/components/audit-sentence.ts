import type { AuditEntry } from '@adiestra/shared';
import { countOf } from '@/lib/plural';

type Details = AuditEntry['details'];

const count = (details: Details, key: string) => {
  const value = details[key];
  return typeof value === 'number' ? value : 0;
};

/** "2 perros, 1 bono y 5 sesiones": the counts that are not zero, in Spanish. */
function listOf(details: Details, nouns: [key: string, one: string, other: string][]) {
  const parts = nouns
    .filter(([key]) => count(details, key) > 0)
    .map(([key, one, other]) => countOf(count(details, key), one, other));
  if (parts.length <= 1) return parts[0] ?? '';
  return `${parts.slice(0, -1).join(', ')} y ${parts.at(-1)}`;
}

function erased(details: Details) {
  const deleted = listOf(details, [
    ['dogs', 'perro', 'perros'],
    ['sessions', 'sesión', 'sesiones'],
    ['bonos', 'bono', 'bonos'],
  ]);
  const anonymised = listOf(details, [
    ['appointments', 'cita', 'citas'],
    ['requests', 'solicitud', 'solicitudes'],
    ['payments', 'pago', 'pagos'],
  ]);
  return [
    'Eliminó los datos de un cliente',
    deleted ? `; se borraron ${deleted}` : '',
    anonymised ? `; quedan anónimos ${anonymised}` : '',
    '.',
  ].join('');
}

function imported(details: Details) {
  const done = [
    count(details, 'clientsCreated') > 0
      ? `creó ${countOf(count(details, 'clientsCreated'), 'cliente', 'clientes')}`
      : '',
    count(details, 'clientsMerged') > 0
      ? `combinó ${countOf(count(details, 'clientsMerged'), 'cliente existente', 'clientes existentes')}`
      : '',
    count(details, 'dogsCreated') > 0
      ? `añadió ${countOf(count(details, 'dogsCreated'), 'perro', 'perros')}`
      : '',
    count(details, 'rowsSkipped') > 0
      ? `omitió ${countOf(count(details, 'rowsSkipped'), 'fila', 'filas')}`
      : '',
  ].filter(Boolean);
  if (done.length === 0) return 'Importó un archivo sin cambios.';
  const last = done.pop()!;
  return `Importó clientes: ${done.length ? `${done.join(', ')} y ${last}` : last}.`;
}

/**
 * What an entry of the audit log says happened, as a Spanish sentence (issue 27): the details are
 * ids, counts and flags (never personal data), read here in words.
 */
export function auditSentence({ action, details }: Pick<AuditEntry, 'action' | 'details'>) {
  switch (action) {
    case 'user.approval_changed':
      return details.isApproved ? 'Aprobó la cuenta.' : 'Retiró la aprobación de la cuenta.';
    case 'user.role_changed':
      return details.role === 'admin'
        ? 'Dio a la cuenta el rol de administrador.'
        : 'Dio a la cuenta el rol de educador.';
    case 'user.status_changed':
      return details.isActive ? 'Reactivó la cuenta.' : 'Desactivó la cuenta.';
    case 'user.deleted':
      return details.role === 'admin'
        ? 'Eliminó una cuenta de administrador con todos sus datos.'
        : 'Eliminó una cuenta de educador con todos sus datos.';
    case 'client.erased':
      return erased(details);
    case 'clients.imported':
      return imported(details);
    case 'client.exported':
      return 'Descargó los datos de un cliente.';
    case 'practice.exported':
      return 'Descargó una copia de todos los datos de la consulta.';
  }
}
