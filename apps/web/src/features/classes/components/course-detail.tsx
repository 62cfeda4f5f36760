import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { todayIn, type CourseEnrolment } from '@adiestra/shared';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { useToast } from '@/components/ui/toast/toast-context';
import { getErrorMessage } from '@/lib/api-error';
import { useCurrentUser } from '@/lib/auth/auth-context';
import { formatLongDay } from '@/lib/format-day';
import { paths } from '@/lib/paths';
import { useCancelCourseEnrolment, useCourse, useEnrolInCourse } from '../api/courses';
import { CourseWaitlist } from './course-waitlist';
import { DogPickerForm } from './dog-picker-form';
import { PlaceMoney } from './place-money';

/**
 * A course opened in the list: its classes (each one's page has the roster and attendance), the
 * dogs enrolled with what they are charged or the bono that pays (decision 0099) and their
 * make-ups, a client's dog enrolled while places are free, and its waiting list.
 * `enrolmentAction` adds the screen's own button to each enrolment (its invoice, issue 30.2).
 */
export function CourseDetail({
  id,
  enrolmentAction,
}: {
  id: string;
  enrolmentAction?: (enrolment: CourseEnrolment) => ReactNode;
}) {
  const course = useCourse(id);
  const cancel = useCancelCourseEnrolment(id);
  const enrol = useEnrolInCourse(id);
  const today = todayIn(useCurrentUser().timeZone);
  const { toast } = useToast();
  const [cancelling, setCancelling] = useState<CourseEnrolment | null>(null);

  if (course.isPending)
    return (
      <div aria-busy="true" aria-label="Cargando curso">
        <Skeleton className="h-24" />
      </div>
    );
  if (course.isError)
    return (
      <Alert variant="error">{getErrorMessage(course.error, 'No se pudo cargar el curso')}</Alert>
    );
  const { classes, enrolments, waitlist } = course.data;
  const live = enrolments.filter((e) => e.status === 'enrolled');
  // Places free in every class to come, less those held for an open offer of the list.
  const toCome = classes.filter((c) => c.status === 'scheduled' && c.date >= today);
  const offered = waitlist.filter((w) => w.status === 'offered').length;
  const free =
    toCome.length === 0 ? 0 : Math.min(...toCome.map((c) => c.places - c.enrolled)) - offered;

  async function confirmCancel() {
    if (!cancelling) return;
    try {
      await cancel.mutateAsync(cancelling.id);
      toast({ variant: 'success', title: 'Inscripción al curso cancelada' });
    } catch (caught) {
      toast({ variant: 'error', title: getErrorMessage(caught, 'No se pudo cancelar') });
    }
    setCancelling(null);
  }

  return (
    <div className="space-y-4 py-2">
      <section aria-label="Clases del curso">
        <h4 className="text-sm font-semibold text-gray-900 dark:text-gray-100">Clases</h4>
        <ol className="mt-1 space-y-1 text-sm">
          {classes.map((c, i) => (
            <li key={c.id}>
              <Link
                className="text-brand-700 underline dark:text-brand-300"
                to={paths.classes.detail.getHref(c.id)}
              >
                {i + 1}. {formatLongDay(c.date)} · {c.time}
              </Link>{' '}
              <span className="text-gray-600 dark:text-gray-300">
                {c.status === 'cancelled' ? 'Cancelada' : `${c.enrolled}/${c.places}`}
              </span>
            </li>
          ))}
        </ol>
      </section>
      <section aria-label="Perros apuntados">
        <h4 className="text-sm font-semibold text-gray-900 dark:text-gray-100">Perros apuntados</h4>
        {live.length === 0 ? (
          <p className="text-sm text-gray-600 dark:text-gray-300">
            Aún no hay perros apuntados. Los clientes se apuntan desde Mi área, o apunta tú a uno.
          </p>
        ) : (
          <ul className="mt-1 divide-y divide-gray-200 dark:divide-gray-800">
            {live.map((e) => {
              const open = e.makeups.filter((m) => !m.makeupClassId).length;
              return (
                <li key={e.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                  <span className="text-sm">
                    <span className="font-medium">{e.dogName}</span> · {e.clientName}
                    {e.classesBought < course.data.classCount
                      ? ` (${e.classesBought} de ${course.data.classCount} clases)`
                      : ''}{' '}
                    <PlaceMoney money={e.money} />
                    {open > 0 ? (
                      <Badge tone="yellow" className="ml-2">
                        {open === 1 ? '1 recuperación' : `${open} recuperaciones`}
                      </Badge>
                    ) : null}
                  </span>
                  <span className="flex flex-wrap gap-2">
                    {enrolmentAction?.(e)}
                    <Button size="sm" variant="secondary" onClick={() => setCancelling(e)}>
                      Cancelar inscripción
                    </Button>
                  </span>
                </li>
              );
            })}
          </ul>
        )}
      </section>
      {free > 0 ? (
        <DogPickerForm
          title="Apuntar un perro al curso"
          submitText="Apuntar al curso"
          doneText="Perro apuntado al curso"
          failureText="No se pudo apuntar al perro"
          isPending={enrol.isPending}
          onSubmit={(input) => enrol.mutateAsync(input)}
        />
      ) : null}
      <CourseWaitlist
        courseId={id}
        entries={waitlist}
        free={free}
        full={toCome.length > 0 && free <= 0}
      />
      <ConfirmDialog
        open={cancelling !== null}
        title="Cancelar inscripción al curso"
        message={`Se liberan las plazas de ${cancelling?.dogName ?? ''} en las clases que quedan y se ofrecen a la lista de espera.`}
        confirmText="Cancelar inscripción"
        cancelText="Volver"
        isLoading={cancel.isPending}
        onConfirm={() => void confirmCancel()}
        onCancel={() => setCancelling(null)}
      />
    </div>
  );
}
