import { PUBLIC_SERVICE_TYPES, SERVICE_TYPE_LABELS } from '@adiestra/shared';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import type { BookingField, BookingValues } from './booking-values';

export interface StepProps {
  values: BookingValues;
  onChange: (field: BookingField, value: string | boolean) => void;
  /** Fields the last failed "Siguiente" flagged; the step's message sits above them. */
  invalid: (field: BookingField) => boolean;
}

/** Step 1: who is asking. */
export function PersonalStep({ values, onChange, invalid }: StepProps) {
  const text = (field: 'clientName' | 'clientEmail' | 'clientPhone') => ({
    value: values[field],
    onChange: (e: { target: { value: string } }) => onChange(field, e.target.value),
    'aria-invalid': invalid(field) || undefined,
    required: true,
  });
  return (
    <div className="space-y-4">
      <Input label="Nombre completo" autoComplete="name" {...text('clientName')} />
      <Input label="Email" type="email" autoComplete="email" {...text('clientEmail')} />
      <Input label="Teléfono" type="tel" autoComplete="tel" {...text('clientPhone')} />
    </div>
  );
}

/** Step 2: the dog and the service wanted. */
export function PetStep({ values, onChange, invalid }: StepProps) {
  const bind = (field: BookingField) => ({
    value: values[field] as string,
    onChange: (e: { target: { value: string } }) => onChange(field, e.target.value),
    'aria-invalid': invalid(field) || undefined,
  });
  return (
    <div className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-3">
        <Input label="Nombre de tu perro" required {...bind('dogName')} />
        <Input label="Raza" {...bind('dogBreed')} />
        <Input
          label="Edad (años)"
          type="number"
          inputMode="numeric"
          min={0}
          max={20}
          step={1}
          {...bind('dogAge')}
        />
      </div>
      <Select label="Servicio" required {...bind('serviceType')}>
        <option value="">Selecciona un servicio</option>
        {PUBLIC_SERVICE_TYPES.map((type) => (
          <option key={type} value={type}>
            {SERVICE_TYPE_LABELS[type]}
          </option>
        ))}
      </Select>
      <Textarea
        label="Cuéntanos qué necesitas"
        rows={3}
        maxLength={1000}
        {...bind('serviceDescription')}
      />
    </div>
  );
}
