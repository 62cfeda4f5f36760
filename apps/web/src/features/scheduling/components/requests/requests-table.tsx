import { serviceTypeLabel, type AppointmentRequest } from '@adiestra/shared';
import { formatDateTime } from '@/lib/format-date';
import { dogSummary } from '../appointments/appointment-text';
import { RequestStatusBadge } from '../status-badges';
import { ListTable } from '@/components/list-table';
import { ClientCell, td } from '../list-cells';
import { RequestLinkStatus } from '../links/request-link-status';
import { ClassRequestTag, isPlaceRequest } from './class-request-tag';
import { RequestActions, type RequestActionProps } from './request-actions';
import { placeWhen, preferredWhen, sourceLabel } from './request-text';

export interface RequestListProps extends RequestActionProps {
  requests: AppointmentRequest[];
}

const muted = 'block text-gray-600 dark:text-gray-400';

/** Wide screens (lg and up); narrow ones get RequestCards. */
export function RequestsTable({ requests, ...actions }: RequestListProps) {
  return (
    <ListTable
      caption="Solicitudes de cita"
      columns={['Cliente', 'Perro', 'Servicio', 'Fecha preferida', 'Estado']}
    >
      {requests.map((r) => (
        <tr key={r.id} className="hover:bg-gray-50 dark:hover:bg-gray-800/40">
          <ClientCell name={r.clientName} email={r.clientEmail} phone={r.clientPhone} />
          <td className={`${td} text-gray-800 dark:text-gray-200`}>
            {dogSummary(r)}
            <RequestLinkStatus request={r} />
          </td>
          <td className={`${td} text-gray-800 dark:text-gray-200`}>
            {serviceTypeLabel(r.serviceType)}
            <ClassRequestTag request={r} />
            {r.serviceDescription ? (
              <span className={`${muted} mt-1 text-xs`}>{r.serviceDescription}</span>
            ) : null}
            {r.visitAddress ? (
              <span className={`${muted} mt-1 text-xs`}>A domicilio: {r.visitAddress}</span>
            ) : null}
            {r.notes ? <span className={`${muted} mt-1 text-xs`}>Notas: {r.notes}</span> : null}
          </td>
          <td className={`${td} text-gray-800 dark:text-gray-200`}>
            <span className="block whitespace-nowrap">
              {isPlaceRequest(r) ? placeWhen(r) : preferredWhen(r)}
            </span>
            <span className={`${muted} text-xs`}>
              {sourceLabel(r)} · {formatDateTime(r.createdAt)}
            </span>
          </td>
          <td className={td}>
            <RequestStatusBadge status={r.status} />
            {r.rejectionReason ? (
              <span className={`${muted} mt-1 text-xs`}>{r.rejectionReason}</span>
            ) : null}
          </td>
          <td className={td}>
            <RequestActions request={r} {...actions} />
          </td>
        </tr>
      ))}
    </ListTable>
  );
}
