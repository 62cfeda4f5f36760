import { useCallback, useEffect, useRef, useState } from 'react';
import { CalendarCheck, CircleCheck } from 'lucide-react';
import {
  BOOKING_SENT_TITLE,
  receiptSentText,
  type Educator,
  type PublicClass,
  type PublicCourse,
} from '@adiestra/shared';
import { Alert } from '@/components/ui/alert';
import { Button, buttonClass } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { getErrorMessage } from '@/lib/api-error';
import { formatLongDay } from '@/lib/format-day';
import { shownName } from '../booking-api';
import { getPublicClasses } from './class-booking-api';
import { ClassChoices } from './class-choices';
import { ClassRequestForm, type ClassOffer, type SentClassRequest } from './class-request-form';
import { CourseChoices } from './course-choices';

type ListState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; classes: PublicClass[]; courses: PublicCourse[] };

/**
 * "Clases en grupo" on the booking page (issue 29, decision 0091): the trainer's courses, each
 * sold whole (issue 45, decision 0138), and upcoming classes, a request of a place in one, and
 * what was asked. Loaded only when the visitor opens it.
 */
export default function ClassBooking({ educator }: { educator: Educator }) {
  const [list, setList] = useState<ListState>({ status: 'loading' });
  const [chosen, setChosen] = useState<ClassOffer | null>(null);
  const [result, setResult] = useState<SentClassRequest | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  const fetchList = useCallback(() => {
    getPublicClasses(educator.id).then(
      ({ classes, courses }) => setList({ status: 'ready', classes, courses }),
      (caught: unknown) =>
        setList({
          status: 'error',
          message: getErrorMessage(caught, 'No se pudieron cargar las clases'),
        }),
    );
  }, [educator.id]);
  useEffect(fetchList, [fetchList]);
  const retry = () => {
    setList({ status: 'loading' });
    fetchList();
  };
  // Each change of view says where the visitor is now.
  useEffect(() => heading.current?.focus(), [chosen, result]);

  const withCourses = list.status === 'ready' && list.courses.length > 0;
  const title = result
    ? BOOKING_SENT_TITLE
    : chosen
      ? 'Pide tu plaza'
      : withCourses
        ? 'Elige un curso o una clase'
        : 'Elige una clase';
  return (
    <div className="space-y-4">
      <h3
        ref={heading}
        tabIndex={-1}
        className="text-lg font-semibold text-gray-900 outline-none dark:text-gray-50"
      >
        {title}
      </h3>
      {result ? (
        <div className="space-y-4">
          <p className="flex items-start gap-2 text-sm text-gray-700 dark:text-gray-300">
            <CircleCheck
              aria-hidden="true"
              className="mt-0.5 size-5 shrink-0 text-green-700 dark:text-green-400"
            />
            <span>
              {shownName(educator)} revisará tu solicitud para {result.dogName} en{' '}
              {chosen?.kind === 'course' ? 'el curso ' : ''}
              {result.serviceName} ({chosen?.kind === 'course' ? 'empieza el ' : ''}
              {formatLongDay(result.date)}, {result.time}) y te escribirá para confirmarla.{' '}
              {receiptSentText(result.clientEmail)}
            </span>
          </p>
          <a href="/mi-area" className={buttonClass()}>
            <CalendarCheck aria-hidden="true" className="size-4" />
            Ir a Mi área
          </a>
        </div>
      ) : chosen ? (
        <ClassRequestForm
          educator={educator}
          offer={chosen}
          onBack={() => setChosen(null)}
          onDone={setResult}
        />
      ) : (
        <>
          {list.status === 'loading' ? (
            <div role="status" aria-label="Cargando clases" className="space-y-3">
              <Skeleton className="h-28 w-full" />
              <Skeleton className="h-28 w-full" />
            </div>
          ) : null}
          {list.status === 'error' ? (
            <Alert
              variant="error"
              action={
                <Button variant="secondary" size="sm" onClick={retry}>
                  Reintentar
                </Button>
              }
            >
              {list.message}
            </Alert>
          ) : null}
          {list.status === 'ready' && list.classes.length === 0 && list.courses.length === 0 ? (
            <p className="text-sm text-gray-600 dark:text-gray-400">
              Ahora mismo no hay clases en grupo programadas. Vuelve a mirar más adelante o pide una
              cita arriba.
            </p>
          ) : null}
          {list.status === 'ready' && list.courses.length > 0 ? (
            <section aria-labelledby="booking-courses" className="space-y-3">
              <h4
                id="booking-courses"
                className="text-base font-semibold text-gray-900 dark:text-gray-50"
              >
                Cursos
              </h4>
              <p className="text-sm text-gray-600 dark:text-gray-400">
                Un curso se reserva entero: una solicitud te da plaza en todas sus clases.
              </p>
              <CourseChoices
                courses={list.courses}
                onChoose={(course) => setChosen({ kind: 'course', course })}
              />
            </section>
          ) : null}
          {list.status === 'ready' && list.classes.length > 0 ? (
            <section
              aria-labelledby={withCourses ? 'booking-classes' : undefined}
              className="space-y-3"
            >
              {withCourses ? (
                <h4
                  id="booking-classes"
                  className="text-base font-semibold text-gray-900 dark:text-gray-50"
                >
                  Clases sueltas
                </h4>
              ) : null}
              <ClassChoices
                classes={list.classes}
                onChoose={(groupClass) => setChosen({ kind: 'class', groupClass })}
              />
            </section>
          ) : null}
        </>
      )}
    </div>
  );
}
