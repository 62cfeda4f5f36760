import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import {
  APPOINTMENT_DURATIONS,
  formatDuration,
  type AppointmentRequestInput,
  type Service,
} from '@adiestra/shared';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { useServices } from '@/lib/services-query';

interface SectionProps {
  register: UseFormRegister<AppointmentRequestInput>;
  errors: FieldErrors<AppointmentRequestInput>;
}

/** A new client's data, typed in ('Cliente nuevo'). */
export function ClientFields({ register, errors }: SectionProps) {
  return (
    <div className="space-y-4 ps-6">
      <Input
        label="Nombre del cliente"
        required
        autoComplete="off"
        error={errors.clientName?.message}
        {...register('clientName')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <Input
          label="Email"
          type="email"
          autoComplete="off"
          error={errors.clientEmail?.message}
          {...register('clientEmail')}
        />
        <Input
          label="Teléfono"
          type="tel"
          autoComplete="off"
          hint="Email o teléfono, al menos uno. Con prefijo internacional opcional, p. ej. +34 612 345 678"
          error={errors.clientPhone?.message}
          {...register('clientPhone')}
        />
      </div>
    </div>
  );
}

/** A new dog's data, typed in ('Perro nuevo'). */
export function DogFields({ register, errors }: SectionProps) {
  return (
    <div className="ps-6">
      <div className="grid gap-4 sm:grid-cols-3">
        <Input
          label="Nombre del perro"
          required
          error={errors.dogName?.message}
          {...register('dogName')}
        />
        <Input label="Raza" error={errors.dogBreed?.message} {...register('dogBreed')} />
        <Input
          label="Edad (años)"
          type="number"
          inputMode="decimal"
          min={0}
          max={20}
          step="any"
          error={errors.dogAge?.message}
          {...register('dogAge')}
        />
      </div>
    </div>
  );
}

/** The usual lengths plus the chosen service's (45, 75…), in order, for the duration select. */
export function durationOptions(current: number): number[] {
  const all = new Set<number>([...APPOINTMENT_DURATIONS, current]);
  return [...all].filter((minutes) => Number.isFinite(minutes)).sort((a, b) => a - b);
}

/**
 * The trainer's catalogue, the same one the public page offers (issue 18). Picking a service
 * hands it to `onPick`, so the form can take its duration.
 */
export function ServiceSelect({
  register,
  errors,
  onPick,
}: SectionProps & { onPick?: (service: Service | undefined) => void }) {
  const services = useServices();
  return (
    <Select
      label="Tipo de servicio"
      required
      disabled={services.isPending}
      error={
        errors.serviceId?.message ??
        (services.isError ? 'No se pudieron cargar los servicios' : undefined)
      }
      {...register('serviceId', {
        onChange: (event: { target: { value: string } }) =>
          onPick?.(services.data?.find((service) => service.id === event.target.value)),
      })}
    >
      <option value="">Selecciona un servicio</option>
      {services.data?.map((service) => (
        <option key={service.id} value={service.id}>
          {service.name} ({formatDuration(service.duration)})
        </option>
      ))}
    </Select>
  );
}
