import { useState } from 'react';
import { History } from 'lucide-react';
import {
  AUDIT_ACTION_LABELS,
  AUDIT_ACTIONS,
  type AuditAction,
  type AuditEntry,
} from '@adiestra/shared';
import { PagedTableCard } from '@/components/paged-table-card';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { RefreshButton } from '@/components/ui/refresh-button';
import { Select } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { getErrorMessage } from '@/lib/api-error';
import { formatDateTime } from '@/lib/format-date';
import { useAuditLog } from '../api/get-audit-log';

const TARGET_LABELS: Record<AuditEntry['targetType'], string> = {
  user: 'Cuenta',
  client: 'Cliente',
  practice: 'Consulta',
};

const DETAIL_LABELS: Record<string, string> = {
  isApproved: 'Aprobada',
  isActive: 'Activa',
  role: 'Rol',
  dogs: 'Perros',
  sessions: 'Sesiones',
  bonos: 'Bonos',
  appointments: 'Citas',
  requests: 'Solicitudes',
  payments: 'Pagos',
};

const detailValue = (value: AuditEntry['details'][string]) => {
  if (value === true) return 'sí';
  if (value === false) return 'no';
  if (value === 'admin') return 'Administrador';
  if (value === 'user') return 'Educador';
  return String(value ?? '—');
};

/** "Rol: Administrador · Perros: 1": ids and counts only, never personal data. */
function Details({ details }: { details: AuditEntry['details'] }) {
  const parts = Object.entries(details).map(
    ([key, value]) => `${DETAIL_LABELS[key] ?? key}: ${detailValue(value)}`,
  );
  return <>{parts.length ? parts.join(' · ') : '—'}</>;
}

const shortId = (id: string | null) => (id ? id.slice(-8) : '—');

/** Administración › Registro de actividad (issue 20): who did what and when. */
export function AuditLogPanel() {
  const [page, setPage] = useState(1);
  const [action, setAction] = useState<AuditAction | null>(null);
  const audit = useAuditLog({ page, action });

  return (
    <>
      <PageHeader
        title="Registro de actividad"
        description="Quién aprobó, cambió, exportó, importó o eliminó datos, y cuándo. Sin datos personales."
        actions={<RefreshButton query={audit} />}
      />
      <div className="mb-4 max-w-xs">
        <Select
          label="Acción"
          value={action ?? ''}
          onChange={(event) => {
            setAction((event.target.value || null) as AuditAction | null);
            setPage(1);
          }}
        >
          <option value="">Todas</option>
          {AUDIT_ACTIONS.map((value) => (
            <option key={value} value={value}>
              {AUDIT_ACTION_LABELS[value]}
            </option>
          ))}
        </Select>
      </div>
      <PagedTableCard
        query={audit}
        errorTitle="No se pudo cargar el registro"
        errorMessage={(error) => getErrorMessage(error, 'Error al cargar el registro de actividad')}
        loading={
          <div className="space-y-2 p-4" aria-busy="true">
            <span className="sr-only">Cargando el registro…</span>
            {[0, 1, 2, 3].map((i) => (
              <Skeleton key={i} className="h-10 w-full" />
            ))}
          </div>
        }
        isEmpty={(log) => log.entries.length === 0}
        empty={
          <EmptyState
            title="Sin actividad"
            description={
              action ? 'No hay entradas de esta acción.' : 'Todavía no hay nada registrado.'
            }
            icon={<History aria-hidden="true" className="size-6" />}
          />
        }
        onPageChange={setPage}
      >
        {(log) => <AuditTable entries={log.entries} />}
      </PagedTableCard>
    </>
  );
}

function AuditTable({ entries }: { entries: AuditEntry[] }) {
  return (
    <div className="overflow-x-auto">
      <table className="min-w-full divide-y divide-gray-200 text-sm dark:divide-gray-800">
        <caption className="sr-only">Registro de actividad, lo más reciente primero</caption>
        <thead className="bg-gray-50 text-left dark:bg-gray-900">
          <tr>
            {['Fecha', 'Quién', 'Acción', 'Sobre', 'Detalles'].map((heading) => (
              <th
                key={heading}
                scope="col"
                className="px-4 py-3 font-semibold text-gray-700 dark:text-gray-300"
              >
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-200 dark:divide-gray-800">
          {entries.map((entry) => (
            <tr key={entry.id}>
              <td className="px-4 py-3 whitespace-nowrap text-gray-700 tabular-nums dark:text-gray-300">
                {formatDateTime(entry.createdAt)}
              </td>
              <td className="px-4 py-3 text-gray-900 dark:text-gray-100">
                {entry.actorName ?? 'Cuenta eliminada'}
              </td>
              <td className="px-4 py-3 font-medium text-gray-900 dark:text-gray-100">
                {AUDIT_ACTION_LABELS[entry.action]}
              </td>
              <td className="px-4 py-3 whitespace-nowrap text-gray-700 dark:text-gray-300">
                {TARGET_LABELS[entry.targetType]}{' '}
                <span className="font-mono text-xs" title={entry.targetId ?? undefined}>
                  …{shortId(entry.targetId)}
                </span>
              </td>
              <td className="px-4 py-3 text-gray-700 dark:text-gray-300">
                <Details details={entry.details} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
