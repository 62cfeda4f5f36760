import { useState, type SyntheticEvent } from 'react';
import { ExerciseInputSchema, type Exercise } from '@adiestra/shared';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { useToast } from '@/components/ui/toast/toast-context';
import { getErrorMessage } from '@/lib/api-error';
import { useCreateExercise } from '../api/create-exercise';
import { useUpdateExercise } from '../api/update-exercise';

type Errors = Partial<Record<'name' | 'instructions' | 'videoUrl', string>>;

/** Create or edit one exercise of the library (`exercise` null: a new one). */
export function ExerciseDialog({
  open,
  exercise,
  onClose,
}: {
  open: boolean;
  exercise: Exercise | null;
  onClose: () => void;
}) {
  const create = useCreateExercise();
  const update = useUpdateExercise();
  const { toast } = useToast();
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const pending = create.isPending || update.isPending;

  async function onSubmit(event: SyntheticEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const parsed = ExerciseInputSchema.safeParse({
      name: form.get('name'),
      instructions: form.get('instructions'),
      videoUrl: form.get('videoUrl'),
    });
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as keyof Errors;
        next[field] ??= issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    setFailure(null);
    try {
      if (exercise) await update.mutateAsync({ id: exercise.id, payload: parsed.data });
      else await create.mutateAsync(parsed.data);
      toast({ title: exercise ? 'Ejercicio actualizado' : 'Ejercicio creado', variant: 'success' });
      onClose();
    } catch (error) {
      setFailure(getErrorMessage(error, 'No se pudo guardar el ejercicio'));
    }
  }

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={exercise ? 'Editar ejercicio' : 'Nuevo ejercicio'}
      description="Lo que escribas aquí es lo que leerá el propietario en sus deberes."
    >
      <form
        key={exercise?.id ?? 'new'}
        onSubmit={(e) => void onSubmit(e)}
        noValidate
        className="space-y-4"
      >
        {failure ? <Alert variant="error">{failure}</Alert> : null}
        <Input
          name="name"
          label="Nombre"
          required
          maxLength={120}
          defaultValue={exercise?.name ?? ''}
          error={errors.name}
        />
        <Textarea
          name="instructions"
          label="Instrucciones"
          rows={5}
          maxLength={3000}
          defaultValue={exercise?.instructions ?? ''}
          error={errors.instructions}
        />
        <Input
          name="videoUrl"
          label="Enlace a un vídeo (opcional)"
          type="url"
          placeholder="https://…"
          defaultValue={exercise?.videoUrl ?? ''}
          error={errors.videoUrl}
        />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button type="button" variant="secondary" onClick={onClose}>
            Cancelar
          </Button>
          <Button type="submit" isLoading={pending}>
            {exercise ? 'Guardar cambios' : 'Crear ejercicio'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
