import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  CLASS_LIMITS,
  COURSE_LIMITS,
  COURSE_MESSAGES,
  CourseFormSchema,
  todayIn,
  type CourseFormValues,
  type CoursePayload,
} from '@adiestra/shared';
import { Alert } from '@/components/ui/alert';
import { Checkbox } from '@/components/ui/checkbox';
import { Dialog } from '@/components/ui/dialog';
import { FormActions } from '@/components/ui/form-actions';
import { Input } from '@/components/ui/input';
import { useToast } from '@/components/ui/toast/toast-context';
import { getErrorMessage } from '@/lib/api-error';
import { useCurrentUser } from '@/lib/auth/auth-context';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { useCreateCourse } from '../api/courses';
import { useDefaultPlace } from '../api/default-place';
import {
  GroupMoneyFields,
  GroupPlacesFields,
  GroupServiceSelect,
  GroupWhenFields,
} from './group-fields';

/** "Nuevo curso": a named edition of N weekly classes of a group service, sold as one. */
export function CourseFormDialog({ onClose }: { onClose: () => void }) {
  const create = useCreateCourse();
  const { toast } = useToast();
  const today = todayIn(useCurrentUser().timeZone);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<CourseFormValues, unknown, CoursePayload>({
    resolver: zodResolver(CourseFormSchema),
    defaultValues: {
      name: '',
      serviceId: '',
      date: today,
      time: '18:00',
      duration: '60',
      place: '',
      count: '6',
      places: '6',
      minPlaces: '',
      price: '',
      payment: 'price',
      lateJoin: false,
      makeupLimit: '0',
    },
  });
  const { register, handleSubmit, setError, formState } = form;
  const { errors, isSubmitting } = formState;
  useDefaultPlace((place) => {
    if (!form.getFieldState('place').isDirty) form.setValue('place', place);
  });

  async function onSubmit(input: CoursePayload) {
    setFailure(null);
    try {
      await create.mutateAsync(input);
      toast({ variant: 'success', title: COURSE_MESSAGES.created });
      onClose();
    } catch (caught) {
      if (!applyServerFieldErrors(caught, setError, ['name', 'serviceId', 'date', 'time']))
        setFailure(getErrorMessage(caught, 'Error al crear el curso'));
    }
  }

  return (
    <Dialog open onClose={onClose} title="Nuevo curso" dismissible={!isSubmitting}>
      <FormProvider {...form}>
        <form onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-4">
          {failure ? <Alert variant="error">{failure}</Alert> : null}
          <Input
            label="Nombre del curso"
            placeholder="Cachorros, edición de enero"
            required
            data-autofocus
            error={errors.name?.message}
            {...register('name')}
          />
          <GroupServiceSelect />
          <GroupWhenFields dateLabel="Primera clase" today={today} />
          <GroupPlacesFields
            first={
              <Input
                label="Número de clases"
                type="number"
                inputMode="numeric"
                min={COURSE_LIMITS.classesMin}
                max={CLASS_LIMITS.occurrencesMax}
                hint="Una por semana"
                required
                error={errors.count?.message}
                {...register('count')}
              />
            }
          />
          <GroupMoneyFields
            priceLabel="Precio del curso (€, IVA incluido)"
            hint={(payment) =>
              payment === 'price'
                ? 'El curso entero; quien se incorpora tarde paga la parte de las clases que quedan'
                : payment === 'bono_attendance'
                  ? 'Sin bono, cada clase asistida cuesta su parte; vacío: solo con bono'
                  : 'Sin bono se cobra este precio; vacío: solo con bono'
            }
          />
          <div className="grid grid-cols-2 gap-4">
            <Input
              label="Recuperaciones"
              type="number"
              inputMode="numeric"
              min={0}
              max={COURSE_LIMITS.makeupsMax}
              hint="Máximo por perro"
              error={errors.makeupLimit?.message}
              {...register('makeupLimit')}
            />
          </div>
          <Checkbox
            label="Admite perros una vez empezado"
            description="Quien se incorpora tarde paga solo las clases que quedan."
            {...register('lateJoin')}
          />
          <FormActions
            onCancel={onClose}
            submitting={isSubmitting}
            submitLabel="Crear curso"
            inDialog
          />
        </form>
      </FormProvider>
    </Dialog>
  );
}
