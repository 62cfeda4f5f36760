import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  CLASS_EDIT_SCOPES,
  CLASS_EDIT_SCOPE_LABELS,
  ClassEditFormSchema,
  centsToEuros,
  todayIn,
  type ClassEditFormValues,
  type ClassUpdatePayload,
  type GroupClass,
} from '@adiestra/shared';
import { Alert } from '@/components/ui/alert';
import { Dialog } from '@/components/ui/dialog';
import { FormActions } from '@/components/ui/form-actions';
import { useToast } from '@/components/ui/toast/toast-context';
import { getErrorMessage } from '@/lib/api-error';
import { useCurrentUser } from '@/lib/auth/auth-context';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { useUpdateClass } from '../api/update-class';
import { GroupMoneyFields, GroupPlacesFields, GroupWhenFields } from './group-fields';

/** The class as the edit form starts: what it is now. */
const valuesOf = (c: GroupClass): ClassEditFormValues => ({
  date: c.date,
  time: c.time,
  duration: String(c.duration),
  place: c.place ?? '',
  places: String(c.places),
  minPlaces: c.minPlaces === null ? '' : String(c.minPlaces),
  price: c.priceCents === null ? '' : centsToEuros(c.priceCents),
  payment: c.payment,
  withMoney: c.course === null,
  scope: 'one',
});

/**
 * "Editar clase" (issue 45, major 7): the day, time, length, place and places of this class or
 * of this one and the following of its series (a course's classes are one series), and the price
 * of a class sold on its own. The owners with a place are told by the server, with the updated
 * calendar event; fewer places than those taken is refused with nothing changed.
 */
export function EditClassDialog({
  groupClass,
  onClose,
}: {
  groupClass: GroupClass;
  onClose: () => void;
}) {
  const update = useUpdateClass(groupClass.id);
  const { toast } = useToast();
  const today = todayIn(useCurrentUser().timeZone);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<ClassEditFormValues, unknown, ClassUpdatePayload>({
    resolver: zodResolver(ClassEditFormSchema),
    defaultValues: valuesOf(groupClass),
  });
  const { register, handleSubmit, setError, formState } = form;
  const { isSubmitting, errors } = formState;
  const inSeries = groupClass.seriesId !== null;

  async function onSubmit(input: ClassUpdatePayload) {
    setFailure(null);
    try {
      await update.mutateAsync(input);
      toast({
        variant: 'success',
        title:
          input.scope === 'following' ? 'Clase y siguientes actualizadas' : 'Clase actualizada',
        description:
          groupClass.enrolled > 0 ? 'Los dueños con plaza reciben el cambio por email.' : undefined,
      });
      onClose();
    } catch (caught) {
      if (!applyServerFieldErrors(caught, setError, ['date', 'time', 'places', 'scope']))
        setFailure(getErrorMessage(caught, 'Error al guardar la clase'));
    }
  }

  return (
    <Dialog
      open
      onClose={onClose}
      title="Editar clase"
      description={groupClass.course ? `Clase del curso «${groupClass.course.name}»` : undefined}
      dismissible={!isSubmitting}
    >
      <FormProvider {...form}>
        <form onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-4">
          {failure ? <Alert variant="error">{failure}</Alert> : null}
          {inSeries ? (
            <fieldset className="space-y-2">
              <legend className="text-sm font-medium text-gray-900 dark:text-gray-100">
                ¿Qué clases cambian?
              </legend>
              <div className="flex flex-wrap gap-4">
                {CLASS_EDIT_SCOPES.map((scope) => (
                  <label key={scope} className="flex items-center gap-2 text-sm">
                    <input type="radio" value={scope} {...register('scope')} />
                    {CLASS_EDIT_SCOPE_LABELS[scope]}
                  </label>
                ))}
              </div>
              {errors.scope?.message ? (
                <p className="text-sm text-red-700 dark:text-red-400">{errors.scope.message}</p>
              ) : null}
            </fieldset>
          ) : null}
          <GroupWhenFields dateLabel="Fecha" today={today} />
          <GroupPlacesFields />
          {groupClass.course === null ? (
            <GroupMoneyFields
              priceLabel="Precio (€, IVA incluido)"
              hint={(payment) =>
                payment === 'price'
                  ? 'Lo que cuesta una plaza desde ahora'
                  : 'Sin bono se cobra este precio; vacío: solo con bono'
              }
            />
          ) : null}
          {groupClass.enrolled > 0 ? (
            <p className="text-sm text-gray-600 dark:text-gray-400">
              Si cambias el día, la hora, la duración o el lugar, los dueños con plaza reciben un
              email con el calendario actualizado.
            </p>
          ) : null}
          <FormActions
            onCancel={onClose}
            submitting={isSubmitting}
            submitLabel="Guardar cambios"
            inDialog
          />
        </form>
      </FormProvider>
    </Dialog>
  );
}
