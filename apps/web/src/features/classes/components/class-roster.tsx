import { useState, type ReactNode } from 'react';
import { Check } from 'lucide-react';
import clsx from 'clsx';
import {
  VACCINE_LABELS,
  classPlacesLabel,
  todayIn,
  type ClassDetail,
  type ClassEnrolment,
} from '@adiestra/shared';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { useToast } from '@/components/ui/toast/toast-context';
import { getErrorMessage } from '@/lib/api-error';
import { formatDay } from '@/lib/format-day';
import { useCurrentUser } from '@/lib/auth/auth-context';
import { useCancelEnrolment } from '../api/cancel-enrolment';
import { useMarkAttendance } from '../api/mark-attendance';
import { useEnrolDog } from '../api/enrol-dog';
import { DogPickerForm } from './dog-picker-form';
import { PlaceMoney } from './place-money';

/**
 * A class's roster on the phone: each dog with its owner, phone and notes, a place given up
 * after a confirmation, and the trainer's enrolment of a client's dog while places are left.
 */
export function ClassRoster({
  detail,
  placeAction,
}: {
  detail: ClassDetail;
  /** What the screen adds to a place (its "Emitir factura"), composed by the route. */
  placeAction?: (place: ClassEnrolment) => ReactNode;
}) {
  const { timeZone } = useCurrentUser();
  const [leaving, setLeaving] = useState<ClassEnrolment | null>(null);
  const cancel = useCancelEnrolment(detail.id);
  const { toast } = useToast();
  const open = detail.status === 'scheduled';
  // A place offered to the waiting list is held (decision 0071): it is not free to take.
  const full = detail.enrolled + detail.offered >= detail.places;
  // Attendance is marked from the class's day on (the server says the same).
  const held = open && detail.date <= todayIn(timeZone);
  const attendance = useMarkAttendance(detail.id);

  async function toggle(place: ClassEnrolment) {
    try {
      await attendance.mutateAsync({ enrolmentId: place.id, attended: !place.attended });
    } catch (caught) {
      toast({
        variant: 'error',
        title: getErrorMessage(caught, 'No se pudo marcar la asistencia'),
      });
    }
  }

  async function confirmLeave() {
    if (!leaving) return;
    try {
      await cancel.mutateAsync(leaving.id);
      toast({ variant: 'success', title: `Plaza de ${leaving.dogName} cancelada` });
    } catch (caught) {
      toast({ variant: 'error', title: getErrorMessage(caught, 'No se pudo cancelar la plaza') });
    }
    setLeaving(null);
  }

  return (
    <Card>
      <CardHeader
        title="Perros apuntados"
        description={`${classPlacesLabel(detail)} plazas ocupadas`}
        actions={full ? <Badge tone="yellow">Completa</Badge> : null}
      />
      <CardContent className="space-y-4">
        {detail.roster.length === 0 ? (
          <EmptyState title="Nadie apuntado todavía" />
        ) : (
          <ul
            aria-label="Perros apuntados"
            className="divide-y divide-gray-200 dark:divide-gray-800"
          >
            {detail.roster.map((place) => (
              <li key={place.id} className="flex items-start justify-between gap-3 py-3">
                {held ? (
                  <button
                    type="button"
                    aria-pressed={place.attended}
                    aria-label={`Asistencia de ${place.dogName}`}
                    disabled={attendance.isPending}
                    onClick={() => void toggle(place)}
                    className={clsx(
                      'flex size-11 shrink-0 items-center justify-center rounded-full border-2',
                      'focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none dark:focus-visible:ring-brand-300',
                      place.attended
                        ? 'border-green-700 bg-green-700 text-white'
                        : 'border-gray-400 text-transparent dark:border-gray-500',
                    )}
                  >
                    <Check className="size-6" aria-hidden />
                  </button>
                ) : null}
                <div className="min-w-0 flex-1">
                  <p className="font-medium text-gray-900 dark:text-gray-100">{place.dogName}</p>
                  <p className="text-sm text-gray-600 dark:text-gray-300">
                    {place.clientName}
                    {place.clientPhone ? (
                      <>
                        {' · '}
                        <a className="underline" href={`tel:${place.clientPhone}`}>
                          {place.clientPhone}
                        </a>
                      </>
                    ) : null}
                  </p>
                  {place.dogNotes ? (
                    <p className="mt-1 text-sm text-gray-600 dark:text-gray-300">
                      {place.dogNotes}
                    </p>
                  ) : null}
                  <VaccineAlerts alerts={place.vaccineAlerts} />
                  <div className="mt-1 flex flex-wrap items-center gap-2">
                    <PlaceMoney money={place.money} />
                    {placeAction?.(place)}
                  </div>
                </div>
                {open ? (
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={`Cancelar la plaza de ${place.dogName}`}
                    onClick={() => setLeaving(place)}
                  >
                    Cancelar plaza
                  </Button>
                ) : null}
              </li>
            ))}
          </ul>
        )}
        {open && !full ? <EnrolForm classId={detail.id} /> : null}
        {open && full ? (
          <Alert variant="info">
            La clase está completa: no quedan plazas. Puedes añadir perros a la lista de espera.
          </Alert>
        ) : null}
      </CardContent>
      <ConfirmDialog
        open={leaving !== null}
        title="Cancelar plaza"
        message={leaving ? `¿Cancelar la plaza de ${leaving.dogName} en esta clase?` : ''}
        confirmText="Cancelar plaza"
        cancelText="Volver"
        variant="danger"
        isLoading={cancel.isPending}
        onConfirm={() => void confirmLeave()}
        onCancel={() => setLeaving(null)}
      />
    </Card>
  );
}

/** The enrolment step: a client, then one of their dogs. */
export function EnrolForm({ classId }: { classId: string }) {
  const enrol = useEnrolDog(classId);
  return (
    <DogPickerForm
      title="Apuntar un perro"
      submitText="Apuntar"
      doneText="Perro apuntado a la clase"
      failureText="No se pudo apuntar al perro"
      isPending={enrol.isPending}
      onSubmit={(input) => enrol.mutateAsync(input)}
    />
  );
}

/** "Polivalente", not the diseases it covers: a badge on a phone's roster is short. */
const shortLabel = (kind: ClassEnrolment['vaccineAlerts'][number]['kind']) =>
  VACCINE_LABELS[kind].split(' (')[0];

/** A dose expired by the class's day, or expiring within the warning days of it (issue 31.2). */
function VaccineAlerts({ alerts }: { alerts: ClassEnrolment['vaccineAlerts'] }) {
  if (alerts.length === 0) return null;
  return (
    <ul className="mt-1 flex flex-wrap gap-1" aria-label="Vacunas">
      {alerts.map((dose) => (
        <li key={`${dose.kind}-${dose.name ?? ''}`}>
          <Badge tone={dose.expired ? 'red' : 'yellow'}>
            {dose.kind === 'other' && dose.name ? dose.name : shortLabel(dose.kind)}:{' '}
            {dose.expired ? 'caducada el' : 'caduca el'} {formatDay(dose.expiresOn)}
          </Badge>
        </li>
      ))}
    </ul>
  );
}
