import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  CLASS_PAYMENT_LABELS,
  CLASS_PAYMENTS,
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
import { useServices } from '@/lib/services-query';
import { useCreateClass } from '../api/create-class';

/** "Nueva clase": a group service at a date, time and place, once or every week. */
export function ClassFormDialog({ onClose }: { onClose: () => void }) {
  const services = useServices();
  const groupServices = services.data?.filter((s) => s.kind === 'group') ?? [];
  const create = useCreateClass();
  const { toast } = useToast();
  const { timeZone } = useCurrentUser();
  const today = todayIn(timeZone);
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, setError, setValue, formState, control } = useForm<
    ClassFormValues,
    unknown,
    ClassPayload
  >({
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
  const { errors, isSubmitting } = formState;
  const repeatMode = useWatch({ control, name: 'repeatMode' });
  const serviceId = useWatch({ control, name: 'serviceId' });
  const payment = useWatch({ control, name: 'payment' });

  async function onSubmit(input: ClassPayload) {
    setFailure(null);
    try {
      const { classes } = await create.mutateAsync(input);
      toast({
        variant: 'success',
        title: classes.length > 1 ? `${classes.length} clases creadas` : 'Clase creada',
      });
      onClose();
    } catch (caught) {
      if (!applyServerFieldErrors(caught, setError, ['serviceId', 'date', 'time', 'places']))
        setFailure(getErrorMessage(caught, 'Error al crear la clase'));
    }
  }

  return (
    <Dialog open onClose={onClose} title="Nueva clase" dismissible={!isSubmitting}>
      <form onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-4">
        {failure ? <Alert variant="error">{failure}</Alert> : null}
        {services.isSuccess && groupServices.length === 0 ? (
          <Alert variant="info">
            Crea antes un servicio «En grupo» en Servicios: las clases son de un servicio en grupo.
          </Alert>
        ) : null}
        <Select
          label="Servicio en grupo"
          required
          data-autofocus
          error={errors.serviceId?.message}
          {...register('serviceId', {
            onChange: (event: { target: { value: string } }) => {
              const chosen = groupServices.find((s) => s.id === event.target.value);
              if (chosen) setValue('duration', String(chosen.duration));
              // Decision 0084: a class costs its group service's price unless changed here.
              if (chosen)
                setValue(
                  'price',
                  chosen.priceCents === null ? '' : centsToEuros(chosen.priceCents),
                );
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
            label="Fecha"
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
            min={15}
            max={480}
            required
            error={errors.duration?.message}
            {...register('duration')}
          />
        </div>
        <Input label="Lugar" error={errors.place?.message} {...register('place')} />
        <div className="grid grid-cols-2 gap-4">
          <Input
            label="Plazas"
            type="number"
            inputMode="numeric"
            min={1}
            max={50}
            required
            error={errors.places?.message}
            {...register('places')}
          />
          <Input
            label="Mínimo de perros"
            type="number"
            inputMode="numeric"
            min={1}
            hint="Opcional"
            error={errors.minPlaces?.message}
            {...register('minPlaces')}
          />
        </div>
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <Select label="Pago" error={errors.payment?.message} {...register('payment')}>
            {CLASS_PAYMENTS.map((way) => (
              <option key={way} value={way}>
                {CLASS_PAYMENT_LABELS[way]}
              </option>
            ))}
          </Select>
          <Input
            label="Precio (€, IVA incluido)"
            inputMode="decimal"
            required={payment === 'price'}
            hint={
              payment === 'price'
                ? 'El del servicio, si no lo cambias'
                : 'Sin bono se cobra este precio; vacío: solo con bono'
            }
            error={errors.price?.message}
            {...register('price')}
          />
        </div>
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
    </Dialog>
  );
}
