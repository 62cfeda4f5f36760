import { useState } from 'react';
import { Inbox } from 'lucide-react';
import {
  PAGE_SIZES,
  REQUEST_STATUSES,
  REQUEST_STATUS_LABELS,
  type AppointmentRequest,
  type RequestStatus,
} from '@adiestra/shared';
import { EmptyState } from '@/components/ui/empty-state';
import { useRequests } from '../../api/get-requests';
import { PagedList } from '../paged-list';
import { useListParams } from '../use-list-params';
import { ApproveDialog } from './approve-dialog';
import { RejectDialog } from './reject-dialog';
import { RequestCards } from './request-cards';
import { ALL_STATUSES, RequestFilters } from './request-filters';
import { RequestsTable } from './requests-table';
import { useSearchTracking } from '@/lib/analytics';

const isStatus = (v: string): v is RequestStatus =>
  (REQUEST_STATUSES as readonly string[]).includes(v);

/** The requests: status filter (PENDING by default), search, the list and the two modals. */
export function RequestsPanel() {
  const { values, page, setValue, setPage } = useListParams({
    status: (v) => isStatus(v) || v === ALL_STATUSES,
    q: () => true,
  });
  const status = values.status || 'PENDING';
  const search = values.q.trim();
  const requests = useRequests({
    status: isStatus(status) ? status : undefined,
    search: search || undefined,
    page,
  });
  const [approving, setApproving] = useState<AppointmentRequest | null>(null);
  const [rejecting, setRejecting] = useState<AppointmentRequest | null>(null);
  const data = requests.data;
  useSearchTracking(
    'appointment-requests',
    search,
    requests.isPlaceholderData ? undefined : data?.pagination.total,
  );
  const statusName = isStatus(status) ? REQUEST_STATUS_LABELS[status].toLowerCase() : null;

  return (
    <div className="space-y-6">
      <RequestFilters
        status={status}
        search={search}
        onStatus={(v) => setValue('status', v === 'PENDING' ? '' : v)}
        onSearch={(v) => setValue('q', v)}
      />
      <PagedList
        query={requests}
        loadingLabel="Cargando solicitudes"
        errorMessage="Error al cargar las solicitudes"
        limit={PAGE_SIZES.requests}
        onPageChange={setPage}
        isEmpty={(list) => list.requests.length === 0}
        empty={
          <EmptyState
            icon={<Inbox aria-hidden="true" className="size-6" />}
            title={
              search
                ? 'No se encontraron solicitudes'
                : `No hay solicitudes${statusName ? ` en estado ${statusName}` : ''}`
            }
            description={
              search
                ? 'Ninguna solicitud coincide con la búsqueda.'
                : 'Comparte tu enlace de reservas desde Citas Confirmadas para recibir solicitudes.'
            }
          />
        }
      >
        {(list) => (
          <>
            <RequestsTable
              requests={list.requests}
              onApprove={setApproving}
              onReject={setRejecting}
            />
            <RequestCards
              requests={list.requests}
              onApprove={setApproving}
              onReject={setRejecting}
            />
          </>
        )}
      </PagedList>
      <ApproveDialog request={approving} onClose={() => setApproving(null)} />
      <RejectDialog request={rejecting} onClose={() => setRejecting(null)} />
    </div>
  );
}
