import { CalendarDays, Clock, Euro, MapPin, Users } from 'lucide-react';
import {
  ageRangeLabel,
  classCountText,
  classPriceText,
  freePlacesText,
  type PublicCourse,
} from '@adiestra/shared';
import { Badge } from '@/components/ui/badge';
import { focusRing } from '@/components/ui/focus-ring';
import { formatLongDay } from '@/lib/format-day';

/** "4 clases, del lunes, 5 de enero de 2027 al lunes, 26 de enero de 2027". */
export const courseDatesText = (course: PublicCourse) =>
  `${classCountText(course.classCount)}, del ${formatLongDay(course.firstDate)} al ${formatLongDay(course.lastDate)}`;

/**
 * What the course costs a dog joining now, as one line: "120,00 € por 4 clases" (a late joiner
 * pays the classes left), or how a bono pays it.
 */
export const coursePriceText = (course: PublicCourse) =>
  course.payment === 'price' && course.priceCents !== null
    ? `${classPriceText(course)} por ${classCountText(course.classCount)}`
    : classPriceText(course);

/**
 * One course as the visitor weighs it (issue 45): its name and service, its dates and classes,
 * when and where, its price, places free in every class, ages.
 */
export function CourseSummary({ course }: { course: PublicCourse }) {
  const ages = ageRangeLabel(course);
  const full = course.free === 0;
  const line = 'flex items-center gap-1.5 text-sm text-gray-700 dark:text-gray-300';
  return (
    <span className="flex flex-col gap-1.5 text-start">
      <span className="flex flex-wrap items-center justify-between gap-2">
        <span className="font-semibold text-gray-900 dark:text-gray-50">{course.name}</span>
        <Badge tone={full ? 'gray' : 'green'}>
          {full ? 'Completo' : freePlacesText(course.free)}
        </Badge>
      </span>
      <span className="text-sm text-gray-600 dark:text-gray-400">Curso · {course.serviceName}</span>
      <span className={line}>
        <CalendarDays aria-hidden="true" className="size-4 shrink-0" />
        {courseDatesText(course)}
      </span>
      <span className={line}>
        <Clock aria-hidden="true" className="size-4 shrink-0" />
        {course.time} · {course.duration} min
      </span>
      {course.place ? (
        <span className={line}>
          <MapPin aria-hidden="true" className="size-4 shrink-0" />
          {course.place}
        </span>
      ) : null}
      <span className="flex items-center gap-1.5 text-sm font-medium text-gray-900 dark:text-gray-100">
        <Euro aria-hidden="true" className="size-4 shrink-0" />
        {coursePriceText(course)}
      </span>
      {ages ? (
        <span className={line}>
          <Users aria-hidden="true" className="size-4 shrink-0" />
          Edad del perro: {ages.charAt(0).toLowerCase() + ages.slice(1)}
        </span>
      ) : null}
    </span>
  );
}

/**
 * The courses as a list of choices, like the classes: a course with a place in each class is a
 * button that opens its request form; a full one is shown, marked "Completo".
 */
export function CourseChoices({
  courses,
  onChoose,
}: {
  courses: PublicCourse[];
  onChoose: (course: PublicCourse) => void;
}) {
  return (
    <ul aria-label="Próximos cursos" className="space-y-3">
      {courses.map((course) => {
        const full = course.free === 0;
        const box =
          'w-full rounded-lg border p-4 transition-colors border-gray-200 dark:border-gray-800';
        return (
          <li key={course.id}>
            {full ? (
              <div className={`${box} bg-gray-50 opacity-80 dark:bg-gray-900/60`}>
                <CourseSummary course={course} />
              </div>
            ) : (
              <button
                type="button"
                onClick={() => onChoose(course)}
                aria-label={`Pedir plaza en el curso ${course.name}, ${courseDatesText(course)}, ${coursePriceText(course)}, ${freePlacesText(course.free)}`}
                className={`${box} bg-white hover:border-brand-500 hover:bg-brand-50/40 dark:bg-gray-900 dark:hover:bg-brand-950/40 ${focusRing}`}
              >
                <CourseSummary course={course} />
                <span className="mt-3 block text-sm font-medium text-brand-700 dark:text-brand-300">
                  Pedir plaza en el curso
                </span>
              </button>
            )}
          </li>
        );
      })}
    </ul>
  );
}
