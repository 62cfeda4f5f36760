import type { ReactNode } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { CLASS_PAYMENTS, CLASS_PAYMENT_LABELS, type ClassPayment } from '@adiestra/shared';
import { Alert } from '@/components/ui/alert';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { useServices } from '@/lib/services-query';

/**
 * The fields a class and a course share (issue 29), read from the form around them
 * (`FormProvider`): "Nueva clase" and "Nuevo curso" are the same group service, day, time, place,
 * places and payment; each form adds its own (a series, or the course's name and classes).
 */
interface GroupValues {
  serviceId: string;
  date: string;
  time: string;
  duration: string;
  place: string;
  places: string;
  minPlaces: string;
  price: string;
  payment: ClassPayment;
}

/** The group services to choose from; choosing one sets the duration (and what `onChosen` adds). */
export function GroupServiceSelect({
  autoFocus = false,
  onChosen,
}: {
  autoFocus?: boolean;
  onChosen?: (service: { priceCents: number | null }) => void;
}) {
  const services = useServices();
  const groupServices = services.data?.filter((s) => s.kind === 'group') ?? [];
  const { register, setValue, control, formState } = useFormContext<GroupValues>();
  const serviceId = useWatch({ control, name: 'serviceId' });
  return (
    <>
      {services.isSuccess && groupServices.length === 0 ? (
        <Alert variant="info">
          Crea antes un servicio «En grupo» en Servicios: las clases son de un servicio en grupo.
        </Alert>
      ) : null}
      <Select
        label="Servicio en grupo"
        required
        data-autofocus={autoFocus || undefined}
        error={formState.errors.serviceId?.message}
        {...register('serviceId', {
          onChange: (event: { target: { value: string } }) => {
            const chosen = groupServices.find((s) => s.id === event.target.value);
            if (!chosen) return;
            setValue('duration', String(chosen.duration));
            onChosen?.(chosen);
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
    </>
  );
}

/** The (first) class's day, time and length, then its place. */
export function GroupWhenFields({ dateLabel, today }: { dateLabel: string; today: string }) {
  const { register, formState } = useFormContext<GroupValues>();
  const { errors } = formState;
  return (
    <>
      <div className="grid grid-cols-2 gap-4 sm:grid-cols-3">
        <Input
          label={dateLabel}
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
    </>
  );
}

/** Places and the optional minimum, after what the form puts first in the row (a course's count). */
export function GroupPlacesFields({ first }: { first?: ReactNode }) {
  const { register, formState } = useFormContext<GroupValues>();
  const { errors } = formState;
  return (
    <div className={`grid grid-cols-2 gap-4 ${first ? 'sm:grid-cols-3' : ''}`}>
      {first}
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
  );
}

/**
 * How it is paid (decisions 0084, 0099): its price, or a bono unit per enrolment or per class
 * attended; paid with a bono, the price is what a client without one pays, and left empty it is
 * "solo con bono". `hint` says what the price means for the payment chosen.
 */
export function GroupMoneyFields({
  priceLabel,
  hint,
}: {
  priceLabel: string;
  hint: (payment: ClassPayment) => string;
}) {
  const { register, control, formState } = useFormContext<GroupValues>();
  const { errors } = formState;
  const payment = useWatch({ control, name: 'payment' });
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      <Select label="Pago" error={errors.payment?.message} {...register('payment')}>
        {CLASS_PAYMENTS.map((way) => (
          <option key={way} value={way}>
            {CLASS_PAYMENT_LABELS[way]}
          </option>
        ))}
      </Select>
      <Input
        label={priceLabel}
        inputMode="decimal"
        required={payment === 'price'}
        hint={hint(payment)}
        error={errors.price?.message}
        {...register('price')}
      />
    </div>
  );
}
