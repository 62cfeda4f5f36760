import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  RABIES_RULES,
  VACCINE_KINDS,
  VACCINE_LABELS,
  VaccinationInputSchema,
  type Region,
  type VaccinationInput,
  type VaccinationInputParsed,
} from '@adiestra/shared';
import { Alert } from '@/components/ui/alert';
import { FormActions } from '@/components/ui/form-actions';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { getErrorMessage } from '@/lib/api-error';
import { applyServerFieldErrors } from '@/lib/form-errors';

const FIELDS = ['kind', 'name', 'givenOn', 'expiresOn'] as const;

/** The default expiry the server applies when "Caduca el" is left empty. */
function expiryHint(kind: VaccinationInput['kind'], region: Region) {
  if (kind !== 'rabies') return 'Vacío: un año después de la vacunación.';
  const rule = RABIES_RULES[region];
  const every = rule.months === 12 ? 'un año' : `${rule.months / 12} años`;
  return `Vacío: ${every} después (norma por defecto de ${rule.label}).`;
}

/** A dose on the dog's record: the vaccine, when it was given and, optionally, its expiry. */
export function VaccinationForm({
  region,
  onSubmit,
  onCancel,
}: {
  region: Region;
  onSubmit: (input: VaccinationInputParsed) => Promise<void>;
  onCancel: () => void;
}) {
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<VaccinationInput, unknown, VaccinationInputParsed>({
    resolver: zodResolver(VaccinationInputSchema),
    defaultValues: { kind: 'rabies', name: '', givenOn: '', expiresOn: '' },
  });
  const kind = useWatch({ control, name: 'kind' });

  async function submit(input: VaccinationInputParsed) {
    setFormError(null);
    try {
      await onSubmit(input);
    } catch (caught) {
      applyServerFieldErrors(caught, setError, FIELDS);
      setFormError(getErrorMessage(caught, 'No se pudo registrar la vacuna'));
    }
  }

  return (
    <form onSubmit={handleSubmit(submit)} noValidate className="space-y-4">
      {formError ? <Alert variant="error">{formError}</Alert> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <Select label="Vacuna" required error={errors.kind?.message} {...register('kind')}>
          {VACCINE_KINDS.map((k) => (
            <option key={k} value={k}>
              {VACCINE_LABELS[k]}
            </option>
          ))}
        </Select>
        {kind === 'other' ? (
          <Input
            label="Nombre de la vacuna"
            required
            error={errors.name?.message}
            {...register('name')}
          />
        ) : null}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <Input
          label="Fecha de vacunación"
          type="date"
          required
          error={errors.givenOn?.message}
          {...register('givenOn')}
        />
        <Input
          label="Caduca el"
          type="date"
          hint={expiryHint(kind, region)}
          error={errors.expiresOn?.message}
          {...register('expiresOn')}
        />
      </div>
      <FormActions onCancel={onCancel} submitting={isSubmitting} submitLabel="Guardar vacuna" />
    </form>
  );
}
