import { classPriceText, formatCents, type OwnerCourse } from '@adiestra/shared';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { formatLongDay } from '@/lib/format-day';
import { whoGivesIt } from './owner-classes-section';
import { OwnerCourseDog } from './owner-course-dog';

/** "Plazas libres: 4/6" or "Completo": the places free in every class still to come. */
export const coursePlacesLabel = (c: Pick<OwnerCourse, 'free' | 'places'>) =>
  c.free === 0 ? 'Completo' : `Plazas libres: ${c.free}/${c.places}`;

/**
 * What joining costs: the whole price or the bono (decision 0099), or once started the classes
 * left (decision 0081); once over, that only make-ups are left.
 */
export function coursePriceLabel(c: OwnerCourse) {
  // Listed once over only while a dog may still make up a missed class (decision 0082).
  if (c.remaining === 0) return 'Curso terminado: puedes recuperar las clases que faltan.';
  const whole = `${classPriceText(c)} (${c.classCount} clases)`;
  if (!c.started) return `Precio: ${whole}`;
  if (!c.open) return 'Ya ha empezado y no admite incorporaciones.';
  const left = c.remaining === 1 ? 'la clase que queda' : `las ${c.remaining} clases que quedan`;
  if (c.priceNowCents === null) return `Ya ha empezado: puedes apuntarte a ${left} (${whole}).`;
  return `Ya ha empezado: si te apuntas ahora pagas ${formatCents(c.priceNowCents)} por ${left} (curso completo: ${whole}).`;
}

/** A course in Mi área: its classes' dates, places, price and the owner's dogs in it. */
export function OwnerCourseCard({ course }: { course: OwnerCourse }) {
  return (
    <Card>
      <CardHeader
        as="h3"
        title={course.name}
        description={`${course.serviceName} · con ${whoGivesIt(course)}`}
      />
      <CardContent className="space-y-3">
        <div>
          <p className="text-sm text-gray-800 dark:text-gray-200">
            {course.classCount} clases a las {course.time}
            {course.place ? ` · ${course.place}` : ''}
          </p>
          <ol
            aria-label={`Clases de ${course.name}`}
            className="mt-1 list-inside list-decimal text-sm text-gray-700 dark:text-gray-300"
          >
            {course.classes.map((c) => (
              <li key={c.id} className={c.cancelled ? 'line-through' : undefined}>
                {formatLongDay(c.date)}
                {c.cancelled ? <span className="sr-only"> (cancelada)</span> : null}
              </li>
            ))}
          </ol>
        </div>
        <p className="text-sm text-gray-800 dark:text-gray-200">{coursePriceLabel(course)}</p>
        {course.remaining > 0 ? (
          <Badge tone={course.free === 0 ? 'gray' : 'brand'}>{coursePlacesLabel(course)}</Badge>
        ) : null}
        <ul
          aria-label={`Tus perros en ${course.name}`}
          className="divide-y divide-gray-200 dark:divide-gray-800"
        >
          {course.dogs.map((dog) => (
            <OwnerCourseDog key={dog.id} course={course} dog={dog} />
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
