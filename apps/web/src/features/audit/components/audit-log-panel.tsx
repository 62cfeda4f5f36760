import { useState } from 'react';
import { History } from 'lucide-react';
import {
  AUDIT_ACTION_LABELS,
  AUDIT_MESSAGES,
  AUDIT_ACTIONS,
  type AuditAction,
  type AuditEntry,
} from '@adiestra/shared';
import { PagedTableCard } from '@/components/paged-table-card';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { RefreshButton } from '@/components/ui/refresh-button';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { getErrorMessage } from '@/lib/api-error';
import { formatDateTime } from '@/lib/format-date';
import { useAuditLog } from '../api/get-audit-log';
import { auditSentence } from './audit-sentence';
import { DataTable } from '@/components/ui/data-table';

const TARGET_LABELS: Record<AuditEntry['targetType'], string> = {
  user: 'Cuenta',
  client: 'Cliente',
  practice: 'Consulta',
};

const shortId = (id: string | null) => (id ? id.slice(-8) : '—');

/** Administración › Registro de actividad (issue 20): who did what and when. */
export function AuditLogPanel() {
  const [page, setPage] = useState(1);
  const [action, setAction] = useState<AuditAction | null>(null);
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  // A range the wrong way round is not asked for: the field says why instead.
  const reversed = Boolean(from && to && from > to);
  const audit = useAuditLog({
    page,
    action,
    from: reversed ? '' : from,
    to: reversed ? '' : to,
  });
  const filtered = Boolean(action || from || to);

  return (
    <>
      <PageHeader
        title="Registro de actividad"
        description="Quién aprobó, cambió, exportó, importó o eliminó datos, y cuándo. Sin datos personales."
        actions={<RefreshButton query={audit} />}
      />
      <div className="mb-4 grid gap-3 sm:grid-cols-3 sm:items-start">
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
        <Input
          label="Desde"
          type="date"
          value={from}
          onChange={(event) => {
            setFrom(event.target.value);
            setPage(1);
          }}
        />
        <Input
          label="Hasta"
          type="date"
          value={to}
          min={from || undefined}
          error={reversed ? AUDIT_MESSAGES.toBeforeFrom : undefined}
          onChange={(event) => {
            setTo(event.target.value);
            setPage(1);
          }}
        />
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
              filtered ? 'No hay entradas con estos filtros.' : 'Todavía no hay nada registrado.'
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
    <DataTable
      caption="Registro de actividad, lo más reciente primero"
      headings={['Fecha', 'Quién', 'Acción', 'Sobre', 'Detalles']}
    >
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
          <td className="px-4 py-3 text-gray-700 dark:text-gray-300">{auditSentence(entry)}</td>
        </tr>
      ))}
    </DataTable>
  );
}
