import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { CourseEnrolment } from '@adiestra/shared';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { useToast } from '@/components/ui/toast/toast-context';
import { getErrorMessage } from '@/lib/api-error';
import { formatLongDay } from '@/lib/format-day';
import { paths } from '@/lib/paths';
import { useCancelCourseEnrolment, useCourse } from '../api/courses';
import { PlaceMoney } from './place-money';

/**
 * A course opened in the list: its classes (each one's page has the roster and attendance), the
 * dogs enrolled with what they are charged or the bono that pays (decision 0099) and their
 * make-ups, and its waiting list. `enrolmentAction` adds the screen's own button to each
 * enrolment (its invoice, issue 30.2).
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
            Aún no hay perros apuntados. Los clientes se apuntan desde Mi área.
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
      <section aria-label="Lista de espera del curso">
        <h4 className="text-sm font-semibold text-gray-900 dark:text-gray-100">Lista de espera</h4>
        {waitlist.length === 0 ? (
          <p className="text-sm text-gray-600 dark:text-gray-300">Nadie en lista de espera.</p>
        ) : (
          <ol className="mt-1 space-y-1 text-sm">
            {waitlist.map((w, i) => (
              <li key={w.id}>
                {i + 1}. {w.dogName} · {w.clientName}
                {w.status === 'offered' ? (
                  <Badge tone="green" className="ml-2">
                    Plaza ofrecida
                  </Badge>
                ) : null}
              </li>
            ))}
          </ol>
        )}
      </section>
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
