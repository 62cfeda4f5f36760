import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { formatDuration, type AppointmentRequestInput } from '@adiestra/shared';
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
          required
          autoComplete="off"
          error={errors.clientEmail?.message}
          {...register('clientEmail')}
        />
        <Input
          label="Teléfono"
          type="tel"
          required
          autoComplete="off"
          hint="Con prefijo internacional opcional, p. ej. +34 612 345 678"
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
          inputMode="numeric"
          min={0}
          max={20}
          step={1}
          error={errors.dogAge?.message}
          {...register('dogAge')}
        />
      </div>
    </div>
  );
}

/** The trainer's catalogue, the same one the public page offers (issue 18). */
export function ServiceSelect({ register, errors }: SectionProps) {
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
      {...register('serviceId')}
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
