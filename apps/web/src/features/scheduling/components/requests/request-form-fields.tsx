import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import {
  INTERNAL_SERVICE_TYPES,
  SERVICE_TYPE_LABELS,
  type AppointmentRequestInput,
} from '@adiestra/shared';
import { FormSection } from '@/components/ui/form-section';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';

interface SectionProps {
  register: UseFormRegister<AppointmentRequestInput>;
  errors: FieldErrors<AppointmentRequestInput>;
}

export function ClientSection({ register, errors }: SectionProps) {
  return (
    <FormSection title="Cliente">
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
    </FormSection>
  );
}

export function DogSection({ register, errors }: SectionProps) {
  return (
    <FormSection title="Perro">
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
    </FormSection>
  );
}

export function ServiceSelect({ register, errors }: SectionProps) {
  return (
    <Select
      label="Tipo de servicio"
      required
      error={errors.serviceType?.message}
      {...register('serviceType')}
    >
      <option value="">Selecciona un servicio</option>
      {INTERNAL_SERVICE_TYPES.map((type) => (
        <option key={type} value={type}>
          {SERVICE_TYPE_LABELS[type]}
        </option>
      ))}
    </Select>
  );
}
