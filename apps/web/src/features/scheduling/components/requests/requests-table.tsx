import { serviceTypeLabel, type AppointmentRequest } from '@adiestra/shared';
import { formatDateTime } from '@/lib/format-date';
import { dogSummary } from '../appointments/appointment-text';
import { RequestStatusBadge } from '../status-badges';
import { RequestActions, type RequestActionProps } from './request-actions';
import { preferredWhen, sourceLabel } from './request-text';

export interface RequestListProps extends RequestActionProps {
  requests: AppointmentRequest[];
}

const th =
  'px-3 py-3 text-left text-xs font-semibold tracking-wide whitespace-nowrap text-gray-600 uppercase dark:text-gray-400';
const td = 'px-3 py-3 align-top';
const muted = 'block text-gray-600 dark:text-gray-400';

/** Wide screens (lg and up); narrow ones get RequestCards. */
export function RequestsTable({ requests, ...actions }: RequestListProps) {
  return (
    <div className="hidden overflow-x-auto lg:block">
      <table className="w-full text-sm">
        <caption className="sr-only">Solicitudes de cita</caption>
        <thead className="border-b border-gray-200 bg-gray-50 dark:border-gray-800 dark:bg-gray-900/60">
          <tr>
            {['Cliente', 'Perro', 'Servicio', 'Fecha preferida', 'Estado'].map((label) => (
              <th key={label} scope="col" className={th}>
                {label}
              </th>
            ))}
            <th scope="col" className={`${th} text-right`}>
              Acciones
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-200 dark:divide-gray-800">
          {requests.map((r) => (
            <tr key={r.id} className="hover:bg-gray-50 dark:hover:bg-gray-800/40">
              <th scope="row" className={`${td} text-left font-normal`}>
                <span className="block font-medium text-gray-900 dark:text-gray-50">
                  {r.clientName}
                </span>
                <span className={muted}>{r.clientEmail}</span>
                <span className={muted}>{r.clientPhone}</span>
              </th>
              <td className={`${td} text-gray-800 dark:text-gray-200`}>{dogSummary(r)}</td>
              <td className={`${td} text-gray-800 dark:text-gray-200`}>
                {serviceTypeLabel(r.serviceType)}
                {r.serviceDescription ? (
                  <span className={`${muted} mt-1 text-xs`}>{r.serviceDescription}</span>
                ) : null}
                {r.notes ? <span className={`${muted} mt-1 text-xs`}>Notas: {r.notes}</span> : null}
              </td>
              <td className={`${td} text-gray-800 dark:text-gray-200`}>
                <span className="block whitespace-nowrap">{preferredWhen(r)}</span>
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
        </tbody>
      </table>
    </div>
  );
}
