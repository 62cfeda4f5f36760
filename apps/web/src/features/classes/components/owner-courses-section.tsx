import { Alert } from '@/components/ui/alert';
import { Skeleton } from '@/components/ui/skeleton';
import { getErrorMessage } from '@/lib/api-error';
import { useOwnerCourses } from '../api/get-owner-courses';
import { OwnerCourseCard } from './owner-course-card';

/**
 * Mi área's courses (issue 29): the courses of the owner's trainers with a class to come, to
 * enrol a dog or join the waiting list, and those their dogs are in (attendance, cancelling in
 * time, an offered place, make-ups, still listed once over while a make-up is left).
 */
export function OwnerCoursesSection() {
  const courses = useOwnerCourses();
  return (
    <section aria-labelledby="owner-courses" className="mt-10 space-y-4">
      <div>
        <h2 id="owner-courses" className="text-lg font-semibold text-gray-900 dark:text-gray-50">
          Cursos
        </h2>
        <p className="text-sm text-gray-600 dark:text-gray-400">
          Un curso son varias clases que se reservan juntas. Si está completo, apúntate a su lista
          de espera: si se libera una plaza, te la ofrecemos por e-mail.
        </p>
      </div>
      {courses.isPending ? (
        <div aria-busy="true">
          <span className="sr-only">Cargando cursos…</span>
          <Skeleton className="h-32 w-full" />
        </div>
      ) : null}
      {courses.isError ? (
        <Alert variant="error">
          {getErrorMessage(courses.error, 'No se pudieron cargar los cursos')}
        </Alert>
      ) : null}
      {courses.data?.courses.length === 0 ? (
        <p className="text-sm text-gray-600 dark:text-gray-400">
          Ahora mismo no hay cursos programados.
        </p>
      ) : null}
      {courses.data?.courses.map((c) => (
        <OwnerCourseCard key={c.id} course={c} />
      ))}
    </section>
  );
}
