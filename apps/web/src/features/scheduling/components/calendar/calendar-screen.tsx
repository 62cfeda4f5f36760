import { useState } from 'react';
import { CalendarPlus, ChevronLeft, ChevronRight, Lock } from 'lucide-react';
import { Link } from 'react-router';
import {
  minutesToTime,
  timeToMinutes,
  type Appointment,
  type CalendarRequest,
} from '@adiestra/shared';
import { Alert } from '@/components/ui/alert';
import { Button, buttonClass } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Dialog } from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { useToast } from '@/components/ui/toast/toast-context';
import { getErrorMessage } from '@/lib/api-error';
import { useCurrentUser } from '@/lib/auth/auth-context';
import { paths } from '@/lib/paths';
import { newAppointmentHref } from './new-appointment-href';
import { useCalendar } from '../../api/get-calendar';
import { useUpdateAppointment } from '../../api/update-appointment';
import { EditAppointmentDialog } from '../appointments/edit-appointment-dialog';
import { useTrainerToday } from '../use-trainer-today';
import { ExceptionFormDialog } from '../weekly-hours/exception-form-dialog';
import { useAnnounceBonoUse } from '@/lib/undo-bono-use';
import { AppointmentDetailsDialog } from './appointment-details-dialog';
import { useServiceColours } from './calendar-colour';
import { CalendarGrid } from './calendar-grid';
import { stepDate, viewDates, type CalendarView } from './calendar-layout';
import { EmptyTimeDialog } from './empty-time-dialog';
import { MoveAppointmentDialog } from './move-appointment-dialog';
import { TrainerFilter } from './trainer-filter';
import { useCalendarView } from './use-calendar-view';
import { useTrainerFilter } from './use-trainer-filter';

const rangeFormat = new Intl.DateTimeFormat('es-ES', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
const utc = (date: string) => new Date(`${date}T00:00:00Z`);

/** What is open on top of the grid. */
type Open =
  | { kind: 'appointment'; appointment: Appointment }
  | { kind: 'move'; appointment: Appointment; target?: { date: string; time: string } }
  | { kind: 'edit'; appointment: Appointment }
  | { kind: 'cancel'; appointment: Appointment }
  | { kind: 'request'; request: CalendarRequest }
  | { kind: 'empty'; date: string; time: string }
  | { kind: 'block'; date: string; time: string }
  | null;

/** The Calendario screen (issue 19): week or day, on the trainer's clock. */
export function CalendarScreen() {
  const today = useTrainerToday();
  const { view, date, go } = useCalendarView(today);
  const dates = viewDates(view, date);
  const filter = useTrainerFilter(useCurrentUser());
  const calendar = useCalendar(dates[0]!, dates.at(-1)!, filter.chosen);
  // A school's calendar: the filter and each block's trainer; one trainer's stays as it was.
  const trainers = calendar.data?.trainers ?? [];
  const school = trainers.length > 1;
  const serviceColours = useServiceColours();
  const [open, setOpen] = useState<Open>(null);
  const update = useUpdateAppointment();
  const { toast } = useToast();
  const announceBonoUse = useAnnounceBonoUse();
  const close = () => setOpen(null);

  async function setStatus(appointment: Appointment, status: 'COMPLETED' | 'CANCELLED') {
    try {
      const saved = await update.mutateAsync({ id: appointment.id, changes: { status } });
      toast({
        variant: 'success',
        title: status === 'COMPLETED' ? 'Cita marcada como completada' : 'Cita cancelada',
      });
      // A completed visit may have used a bono unit (issue 18): say so, with its undo.
      announceBonoUse(saved.bonoUse);
      close();
    } catch (caught) {
      toast({ variant: 'error', title: getErrorMessage(caught, 'Error al cambiar la cita') });
    }
  }

  const title =
    view === 'day'
      ? rangeFormat.format(utc(date))
      : `${rangeFormat.format(utc(dates[0]!))} – ${rangeFormat.format(utc(dates.at(-1)!))}`;
  const nextHour = minutesToTime(
    Math.min(23, Math.floor((calendar.data?.nowMinutes ?? 540) / 60) + 1) * 60,
  );
  const slotDate = dates.includes(today) ? today : dates[0]!;

  return (
    <div className="space-y-4">
      <Toolbar
        view={view}
        title={title}
        onView={(v) => go({ view: v })}
        onToday={() => go({ date: today })}
        onStep={(d) => go({ date: stepDate(view, date, d) })}
        onNewAppointment={newAppointmentHref(slotDate)}
        onBlock={() => setOpen({ kind: 'block', date: slotDate, time: nextHour })}
      />
      {school ? (
        <TrainerFilter trainers={trainers} chosen={filter.chosen} onChange={filter.choose} />
      ) : null}
      <Legend />
      {calendar.isPending ? (
        <div role="status" aria-label="Cargando calendario" className="space-y-2">
          <Skeleton className="h-10 w-full" />
          <Skeleton className="h-96 w-full" />
        </div>
      ) : calendar.isError ? (
        <Alert
          variant="error"
          action={
            <Button size="sm" variant="secondary" onClick={() => void calendar.refetch()}>
              Reintentar
            </Button>
          }
        >
          {getErrorMessage(calendar.error, 'Error al cargar el calendario')}
        </Alert>
      ) : (
        <CalendarGrid
          data={calendar.data}
          dates={dates}
          serviceColours={serviceColours}
          showTrainers={school}
          onOpenAppointment={(appointment) => setOpen({ kind: 'appointment', appointment })}
          onOpenRequest={(request) => setOpen({ kind: 'request', request })}
          onEmptyTime={(d, time) => setOpen({ kind: 'empty', date: d, time })}
          onDropAppointment={(appointment, d, time) =>
            setOpen({ kind: 'move', appointment, target: { date: d, time } })
          }
        />
      )}
      {calendar.data ? (
        <Overlays open={open} busy={update.isPending} setOpen={setOpen} onStatus={setStatus} />
      ) : null}
    </div>
  );
}

function Overlays({
  open,
  busy,
  setOpen,
  onStatus,
}: {
  open: Open;
  busy: boolean;
  setOpen: (open: Open) => void;
  onStatus: (appointment: Appointment, status: 'COMPLETED' | 'CANCELLED') => Promise<void>;
}) {
  const close = () => setOpen(null);
  if (!open) return null;
  switch (open.kind) {
    case 'appointment': {
      const { appointment } = open;
      return (
        <AppointmentDetailsDialog
          appointment={appointment}
          busy={busy}
          onClose={close}
          onMove={() => setOpen({ kind: 'move', appointment })}
          onEdit={() => setOpen({ kind: 'edit', appointment })}
          onStatus={(status) =>
            status === 'CANCELLED'
              ? setOpen({ kind: 'cancel', appointment })
              : void onStatus(appointment, status)
          }
        />
      );
    }
    case 'move':
      return (
        <MoveAppointmentDialog
          appointment={open.appointment}
          target={open.target}
          onClose={close}
        />
      );
    case 'edit':
      return <EditAppointmentDialog appointment={open.appointment} onClose={close} />;
    case 'cancel':
      return (
        <ConfirmDialog
          open
          title="Cancelar cita"
          message={`¿Seguro que quieres cancelar la cita de ${open.appointment.clientName} (${open.appointment.dogName})? Su hora quedará libre.`}
          confirmText="Cancelar cita"
          isLoading={busy}
          onConfirm={() => void onStatus(open.appointment, 'CANCELLED')}
          onCancel={close}
        />
      );
    case 'request':
      return (
        <Dialog
          open
          onClose={close}
          title="Solicitud pendiente"
          description="Aún no es una cita: apruébala o recházala en Solicitudes."
        >
          <p className="text-sm text-gray-900 dark:text-gray-100">
            {open.request.clientName} · {open.request.dogName} ·{' '}
            {open.request.requestedTime ?? 'sin hora preferida'}
          </p>
          <div className="mt-4 flex justify-end">
            <Link to={paths.appointmentRequests.getHref()} className={buttonClass('primary', 'md')}>
              Ir a Solicitudes
            </Link>
          </div>
        </Dialog>
      );
    case 'empty':
      return (
        <EmptyTimeDialog
          date={open.date}
          time={open.time}
          onClose={close}
          onBlock={() => setOpen({ kind: 'block', date: open.date, time: open.time })}
        />
      );
    case 'block': {
      const end = minutesToTime(Math.min(23 * 60 + 59, timeToMinutes(open.time) + 60));
      return (
        <ExceptionFormDialog
          title="Bloquear horario"
          initial={{ kind: 'CLOSED', startDate: open.date, startTime: open.time, endTime: end }}
          onClose={close}
        />
      );
    }
  }
}

function Toolbar({
  view,
  title,
  onView,
  onToday,
  onStep,
  onNewAppointment,
  onBlock,
}: {
  view: CalendarView;
  title: string;
  onView: (view: CalendarView) => void;
  onToday: () => void;
  onStep: (direction: 1 | -1) => void;
  onNewAppointment: string;
  onBlock: () => void;
}) {
  const unit = view === 'week' ? 'semana' : 'día';
  return (
    <div className="flex flex-wrap items-center gap-2">
      <div className="flex items-center gap-1">
        <Button variant="secondary" size="sm" onClick={onToday}>
          Hoy
        </Button>
        <Button
          variant="ghost"
          size="icon"
          aria-label={`${unit === 'semana' ? 'Semana' : 'Día'} anterior`}
          onClick={() => onStep(-1)}
          icon={<ChevronLeft aria-hidden="true" className="size-5" />}
        />
        <Button
          variant="ghost"
          size="icon"
          aria-label={`${unit === 'semana' ? 'Semana' : 'Día'} siguiente`}
          onClick={() => onStep(1)}
          icon={<ChevronRight aria-hidden="true" className="size-5" />}
        />
      </div>
      <h2 aria-live="polite" className="text-base font-semibold text-gray-900 dark:text-gray-50">
        {title}
      </h2>
      <div className="ml-auto flex flex-wrap items-center gap-2">
        <div
          role="group"
          aria-label="Vista"
          className="flex rounded-lg border border-gray-300 p-0.5 dark:border-gray-700"
        >
          {(['week', 'day'] as const).map((v) => (
            <button
              key={v}
              type="button"
              aria-pressed={view === v}
              onClick={() => onView(v)}
              className={
                view === v
                  ? 'rounded-md bg-brand-700 px-3 py-1 text-sm font-medium text-white dark:bg-brand-300 dark:text-gray-950'
                  : 'rounded-md px-3 py-1 text-sm font-medium text-gray-800 dark:text-gray-200'
              }
            >
              {v === 'week' ? 'Semana' : 'Día'}
            </button>
          ))}
        </div>
        <Link to={onNewAppointment} className={buttonClass('primary', 'sm')}>
          <CalendarPlus aria-hidden="true" className="size-4" />
          Nueva cita
        </Link>
        <Button
          variant="secondary"
          size="sm"
          onClick={onBlock}
          icon={<Lock aria-hidden="true" className="size-4" />}
        >
          Bloquear
        </Button>
      </div>
    </div>
  );
}

function Legend() {
  const item = 'flex items-center gap-1.5';
  const swatch = 'inline-block size-3 rounded-sm border';
  return (
    <ul
      aria-label="Leyenda"
      className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-gray-700 dark:text-gray-300"
    >
      <li className={item}>
        <span
          aria-hidden="true"
          className={`${swatch} border-gray-300 bg-white dark:border-gray-700 dark:bg-gray-900`}
        />
        Horario de atención
      </li>
      <li className={item}>
        <span
          aria-hidden="true"
          className={`${swatch} border-gray-300 bg-gray-100 dark:border-gray-700 dark:bg-gray-950`}
        />
        Fuera de horario
      </li>
      <li className={item}>
        <span
          aria-hidden="true"
          className={`${swatch} border-red-300 bg-red-200 dark:border-red-800 dark:bg-red-950`}
        />
        Bloqueado
      </li>
      <li className={item}>
        <span
          aria-hidden="true"
          className={`${swatch} border-brand-700 bg-brand-100 dark:bg-brand-900`}
        />
        Programada
      </li>
      <li className={item}>
        <span
          aria-hidden="true"
          className={`${swatch} border-green-700 bg-green-100 dark:bg-green-900`}
        />
        Completada
      </li>
      <li className={item}>
        <span
          aria-hidden="true"
          className={`${swatch} border-dashed border-amber-700 bg-amber-50 dark:bg-amber-950`}
        />
        Solicitud pendiente
      </li>
      <li className={item}>
        <span
          aria-hidden="true"
          className={`${swatch} border-violet-600 bg-violet-50 dark:border-violet-300 dark:bg-violet-950`}
        />
        Clase en grupo
      </li>
    </ul>
  );
}
