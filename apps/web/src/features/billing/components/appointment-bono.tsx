import type { Appointment } from '@adiestra/shared';
import { formatDay } from '@/lib/format-day';
import { useBonos } from '../api/get-bonos';
import { BonoWarningBadges } from './bono-badges';
import { bonoForVisit, sessionsLeft } from './bono-for-visit';

/**
 * On an appointment (Citas Confirmadas, the calendar's panel): the client's bono for its service —
 * sessions left, expiry and warnings. One query for every row (all the trainer's bonos).
 */
export function AppointmentBono({ appointment }: { appointment: Appointment }) {
  const bonos = useBonos({});
  const bono = bonos.data
    ? bonoForVisit(bonos.data, { ...appointment, date: appointment.scheduledDate })
    : null;
  if (!bono) return null;
  return (
    <span className="mt-1 block space-y-1 text-xs text-gray-700 dark:text-gray-300">
      <span className="block">
        Bono: {sessionsLeft(bono)} · {bono.expired ? 'caducó' : 'caduca'} el{' '}
        {formatDay(bono.expiresOn)}
      </span>
      <BonoWarningBadges warnings={bono.warnings} />
    </span>
  );
}
