import { useState } from 'react';
import { Dumbbell, Pencil, Plus, Trash2 } from 'lucide-react';
import type { Exercise } from '@adiestra/shared';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { linkClass } from '@/components/ui/link-class';
import { Skeleton } from '@/components/ui/skeleton';
import { useToast } from '@/components/ui/toast/toast-context';
import { getErrorMessage } from '@/lib/api-error';
import { useDeleteExercise } from '../api/delete-exercise';
import { useExercises } from '../api/get-exercises';
import { ExerciseDialog } from './exercise-dialog';

/** The trainer's exercise library: the exercises homework is made of. */
export function ExerciseLibrary() {
  const exercises = useExercises();
  const remove = useDeleteExercise();
  const { toast } = useToast();
  const [editing, setEditing] = useState<Exercise | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<Exercise | null>(null);

  const newButton = (
    <Button icon={<Plus className="size-4" aria-hidden="true" />} onClick={() => setEditing(null)}>
      Nuevo ejercicio
    </Button>
  );

  return (
    <div className="space-y-6">
      <div className="flex justify-end">{newButton}</div>
      {exercises.isPending ? (
        <div className="grid gap-4 md:grid-cols-2">
          <Skeleton className="h-32" />
          <Skeleton className="h-32" />
        </div>
      ) : null}
      {exercises.isError ? (
        <Alert variant="error">
          {getErrorMessage(exercises.error, 'Error al cargar los ejercicios')}
        </Alert>
      ) : null}
      {exercises.data?.length === 0 ? (
        <Card>
          <EmptyState
            icon={<Dumbbell className="size-6" aria-hidden="true" />}
            title="Tu biblioteca está vacía"
            description="Crea los ejercicios que sueles mandar como deberes."
            action={newButton}
          />
        </Card>
      ) : null}
      {exercises.data?.length ? (
        <ul className="grid gap-4 md:grid-cols-2">
          {exercises.data.map((exercise) => (
            <li key={exercise.id}>
              <Card className="h-full">
                <CardContent className="flex h-full flex-col gap-2">
                  <div className="flex items-start gap-3">
                    {exercise.photoThumb ? (
                      <img
                        src={exercise.photoThumb}
                        alt=""
                        width={56}
                        height={56}
                        loading="lazy"
                        className="size-14 shrink-0 rounded-lg border border-gray-200 object-cover dark:border-gray-700"
                      />
                    ) : null}
                    <h2 className="text-base font-semibold text-gray-900 dark:text-gray-50">
                      {exercise.name}
                    </h2>
                  </div>
                  {exercise.instructions ? (
                    <p className="text-sm whitespace-pre-line text-gray-700 dark:text-gray-300">
                      {exercise.instructions}
                    </p>
                  ) : (
                    <p className="text-sm text-gray-600 dark:text-gray-400">Sin instrucciones.</p>
                  )}
                  {exercise.videoUrl ? (
                    <a
                      href={exercise.videoUrl}
                      target="_blank"
                      rel="noreferrer noopener"
                      className={linkClass}
                    >
                      Ver vídeo
                    </a>
                  ) : null}
                  <div className="mt-auto flex gap-2 pt-2">
                    <Button
                      size="sm"
                      variant="secondary"
                      icon={<Pencil className="size-4" aria-hidden="true" />}
                      aria-label={`Editar ${exercise.name}`}
                      onClick={() => setEditing(exercise)}
                    >
                      Editar
                    </Button>
                    <Button
                      size="sm"
                      variant="ghost"
                      icon={<Trash2 className="size-4" aria-hidden="true" />}
                      aria-label={`Eliminar ${exercise.name}`}
                      onClick={() => setDeleting(exercise)}
                    >
                      Eliminar
                    </Button>
                  </div>
                </CardContent>
              </Card>
            </li>
          ))}
        </ul>
      ) : null}
      <ExerciseDialog
        open={editing !== undefined}
        exercise={editing ?? null}
        onClose={() => setEditing(undefined)}
      />
      <ConfirmDialog
        open={deleting !== null}
        title="Eliminar ejercicio"
        message={`¿Eliminar «${deleting?.name ?? ''}» de tu biblioteca? Los deberes ya mandados lo conservan.`}
        confirmText="Eliminar"
        variant="danger"
        isLoading={remove.isPending}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => toast({ title: 'Ejercicio eliminado', variant: 'success' }),
            onError: (error) =>
              toast({ title: getErrorMessage(error, 'No se pudo eliminar'), variant: 'error' }),
            onSettled: () => setDeleting(null),
          })
        }
        onCancel={() => setDeleting(null)}
      />
    </div>
  );
}
