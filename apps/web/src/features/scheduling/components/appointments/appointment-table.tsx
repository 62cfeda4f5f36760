import type { Appointment } from '@adiestra/shared';
import { AppointmentBadges } from '../status-badges';
import { ListTable } from '@/components/list-table';
import { ClientCell, td } from '../list-cells';
import { AppointmentActions, type AppointmentActionProps } from './appointment-actions';
import { LinkStatus } from '../links/link-status';
import { appointmentService, appointmentWhen, dogSummary } from './appointment-text';
import { AppointmentExtraSummary } from './appointment-extras';

export interface AppointmentListProps extends Omit<AppointmentActionProps, 'pending'> {
  appointments: Appointment[];
  pending: Record<string, AppointmentActionProps['pending']>;
  /** 'Vincular' on an appointment not linked to a client and a dog yet. */
  onLink: (appointment: Appointment) => void;
}

/** Wide screens (lg and up); narrow ones get AppointmentCards. */
export function AppointmentTable({
  appointments,
  pending,
  onLink,
  ...actions
}: AppointmentListProps) {
  return (
    <ListTable
      caption="Citas confirmadas"
      columns={['Cliente', 'Perro', 'Fecha y hora', 'Servicio', 'Estado']}
    >
      {appointments.map((a) => (
        <tr key={a.id} className="hover:bg-gray-50 dark:hover:bg-gray-800/40">
          <ClientCell name={a.clientName} email={a.clientEmail} phone={a.clientPhone} />
          <td className={`${td} text-gray-800 dark:text-gray-200`}>
            {dogSummary(a)}
            <LinkStatus appointment={a} onLink={onLink} />
          </td>
          <td className={`${td} whitespace-nowrap text-gray-800 dark:text-gray-200`}>
            {appointmentWhen(a)}
          </td>
          <td className={`${td} text-gray-800 dark:text-gray-200`}>
            {appointmentService(a)}
            {a.visitAddress ? (
              <span className="mt-1 block text-xs text-gray-600 dark:text-gray-400">
                A domicilio: {a.visitAddress}
              </span>
            ) : null}
            {a.notes ? (
              <span className="mt-1 block text-xs text-gray-600 dark:text-gray-400">{a.notes}</span>
            ) : null}
            <AppointmentExtraSummary appointment={a} />
          </td>
          <td className={td}>
            <AppointmentBadges appointment={a} />
          </td>
          <td className={td}>
            <AppointmentActions appointment={a} pending={pending[a.id]} {...actions} />
          </td>
        </tr>
      ))}
    </ListTable>
  );
}
