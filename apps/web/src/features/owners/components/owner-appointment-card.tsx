import { useState } from 'react';
import { CalendarPlus, Clock, X } from 'lucide-react';
import {
  APPOINTMENT_STATUS_LABELS,
  serviceTypeLabel,
  type OwnerAppointment,
  type OwnerTrainer,
} from '@adiestra/shared';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Button, buttonClass } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useToast } from '@/components/ui/toast/toast-context';
import { getErrorMessage } from '@/lib/api-error';
import { useCancelOwnerAppointment } from '../api/cancel-owner-appointment';
import { ChangeTimeDialog } from './change-time-dialog';
import { formatOwnerWhen } from './owner-time';
import { ContactToChange } from './trainer-contact';

function statusBadge(appointment: OwnerAppointment): { tone: BadgeTone; label: string } {
  if (appointment.status === 'CANCELLED') {
    return {
      tone: 'red',
      label: appointment.cancelledBy === 'owner' ? 'Cancelada por ti' : 'Cancelada',
    };
  }
  if (appointment.status === 'COMPLETED') return { tone: 'green', label: 'Completada' };
  if (appointment.isPast) return { tone: 'gray', label: 'Pasada' };
  return { tone: 'brand', label: APPOINTMENT_STATUS_LABELS.SCHEDULED };
}

/** The calendar file: a plain link (the session cookie, or the link's token, opens it). */
const icsHref = (appointmentId: string, link: string | null) =>
  `/api/owner/appointments/${encodeURIComponent(appointmentId)}/calendar.ics${link ? `?token=${link}` : ''}`;

/** One appointment with what the owner can do with it: calendar, cancel, ask for another time. */
export function OwnerAppointmentCard({
  appointment,
  trainer,
  link,
}: {
  appointment: OwnerAppointment;
  trainer: OwnerTrainer;
  link: string | null;
}) {
  const [confirming, setConfirming] = useState(false);
  const [changing, setChanging] = useState(false);
  const cancel = useCancelOwnerAppointment();
  const { toast } = useToast();
  const badge = statusBadge(appointment);
  const upcoming = appointment.status === 'SCHEDULED' && !appointment.isPast;
  const when = formatOwnerWhen(appointment.date, appointment.time, trainer.timeZone);

  async function confirmCancel() {
    try {
      const message = await cancel.mutateAsync({ link, appointmentId: appointment.id });
      toast({ variant: 'success', title: message });
    } catch (caught) {
      toast({ variant: 'error', title: getErrorMessage(caught, 'No se pudo cancelar la cita') });
    } finally {
      setConfirming(false);
    }
  }

  return (
    <li className="rounded-lg border border-gray-200 p-4 dark:border-gray-800">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <p className="font-medium text-gray-900 dark:text-gray-50">{when}</p>
          <p className="mt-1 text-sm text-gray-700 dark:text-gray-300">
            {serviceTypeLabel(appointment.serviceType)} · {appointment.dogName} ·{' '}
            {appointment.duration} min
            {/* In a school, who gives it (decision 0147). */}
            {appointment.givenBy ? ` · con ${appointment.givenBy}` : null}
          </p>
        </div>
        <Badge tone={badge.tone}>{badge.label}</Badge>
      </div>
      {upcoming && appointment.pendingChange ? (
        <p className="mt-3 flex items-center gap-2 text-sm text-gray-700 dark:text-gray-300">
          <Clock aria-hidden="true" className="size-4 shrink-0" />
          Has pedido cambiarla al{' '}
          {formatOwnerWhen(
            appointment.pendingChange.date,
            appointment.pendingChange.time,
            trainer.timeZone,
          )}
          : pendiente de respuesta.
        </p>
      ) : null}
      {upcoming && appointment.rejectedChange ? (
        <p className="mt-3 text-sm text-gray-700 dark:text-gray-300">
          No se pudo cambiar al{' '}
          {formatOwnerWhen(
            appointment.rejectedChange.date,
            appointment.rejectedChange.time,
            trainer.timeZone,
          )}
          {appointment.rejectedChange.reason ? `: ${appointment.rejectedChange.reason}` : '.'}
        </p>
      ) : null}
      {upcoming ? (
        <div className="mt-4 space-y-3">
          <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
            <a
              href={icsHref(appointment.id, link)}
              download
              className={buttonClass('secondary', 'sm')}
            >
              <CalendarPlus aria-hidden="true" className="size-4" />
              Añadir al calendario
            </a>
            {appointment.canChange ? (
              <>
                <Button
                  variant="secondary"
                  size="sm"
                  onClick={() => setChanging(true)}
                  disabled={Boolean(appointment.pendingChange)}
                  icon={<Clock aria-hidden="true" className="size-4" />}
                >
                  Pedir otra hora
                </Button>
                <Button
                  variant="danger"
                  size="sm"
                  onClick={() => setConfirming(true)}
                  icon={<X aria-hidden="true" className="size-4" />}
                >
                  Cancelar cita
                </Button>
              </>
            ) : null}
          </div>
          {appointment.canChange ? null : <ContactToChange trainer={trainer} />}
        </div>
      ) : null}
      <ConfirmDialog
        open={confirming}
        title="¿Cancelar la cita?"
        message={`${when}. La hora quedará libre y avisaremos a ${trainer.businessName ?? trainer.name}.`}
        confirmText="Sí, cancelar la cita"
        cancelText="No, mantenerla"
        isLoading={cancel.isPending}
        onConfirm={() => void confirmCancel()}
        onCancel={() => setConfirming(false)}
      />
      {changing ? (
        <ChangeTimeDialog
          link={link}
          appointment={appointment}
          trainer={trainer}
          onClose={() => setChanging(false)}
        />
      ) : null}
    </li>
  );
}
