import { useState } from 'react';
import { History, RefreshCw } from 'lucide-react';
import clsx from 'clsx';
import {
  AUDIT_ACTION_LABELS,
  AUDIT_ACTIONS,
  type AuditAction,
  type AuditEntry,
} from '@adiestra/shared';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { Pagination } from '@/components/ui/pagination';
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
  const data = audit.data;

  return (
    <>
      <PageHeader
        title="Registro de actividad"
        description="Quién aprobó, cambió, exportó, importó o eliminó datos, y cuándo. Sin datos personales."
        actions={
          <Button
            variant="secondary"
            onClick={() => void audit.refetch()}
            disabled={audit.isFetching}
            icon={
              <RefreshCw
                aria-hidden="true"
                className={clsx('size-4', audit.isFetching && 'animate-spin')}
              />
            }
          >
            Actualizar
          </Button>
        }
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
      {audit.isError ? (
        <Alert variant="error" className="mb-4" title="No se pudo cargar el registro">
          {getErrorMessage(audit.error, 'Error al cargar el registro de actividad')}
        </Alert>
      ) : null}
      <Card className="overflow-hidden">
        {audit.isPending ? (
          <div className="space-y-2 p-4" aria-busy="true">
            <span className="sr-only">Cargando el registro…</span>
            {[0, 1, 2, 3].map((i) => (
              <Skeleton key={i} className="h-10 w-full" />
            ))}
          </div>
        ) : null}
        {data && data.entries.length === 0 ? (
          <EmptyState
            title="Sin actividad"
            description={
              action ? 'No hay entradas de esta acción.' : 'Todavía no hay nada registrado.'
            }
            icon={<History aria-hidden="true" className="size-6" />}
          />
        ) : null}
        {data && data.entries.length > 0 ? (
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
                {data.entries.map((entry) => (
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
        ) : null}
      </Card>
      {data ? (
        <div className="mt-4">
          <Pagination
            page={data.pagination.page}
            totalPages={data.pagination.totalPages}
            onPageChange={setPage}
            disabled={audit.isFetching}
          />
        </div>
      ) : null}
    </>
  );
}
