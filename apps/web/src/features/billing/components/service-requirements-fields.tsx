import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import {
  CONSENT_KINDS,
  CONSENT_LABELS,
  VACCINE_LABELS,
  type ServiceFormValues,
} from '@adiestra/shared';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';

const GATE_VACCINES = ['rabies', 'polyvalent', 'kennel_cough'] as const;

/**
 * Issue 31.4: what a dog needs to be booked into the service or enrolled in its classes. Booking a
 * dog that lacks it is refused saying what is missing.
 */
export function ServiceRequirementsFields({
  register,
  errors,
}: {
  register: UseFormRegister<ServiceFormValues>;
  errors: FieldErrors<ServiceFormValues>['requirements'];
}) {
  return (
    <fieldset className="space-y-3 rounded-md border border-gray-200 p-3 dark:border-gray-800">
      <legend className="px-1 text-sm font-medium text-gray-800 dark:text-gray-200">
        Requisitos para reservar
      </legend>
      <div role="group" aria-label="Vacunas en vigor" className="space-y-2">
        <p className="text-sm text-gray-700 dark:text-gray-300">
          Vacunas en vigor el día de la cita
        </p>
        {GATE_VACCINES.map((kind) => (
          <Checkbox
            key={kind}
            value={kind}
            label={VACCINE_LABELS[kind]}
            {...register('requirements.vaccines')}
          />
        ))}
      </div>
      <div className="grid grid-cols-2 gap-4">
        <Input
          label="Edad mínima (meses)"
          inputMode="numeric"
          placeholder="Sin mínimo"
          error={errors?.minAgeMonths?.message}
          {...register('requirements.minAgeMonths')}
        />
        <Input
          label="Edad máxima (meses)"
          inputMode="numeric"
          placeholder="Sin máximo"
          error={errors?.maxAgeMonths?.message}
          {...register('requirements.maxAgeMonths')}
        />
      </div>
      <div role="group" aria-label="Documentos aceptados" className="space-y-2">
        <p className="text-sm text-gray-700 dark:text-gray-300">
          Documentos que el cliente debe haber aceptado
        </p>
        {CONSENT_KINDS.map((kind) => (
          <Checkbox
            key={kind}
            value={kind}
            label={CONSENT_LABELS[kind]}
            {...register('requirements.consents')}
          />
        ))}
      </div>
    </fieldset>
  );
}
