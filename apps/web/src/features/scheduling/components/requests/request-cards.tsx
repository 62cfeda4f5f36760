import { serviceTypeLabel } from '@adiestra/shared';
import { dogSummary } from '../appointments/appointment-text';
import { RequestLinkStatus } from '../links/request-link-status';
import { RequestStatusBadge } from '../status-badges';
import { ClassRequestTag, isPlaceRequest } from './class-request-tag';
import { RequestActions } from './request-actions';
import type { RequestListProps } from './requests-table';
import { placeWhen, preferredWhen, sourceLabel } from './request-text';

const dt = 'text-xs text-gray-600 dark:text-gray-400';
const dd = 'text-gray-800 dark:text-gray-200';

/** Narrow screens: one card per request. */
export function RequestCards({ requests, ...actions }: RequestListProps) {
  return (
    <ul
      aria-label="Solicitudes de cita"
      className="divide-y divide-gray-200 lg:hidden dark:divide-gray-800"
    >
      {requests.map((r) => (
        <li key={r.id} className="space-y-3 px-4 py-4">
          <div className="flex items-start justify-between gap-3">
            <div className="min-w-0">
              <h3 className="font-medium text-gray-900 dark:text-gray-50">{r.clientName}</h3>
              <p className="text-sm text-gray-700 dark:text-gray-300">
                {isPlaceRequest(r) ? placeWhen(r) : preferredWhen(r)}
              </p>
            </div>
            <RequestStatusBadge status={r.status} />
          </div>
          <dl className="grid grid-cols-1 gap-2 text-sm sm:grid-cols-2">
            <div>
              <dt className={dt}>Perro</dt>
              <dd className={dd}>
                {dogSummary(r)}
                <RequestLinkStatus request={r} />
              </dd>
            </div>
            <div>
              <dt className={dt}>Servicio</dt>
              <dd className={dd}>
                {serviceTypeLabel(r.serviceType)} <ClassRequestTag request={r} />
              </dd>
            </div>
            <div className="min-w-0">
              <dt className={dt}>Contacto</dt>
              <dd className={`${dd} break-words`}>
                {r.clientEmail} · {r.clientPhone}
              </dd>
            </div>
            <div>
              <dt className={dt}>Origen</dt>
              <dd className={dd}>{sourceLabel(r)}</dd>
            </div>
            {r.visitAddress ? (
              <div className="sm:col-span-2">
                <dt className={dt}>A domicilio</dt>
                <dd className={`${dd} break-words`}>{r.visitAddress}</dd>
              </div>
            ) : null}
            {r.serviceDescription || r.notes ? (
              <div className="sm:col-span-2">
                <dt className={dt}>Detalles</dt>
                <dd className={dd}>
                  {[r.serviceDescription, r.notes].filter(Boolean).join(' · ')}
                </dd>
              </div>
            ) : null}
            {r.rejectionReason ? (
              <div className="sm:col-span-2">
                <dt className={dt}>Motivo del rechazo</dt>
                <dd className={dd}>{r.rejectionReason}</dd>
              </div>
            ) : null}
          </dl>
          <RequestActions request={r} {...actions} />
        </li>
      ))}
    </ul>
  );
}
