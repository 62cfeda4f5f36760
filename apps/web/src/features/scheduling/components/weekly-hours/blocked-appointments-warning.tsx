import { TriangleAlert } from 'lucide-react';
import type { Appointment } from '@adiestra/shared';
import { Checkbox } from '@/components/ui/checkbox';
import { appointmentService, appointmentWhen } from '../appointments/appointment-text';

/**
 * Issue 27: before a closure is saved over confirmed appointments, the dialog lists them and
 * offers to tell their owners. The appointments themselves stay as they are.
 */
export function BlockedAppointmentsWarning({
  appointments,
  notify,
  onNotify,
}: {
  appointments: Appointment[];
  notify: boolean;
  onNotify: (notify: boolean) => void;
}) {
  const count = appointments.length;
  const withoutEmail = appointments.filter((a) => !a.clientEmail).length;
  return (
    <section
      aria-labelledby="blocked-appointments"
      className="space-y-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm dark:border-amber-700 dark:bg-amber-950/40"
    >
      <h3
        id="blocked-appointments"
        className="flex items-center gap-2 font-semibold text-amber-900 dark:text-amber-100"
      >
        <TriangleAlert aria-hidden="true" className="size-4 shrink-0" />
        {count === 1
          ? 'Este bloqueo coincide con una cita confirmada'
          : `Este bloqueo coincide con ${count} citas confirmadas`}
      </h3>
      <ul aria-label="Citas confirmadas en este horario" className="space-y-1">
        {appointments.map((a) => (
          <li key={a.id} className="text-gray-800 dark:text-gray-200">
            <span className="font-medium">{appointmentWhen(a)}</span> · {a.clientName} · {a.dogName}{' '}
            · {appointmentService(a)}
            {a.clientEmail ? null : ' (sin email)'}
          </li>
        ))}
      </ul>
      <p className="text-gray-700 dark:text-gray-300">
        Las citas no se cancelan: siguen en tu agenda hasta que las muevas o las canceles.
      </p>
      <Checkbox
        label="Avisar por email a los dueños"
        description={
          withoutEmail > 0
            ? 'Les diremos que no estarás disponible y que te pondrás en contacto. Quien no tiene email no recibirá el aviso.'
            : 'Les diremos que no estarás disponible y que te pondrás en contacto para cambiar la hora.'
        }
        checked={notify}
        onChange={(e) => onNotify(e.target.checked)}
      />
    </section>
  );
}
