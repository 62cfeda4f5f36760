import { AppointmentBadges } from '../status-badges';
import { AppointmentActions } from './appointment-actions';
import type { AppointmentListProps } from './appointment-table';
import { LinkStatus } from '../links/link-status';
import { appointmentService, appointmentWhen, dogSummary } from './appointment-text';
import { AppointmentExtraSummary } from './appointment-extras';

/** Narrow screens: one card per appointment. */
export function AppointmentCards({
  appointments,
  pending,
  onLink,
  ...actions
}: AppointmentListProps) {
  return (
    <ul
      aria-label="Citas confirmadas"
      className="divide-y divide-gray-200 lg:hidden dark:divide-gray-800"
    >
      {appointments.map((a) => (
        <li key={a.id} className="space-y-3 px-4 py-4">
          <div className="flex items-start justify-between gap-3">
            <div className="min-w-0">
              <h3 className="font-medium text-gray-900 dark:text-gray-50">{a.clientName}</h3>
              <p className="text-sm text-gray-700 dark:text-gray-300">{appointmentWhen(a)}</p>
            </div>
            <AppointmentBadges appointment={a} />
          </div>
          <dl className="grid grid-cols-1 gap-2 text-sm sm:grid-cols-2">
            <div>
              <dt className="text-xs text-gray-600 dark:text-gray-400">Perro</dt>
              <dd className="text-gray-800 dark:text-gray-200">
                {dogSummary(a)}
                <LinkStatus appointment={a} onLink={onLink} />
              </dd>
            </div>
            <div>
              <dt className="text-xs text-gray-600 dark:text-gray-400">Servicio</dt>
              <dd className="text-gray-800 dark:text-gray-200">
                {appointmentService(a)}
                <AppointmentExtraSummary appointment={a} />
              </dd>
            </div>
            <div className="min-w-0">
              <dt className="text-xs text-gray-600 dark:text-gray-400">Contacto</dt>
              <dd className="break-words text-gray-800 dark:text-gray-200">
                {a.clientEmail} · {a.clientPhone}
              </dd>
            </div>
            {a.visitAddress ? (
              <div className="min-w-0">
                <dt className="text-xs text-gray-600 dark:text-gray-400">A domicilio</dt>
                <dd className="break-words text-gray-800 dark:text-gray-200">{a.visitAddress}</dd>
              </div>
            ) : null}
            {a.notes ? (
              <div>
                <dt className="text-xs text-gray-600 dark:text-gray-400">Notas</dt>
                <dd className="text-gray-800 dark:text-gray-200">{a.notes}</dd>
              </div>
            ) : null}
          </dl>
          <AppointmentActions appointment={a} pending={pending[a.id]} {...actions} />
        </li>
      ))}
    </ul>
  );
}
