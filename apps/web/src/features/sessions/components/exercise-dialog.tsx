import { useState, type SyntheticEvent } from 'react';
import { ExerciseInputSchema, type Exercise } from '@adiestra/shared';
import { PhotoPicker } from '@/components/photo-picker/photo-picker';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { useToast } from '@/components/ui/toast/toast-context';
import { getErrorMessage, isApiError } from '@/lib/api-error';
import { useCreateExercise } from '../api/create-exercise';
import { useUpdateExercise } from '../api/update-exercise';

type Errors = Partial<Record<'name' | 'instructions' | 'videoUrl' | 'photo', string>>;

/** Create or edit one exercise of the library (`exercise` null: a new one). */
export function ExerciseDialog({
  open,
  exercise,
  onClose,
  processImage,
}: {
  open: boolean;
  exercise: Exercise | null;
  onClose: () => void;
  /** Tests replace the browser's downscaling (no canvas in jsdom). */
  processImage?: (file: File) => Promise<string>;
}) {
  const create = useCreateExercise();
  const update = useUpdateExercise();
  const { toast } = useToast();
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  // undefined keeps the current photo, null removes it, a data URL replaces it (as for dogs).
  const [photo, setPhoto] = useState<string | null | undefined>(undefined);
  const pending = create.isPending || update.isPending;

  async function onSubmit(event: SyntheticEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const parsed = ExerciseInputSchema.safeParse({
      name: form.get('name'),
      instructions: form.get('instructions'),
      videoUrl: form.get('videoUrl'),
      ...(photo !== undefined ? { photo } : {}),
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
      close();
    } catch (error) {
      // The server's per-field messages (the photo's, above all) go next to their field.
      if (isApiError(error)) setErrors(error.fieldErrors);
      setFailure(getErrorMessage(error, 'No se pudo guardar el ejercicio'));
    }
  }

  function close() {
    setPhoto(undefined);
    setErrors({});
    setFailure(null);
    onClose();
  }

  return (
    <Dialog
      open={open}
      onClose={close}
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
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium text-gray-900 dark:text-gray-100">
            Foto (opcional)
          </legend>
          <PhotoPicker
            currentUrl={exercise?.photo ?? null}
            value={photo}
            onChange={setPhoto}
            error={errors.photo}
            {...(processImage ? { processImage } : {})}
          />
        </fieldset>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button type="button" variant="secondary" onClick={close}>
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
