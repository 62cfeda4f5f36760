import { useState } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  CLASS_REPEAT_LABELS,
  centsToEuros,
  CLASS_REPEAT_MODES,
  ClassFormSchema,
  todayIn,
  type ClassFormValues,
  type ClassPayload,
} from '@adiestra/shared';
import { Alert } from '@/components/ui/alert';
import { Dialog } from '@/components/ui/dialog';
import { FormActions } from '@/components/ui/form-actions';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { useToast } from '@/components/ui/toast/toast-context';
import { getErrorMessage } from '@/lib/api-error';
import { useCurrentUser } from '@/lib/auth/auth-context';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { useCreateClass } from '../api/create-class';
import { useDefaultPlace } from '../api/default-place';
import {
  GroupMoneyFields,
  GroupPlacesFields,
  GroupServiceSelect,
  GroupWhenFields,
} from './group-fields';

/** "Nueva clase": a group service at a date, time and place, once or every week. */
export function ClassFormDialog({ onClose }: { onClose: () => void }) {
  const create = useCreateClass();
  const { toast } = useToast();
  const { timeZone } = useCurrentUser();
  const today = todayIn(timeZone);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<ClassFormValues, unknown, ClassPayload>({
    resolver: zodResolver(ClassFormSchema),
    defaultValues: {
      serviceId: '',
      date: today,
      time: '18:00',
      duration: '60',
      place: '',
      places: '6',
      minPlaces: '',
      price: '',
      payment: 'price',
      repeatMode: 'none',
      repeat: { count: '6', until: '' },
    },
  });
  const { register, handleSubmit, setError, setValue, formState, control } = form;
  const { errors, isSubmitting } = formState;
  const repeatMode = useWatch({ control, name: 'repeatMode' });
  useDefaultPlace((place) => {
    if (!form.getFieldState('place').isDirty) form.setValue('place', place);
  });

  async function onSubmit(input: ClassPayload) {
    setFailure(null);
    try {
      const { classes, holidays } = await create.mutateAsync(input);
      // Decision 0150: the classes that fall on holidays are said as they are created.
      toast({
        variant: holidays ? 'info' : 'success',
        title: classes.length > 1 ? `${classes.length} clases creadas` : 'Clase creada',
        ...(holidays ? { description: holidays } : {}),
      });
      onClose();
    } catch (caught) {
      if (!applyServerFieldErrors(caught, setError, ['serviceId', 'date', 'time', 'places']))
        setFailure(getErrorMessage(caught, 'Error al crear la clase'));
    }
  }

  return (
    <Dialog open onClose={onClose} title="Nueva clase" dismissible={!isSubmitting}>
      <FormProvider {...form}>
        <form onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-4">
          {failure ? <Alert variant="error">{failure}</Alert> : null}
          <GroupServiceSelect
            autoFocus
            // Decision 0084: a class costs its group service's price unless changed here.
            onChosen={(chosen) =>
              setValue('price', chosen.priceCents === null ? '' : centsToEuros(chosen.priceCents))
            }
          />
          <GroupWhenFields dateLabel="Fecha" today={today} />
          <GroupPlacesFields />
          <GroupMoneyFields
            priceLabel="Precio (€, IVA incluido)"
            hint={(payment) =>
              payment === 'price'
                ? 'El del servicio, si no lo cambias'
                : 'Sin bono se cobra este precio; vacío: solo con bono'
            }
          />
          <Select label="Repetir" error={errors.repeat?.message} {...register('repeatMode')}>
            {CLASS_REPEAT_MODES.map((mode) => (
              <option key={mode} value={mode}>
                {CLASS_REPEAT_LABELS[mode]}
              </option>
            ))}
          </Select>
          {repeatMode === 'count' ? (
            <Input
              label="Número de clases"
              type="number"
              inputMode="numeric"
              min={2}
              max={52}
              required
              error={errors.repeat?.count?.message}
              {...register('repeat.count')}
            />
          ) : null}
          {repeatMode === 'until' ? (
            <Input
              label="Hasta el día"
              type="date"
              min={today}
              required
              error={errors.repeat?.until?.message}
              {...register('repeat.until')}
            />
          ) : null}
          <FormActions
            onCancel={onClose}
            submitting={isSubmitting}
            submitLabel="Crear clase"
            inDialog
          />
        </form>
      </FormProvider>
    </Dialog>
  );
}
