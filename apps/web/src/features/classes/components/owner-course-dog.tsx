import { useState } from 'react';
import { COURSE_MESSAGES, type OwnerCourse, type OwnerCoursePlaceState } from '@adiestra/shared';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { formatDay } from '@/lib/format-day';
import { useCancelOwnCourse, useEnrolOwnDogInCourse } from '../api/owner-course-places';
import {
  useAcceptCourseOffer,
  useJoinOwnCourseWaitlist,
  useLeaveOwnCourseWaitlist,
} from '../api/owner-course-waitlist';
import { OwnerCourseMakeup } from './owner-course-makeup';
import { JoinWaitlistButton, OwnerDogRow, useOwnerAct } from './owner-dog-row';
import { WaitingEntry } from './owner-waitlist-entry';

type Dog = OwnerCourse['dogs'][number];

const PLACE_LABELS: Record<OwnerCoursePlaceState, string> = {
  attended: 'Asistió',
  missed: 'No asistió',
  ended: 'Terminada',
  upcoming: 'Próxima',
};
const PLACE_TONES = {
  attended: 'green',
  missed: 'yellow',
  ended: 'gray',
  upcoming: 'gray',
} as const;

/**
 * What a cancel gives up and keeps (decision 0081): before any of its classes the course is not
 * charged; after, the classes held stay paid and only those to come are freed.
 */
export function cancelCourseMessage(dog: Dog) {
  const held = dog.classes.filter((c) => c.state !== 'upcoming').length;
  const toCome = dog.classes.length - held;
  const freed =
    toCome === 1
      ? 'Se libera su plaza en la clase que queda'
      : `Se liberan sus plazas en las ${toCome} clases que quedan`;
  if (held === 0)
    return `${freed}. Como ${dog.name} aún no ha hecho ninguna clase, el curso no se cobra.`;
  const kept =
    held === 1 ? 'La clase ya hecha sigue pagada' : `Las ${held} clases ya hechas siguen pagadas`;
  return `${freed}. ${kept}: no se devuelven.`;
}

/** One of the owner's dogs and a course: enrolled (its classes), waiting, or free to join. */
export function OwnerCourseDog({ course, dog }: { course: OwnerCourse; dog: Dog }) {
  const enrol = useEnrolOwnDogInCourse();
  const join = useJoinOwnCourseWaitlist();
  const cancel = useCancelOwnCourse();
  const accept = useAcceptCourseOffer();
  const leave = useLeaveOwnCourseWaitlist();
  const [confirming, setConfirming] = useState(false);
  const act = useOwnerAct(() => setConfirming(false));

  if (dog.enrolmentId) {
    const target = { courseId: course.id, enrolmentId: dog.enrolmentId };
    return (
      <li className="space-y-2 py-2">
        <p className="flex items-center gap-2 text-sm text-gray-900 dark:text-gray-100">
          {dog.name} <Badge tone="green">Apuntado al curso</Badge>
        </p>
        <ul aria-label={`Clases de ${dog.name}`} className="space-y-1 text-sm">
          {dog.classes.map((place) => {
            const date = course.classes.find((c) => c.id === place.classId)?.date;
            return (
              <li key={place.classId} className="flex items-center justify-between gap-2">
                <span className="text-gray-700 dark:text-gray-300">
                  {date ? formatDay(date) : ''}
                </span>
                <Badge tone={PLACE_TONES[place.state]}>{PLACE_LABELS[place.state]}</Badge>
              </li>
            );
          })}
        </ul>
        <OwnerCourseMakeup course={course} dog={dog} enrolmentId={dog.enrolmentId} />
        {dog.canCancel ? (
          <Button variant="secondary" size="sm" onClick={() => setConfirming(true)}>
            Cancelar el curso de {dog.name}
          </Button>
        ) : course.remaining > 0 ? (
          <p className="text-xs text-gray-600 dark:text-gray-400">
            Falta poco para la próxima clase: para cancelar, contacta con tu educador.
          </p>
        ) : null}
        <ConfirmDialog
          open={confirming}
          title={`¿Cancelar el curso de ${dog.name}?`}
          message={cancelCourseMessage(dog)}
          confirmText="Cancelar el curso"
          cancelText="Mantener"
          isLoading={cancel.isPending}
          onCancel={() => setConfirming(false)}
          onConfirm={() =>
            void act(() => cancel.mutateAsync(target), 'No se pudo cancelar el curso')
          }
        />
      </li>
    );
  }
  if (dog.waitlist) {
    const target = { courseId: course.id, entryId: dog.waitlist.entryId };
    return (
      <WaitingEntry
        dog={dog}
        entry={dog.waitlist}
        accept={{ run: () => accept.mutateAsync(target), pending: accept.isPending }}
        leave={{ run: () => leave.mutateAsync(target), pending: leave.isPending }}
      />
    );
  }
  const picked = { courseId: course.id, dogId: dog.id };
  return (
    <OwnerDogRow name={dog.name}>
      {!course.open ? null : course.free > 0 && course.enrolment === 'request' ? (
        <p className="text-sm text-gray-600 dark:text-gray-300">{COURSE_MESSAGES.reviewed}</p>
      ) : course.free === 0 ? (
        <JoinWaitlistButton
          name={dog.name}
          pending={join.isPending}
          onClick={() =>
            void act(() => join.mutateAsync(picked), 'No se pudo apuntar a la lista de espera')
          }
        />
      ) : (
        <Button
          size="sm"
          isLoading={enrol.isPending}
          onClick={() => void act(() => enrol.mutateAsync(picked), 'No se pudo apuntar al curso')}
        >
          Apuntar a {dog.name} al curso
        </Button>
      )}
    </OwnerDogRow>
  );
}
