import { CalendarPlus, Lock } from 'lucide-react';
import { Link } from 'react-router';
import { Button, buttonClass } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { formatLongDay } from '@/lib/format-day';
import { newAppointmentHref } from './new-appointment-href';

/** A click on an empty time: a new appointment there, or block that time. */
export function EmptyTimeDialog({
  date,
  time,
  onClose,
  onBlock,
}: {
  date: string;
  time: string;
  onClose: () => void;
  onBlock: () => void;
}) {
  return (
    <Dialog
      open
      onClose={onClose}
      title={`${formatLongDay(date)}, ${time}`}
      description="¿Qué quieres hacer con esta hora?"
    >
      <div className="flex flex-col gap-2 sm:flex-row">
        <Link
          to={newAppointmentHref(date, time)}
          className={buttonClass('primary', 'md')}
          data-autofocus
        >
          <CalendarPlus aria-hidden="true" className="size-4" />
          Nueva cita
        </Link>
        <Button
          variant="secondary"
          onClick={onBlock}
          icon={<Lock aria-hidden="true" className="size-4" />}
        >
          Bloquear
        </Button>
      </div>
    </Dialog>
  );
}
