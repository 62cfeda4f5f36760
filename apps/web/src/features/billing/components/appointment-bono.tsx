import type { Appointment, VisitBono } from '@adiestra/shared';
import { formatDay } from '@/lib/format-day';
import { BonoWarningBadges } from './bono-badges';

/** "quedan 3 de 5", "queda 1 de 5". */
const sessionsLeft = (bono: Pick<VisitBono, 'sessionsRemaining' | 'sessionsTotal'>) =>
  `${bono.sessionsRemaining === 1 ? 'queda' : 'quedan'} ${bono.sessionsRemaining} de ${bono.sessionsTotal}`;

/**
 * On an appointment (Citas Confirmadas, the calendar's panel): the client's bono for its service —
 * sessions left, expiry and warnings — as the server picks it (issue 26: the list and the
 * calendar carry it on each appointment; the browser never chooses a bono itself).
 */
export function AppointmentBono({ appointment }: { appointment: Appointment }) {
  const { bono } = appointment;
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
