import type { Appointment } from '@adiestra/shared';
import { AppointmentStatusBadge } from '../status-badges';
import { AppointmentActions, type AppointmentActionProps } from './appointment-actions';
import { appointmentService, appointmentWhen, dogSummary } from './appointment-text';

export interface AppointmentListProps extends Omit<AppointmentActionProps, 'pending'> {
  appointments: Appointment[];
  pending: Record<string, AppointmentActionProps['pending']>;
}

const th =
  'px-3 py-3 text-left text-xs font-semibold tracking-wide whitespace-nowrap text-gray-600 uppercase dark:text-gray-400';
const td = 'px-3 py-3 align-top';

/** Wide screens (lg and up); narrow ones get AppointmentCards. */
export function AppointmentTable({ appointments, pending, ...actions }: AppointmentListProps) {
  return (
    <div className="hidden overflow-x-auto lg:block">
      <table className="w-full text-sm">
        <caption className="sr-only">Citas confirmadas</caption>
        <thead className="border-b border-gray-200 bg-gray-50 dark:border-gray-800 dark:bg-gray-900/60">
          <tr>
            {['Cliente', 'Perro', 'Fecha y hora', 'Servicio', 'Estado'].map((label) => (
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
          {appointments.map((a) => (
            <tr key={a.id} className="hover:bg-gray-50 dark:hover:bg-gray-800/40">
              <th scope="row" className={`${td} text-left font-normal`}>
                <span className="block font-medium text-gray-900 dark:text-gray-50">
                  {a.clientName}
                </span>
                <span className="block text-gray-600 dark:text-gray-400">{a.clientEmail}</span>
                <span className="block text-gray-600 dark:text-gray-400">{a.clientPhone}</span>
              </th>
              <td className={`${td} text-gray-800 dark:text-gray-200`}>{dogSummary(a)}</td>
              <td className={`${td} whitespace-nowrap text-gray-800 dark:text-gray-200`}>
                {appointmentWhen(a)}
              </td>
              <td className={`${td} text-gray-800 dark:text-gray-200`}>
                {appointmentService(a)}
                {a.notes ? (
                  <span className="mt-1 block text-xs text-gray-600 dark:text-gray-400">
                    {a.notes}
                  </span>
                ) : null}
              </td>
              <td className={td}>
                <AppointmentStatusBadge status={a.status} />
              </td>
              <td className={td}>
                <AppointmentActions appointment={a} pending={pending[a.id]} {...actions} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
