import { formatDuration, formatPrice, type PublicService } from '@adiestra/shared';
import { Alert } from '@/components/ui/alert';
import { DogAgeInput } from '@/components/ui/dog-age-input';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import type { BookingField, BookingValues } from './booking-values';
import type { ServicesState } from './use-services';

export interface StepProps {
  values: BookingValues;
  onChange: (field: BookingField, value: string | boolean) => void;
  /** Fields the last failed "Siguiente" flagged; the step's message sits above them. */
  invalid: (field: BookingField) => boolean;
}

/** Step 1: who is asking, and an e-mail or a phone to answer to (issue 45: one is enough). */
export function PersonalStep({ values, onChange, invalid }: StepProps) {
  const text = (field: 'clientName' | 'clientEmail' | 'clientPhone') => ({
    value: values[field],
    onChange: (e: { target: { value: string } }) => onChange(field, e.target.value),
    'aria-invalid': invalid(field) || undefined,
  });
  return (
    <div className="space-y-4">
      <Input label="Nombre completo" autoComplete="name" required {...text('clientName')} />
      <Input
        label="Email"
        type="email"
        autoComplete="email"
        hint="Email o teléfono: basta con uno."
        {...text('clientEmail')}
      />
      <Input label="Teléfono" type="tel" autoComplete="tel" {...text('clientPhone')} />
    </div>
  );
}

/**
 * What the chosen service lasts and costs, under the one list of services (issue 45: a second
 * list above it named every service twice).
 */
function serviceHint(services: ServicesState, id: string) {
  if (services.status !== 'ready') return undefined;
  const service = services.list.find((s) => s.id === id);
  if (!service) return 'Duración y precio (IVA incluido) al elegirlo.';
  return (
    <>
      <span className="tabular-nums">
        {formatDuration(service.duration)} · {formatPrice(service.priceCents)}
      </span>
      {service.description ? <span className="block">{service.description}</span> : null}
    </>
  );
}

/** The dog's name, breed and age: step 2's, and a group class's request (issue 29). */
export function DogFields({ values, onChange, invalid }: StepProps) {
  const bind = (field: 'dogName' | 'dogBreed') => ({
    value: values[field],
    onChange: (e: { target: { value: string } }) => onChange(field, e.target.value),
    'aria-invalid': invalid(field) || undefined,
  });
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      <Input label="Nombre de tu perro" required {...bind('dogName')} />
      <Input label="Raza" {...bind('dogBreed')} />
      <DogAgeInput
        value={values.dogAge}
        onChange={(age) => onChange('dogAge', age)}
        invalid={invalid('dogAge')}
      />
    </div>
  );
}

/**
 * Who gives the chosen service (decision 0139), when there is a choice: "Cualquiera" (the
 * default, everyone's free times) or one of them by name.
 */
function TrainerChoice({
  trainers,
  value,
  onChange,
}: {
  trainers: PublicService['trainers'];
  value: string;
  onChange: (trainerId: string) => void;
}) {
  if (trainers.length < 2) return null;
  return (
    <Select
      label="Adiestrador"
      // Only "Cualquiera" needs saying who it will be; a name says it already.
      hint={value ? undefined : 'El primero libre con hueco a esa hora.'}
      value={value}
      onChange={(e) => onChange(e.target.value)}
    >
      {/* Shared's ANY_TRAINER_LABEL sits beside zod schemas, which this page loads only later. */}
      <option value="">Cualquiera</option>
      {trainers.map((trainer) => (
        <option key={trainer.trainerId} value={trainer.trainerId}>
          {trainer.name}
        </option>
      ))}
    </Select>
  );
}

/** Step 2: the dog, the service wanted and, when several give it, who. */
export function PetStep({
  values,
  onChange,
  invalid,
  services,
  trainers,
}: StepProps & { services: ServicesState; trainers: PublicService['trainers'] }) {
  const bind = (field: BookingField) => ({
    value: values[field] as string,
    onChange: (e: { target: { value: string } }) => onChange(field, e.target.value),
    'aria-invalid': invalid(field) || undefined,
  });
  return (
    <div className="space-y-4">
      <DogFields values={values} onChange={onChange} invalid={invalid} />
      {services.status === 'error' ? <Alert variant="error">{services.message}</Alert> : null}
      <Select
        label="Servicio"
        required
        hint={serviceHint(services, values.serviceId)}
        {...bind('serviceId')}
      >
        <option value="">Selecciona un servicio</option>
        {services.status === 'ready'
          ? services.list.map((service) => (
              <option key={service.id} value={service.id}>
                {service.name}
              </option>
            ))
          : null}
      </Select>
      <TrainerChoice
        trainers={trainers}
        value={values.trainerId}
        onChange={(trainerId) => onChange('trainerId', trainerId)}
      />
      <Textarea
        label="Cuéntanos qué necesitas"
        rows={3}
        maxLength={1000}
        {...bind('serviceDescription')}
      />
    </div>
  );
}
