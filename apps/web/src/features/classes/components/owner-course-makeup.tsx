import { useState, type SyntheticEvent } from 'react';
import type { OwnerCourse } from '@adiestra/shared';
import { Button } from '@/components/ui/button';
import { Select } from '@/components/ui/select';
import { useToast } from '@/components/ui/toast/toast-context';
import { getErrorMessage } from '@/lib/api-error';
import { formatDay, formatLongDay } from '@/lib/format-day';
import { useBookOwnMakeup } from '../api/owner-course-places';

type Dog = OwnerCourse['dogs'][number];

/**
 * A dog's make-ups (decision 0082): each missed class made up, and while the course's limit
 * allows, a missed class booked again in one of the classes offered for it.
 */
export function OwnerCourseMakeup({
  course,
  dog,
  enrolmentId,
}: {
  course: OwnerCourse;
  dog: Dog;
  enrolmentId: string;
}) {
  const book = useBookOwnMakeup();
  const { toast } = useToast();
  const used = dog.makeups.filter((m) => m.makeupClassId);
  const open = dog.makeups.filter((m) => !m.makeupClassId);
  const [missed, setMissed] = useState('');
  const [classId, setClassId] = useState('');
  const canBook = open.length > 0 && used.length < course.makeupLimit;

  async function submit(event: SyntheticEvent) {
    event.preventDefault();
    const makeup = {
      missedEnrolmentId: missed || open[0]!.missedEnrolmentId,
      classId: classId || course.makeupClasses[0]!.id,
    };
    try {
      toast({
        variant: 'success',
        title: await book.mutateAsync({ courseId: course.id, enrolmentId, makeup }),
      });
    } catch (caught) {
      toast({
        variant: 'error',
        title: getErrorMessage(caught, 'No se pudo reservar la recuperación'),
      });
    }
  }

  return (
    <>
      {used.map((m) => (
        <p key={m.missedEnrolmentId} className="text-sm text-gray-700 dark:text-gray-300">
          La clase del {formatDay(m.missedDate)} se recupera el {formatDay(m.makeupDate ?? '')}.
        </p>
      ))}
      {canBook && course.makeupClasses.length === 0 ? (
        <p className="text-sm text-gray-600 dark:text-gray-400">
          {dog.name} tiene clases por recuperar, pero ahora no hay ninguna clase disponible para
          hacerlo.
        </p>
      ) : null}
      {canBook && course.makeupClasses.length > 0 ? (
        <form
          noValidate
          onSubmit={(event) => void submit(event)}
          aria-label={`Recuperar una clase de ${dog.name}`}
          className="space-y-2 rounded-md bg-gray-50 p-3 dark:bg-gray-900"
        >
          <Select
            label="Clase que se perdió"
            value={missed || open[0]!.missedEnrolmentId}
            onChange={(e) => setMissed(e.target.value)}
          >
            {open.map((m) => (
              <option key={m.missedEnrolmentId} value={m.missedEnrolmentId}>
                {formatDay(m.missedDate)}
              </option>
            ))}
          </Select>
          <Select
            label="Clase en la que recuperarla"
            value={classId || course.makeupClasses[0]!.id}
            onChange={(e) => setClassId(e.target.value)}
          >
            {course.makeupClasses.map((c) => (
              <option key={c.id} value={c.id}>
                {`${formatLongDay(c.date)} · ${c.time}`}
              </option>
            ))}
          </Select>
          <Button type="submit" size="sm" isLoading={book.isPending}>
            Reservar recuperación
          </Button>
        </form>
      ) : null}
    </>
  );
}
