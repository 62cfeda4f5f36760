import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
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
import { Select } from '@/components/ui/select';
import { useToast } from '@/components/ui/toast/toast-context';
import { getErrorMessage } from '@/lib/api-error';
import { useCurrentUser } from '@/lib/auth/auth-context';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { useServices } from '@/lib/services-query';
import { useCreateCourse } from '../api/courses';
import { CourseMoneyFields } from './course-money-fields';

/** "Nuevo curso": a named edition of N weekly classes of a group service, sold as one. */
export function CourseFormDialog({ onClose }: { onClose: () => void }) {
  const services = useServices();
  const groupServices = services.data?.filter((s) => s.kind === 'group') ?? [];
  const create = useCreateCourse();
  const { toast } = useToast();
  const today = todayIn(useCurrentUser().timeZone);
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, setError, setValue, formState, control } = useForm<
    CourseFormValues,
    unknown,
    CoursePayload
  >({
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
  const { errors, isSubmitting } = formState;
  const serviceId = useWatch({ control, name: 'serviceId' });

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
        <Select
          label="Servicio en grupo"
          required
          error={errors.serviceId?.message}
          {...register('serviceId', {
            onChange: (event: { target: { value: string } }) => {
              const chosen = groupServices.find((s) => s.id === event.target.value);
              if (chosen) setValue('duration', String(chosen.duration));
            },
          })}
          value={serviceId}
        >
          <option value="">Selecciona un servicio</option>
          {groupServices.map((service) => (
            <option key={service.id} value={service.id}>
              {service.name}
            </option>
          ))}
        </Select>
        <div className="grid grid-cols-2 gap-4 sm:grid-cols-3">
          <Input
            label="Primera clase"
            type="date"
            min={today}
            required
            error={errors.date?.message}
            {...register('date')}
          />
          <Input
            label="Hora"
            type="time"
            required
            error={errors.time?.message}
            {...register('time')}
          />
          <Input
            label="Duración (min)"
            type="number"
            inputMode="numeric"
            required
            error={errors.duration?.message}
            {...register('duration')}
          />
        </div>
        <Input label="Lugar" error={errors.place?.message} {...register('place')} />
        <div className="grid grid-cols-2 gap-4 sm:grid-cols-3">
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
          <Input
            label="Plazas"
            type="number"
            inputMode="numeric"
            required
            error={errors.places?.message}
            {...register('places')}
          />
          <Input
            label="Mínimo de perros"
            type="number"
            inputMode="numeric"
            hint="Opcional"
            error={errors.minPlaces?.message}
            {...register('minPlaces')}
          />
        </div>
        <CourseMoneyFields register={register} errors={errors} control={control} />
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
    </Dialog>
  );
}
