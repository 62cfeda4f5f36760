import { useState, type ReactNode } from 'react';
import { Plus } from 'lucide-react';
import { classPriceText, type CourseEnrolment } from '@adiestra/shared';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { getErrorMessage } from '@/lib/api-error';
import { formatLongDay } from '@/lib/format-day';
import { useCourses } from '../api/courses';
import { CourseDetail } from './course-detail';
import { CourseFormDialog } from './course-form-dialog';

/**
 * The trainer's courses (decision 0081), each opened in place, and "Nuevo curso";
 * `enrolmentAction` is passed to each course's enrolments (their invoice, decision 0099).
 */
export function CoursesList({
  enrolmentAction,
}: {
  enrolmentAction?: (enrolment: CourseEnrolment) => ReactNode;
} = {}) {
  const courses = useCourses();
  const [creating, setCreating] = useState(false);
  const [openId, setOpenId] = useState<string | null>(null);

  return (
    <Card>
      <CardHeader
        title="Cursos"
        description="Ediciones de varias clases semanales que se venden juntas."
        actions={
          <Button icon={<Plus className="size-4" aria-hidden />} onClick={() => setCreating(true)}>
            Nuevo curso
          </Button>
        }
      />
      <CardContent>
        {courses.isPending ? (
          <div className="space-y-2" aria-busy="true" aria-label="Cargando cursos">
            <Skeleton className="h-14" />
          </div>
        ) : courses.isError ? (
          <Alert variant="error">
            {getErrorMessage(courses.error, 'No se pudieron cargar los cursos')}
          </Alert>
        ) : courses.data.length === 0 ? (
          <EmptyState
            title="Sin cursos"
            description="Crea un curso: un nombre, un servicio en grupo, la primera clase y cuántas semanas."
          />
        ) : (
          <ul className="divide-y divide-gray-200 dark:divide-gray-800">
            {courses.data.map((c) => (
              <li key={c.id} className="py-2">
                <button
                  type="button"
                  aria-expanded={openId === c.id}
                  onClick={() => setOpenId(openId === c.id ? null : c.id)}
                  className="flex w-full items-center justify-between gap-3 rounded-md px-2 py-1 text-left hover:bg-gray-50 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none dark:hover:bg-gray-800"
                >
                  <span className="min-w-0">
                    <span className="block font-medium text-gray-900 dark:text-gray-100">
                      {c.name}
                    </span>
                    <span className="block text-sm text-gray-600 dark:text-gray-300">
                      {c.serviceName} · {c.classCount} clases desde el {formatLongDay(c.firstDate)}{' '}
                      · {c.time} · {classPriceText(c)}
                    </span>
                  </span>
                  <Badge tone={c.enrolled >= c.places ? 'yellow' : 'green'}>
                    <span aria-label={`${c.enrolled} de ${c.places} plazas ocupadas`}>
                      {c.enrolled}/{c.places}
                    </span>
                  </Badge>
                </button>
                {openId === c.id ? (
                  <CourseDetail id={c.id} enrolmentAction={enrolmentAction} />
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </CardContent>
      {creating ? <CourseFormDialog onClose={() => setCreating(false)} /> : null}
    </Card>
  );
}
