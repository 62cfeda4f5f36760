import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  DOG_SEX_LABELS,
  DOG_SEXES,
  DogInputSchema,
  type Dog,
  type DogInput,
  type DogInputParsed,
} from '@adiestra/shared';
import { Alert } from '@/components/ui/alert';
import { Checkbox } from '@/components/ui/checkbox';
import { FormSection } from '@/components/ui/form-section';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { OwnerCombobox } from '@/components/entity-selectors';
import { Textarea } from '@/components/ui/textarea';
import { getErrorMessage } from '@/lib/api-error';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { Dog as DogIcon } from 'lucide-react';
import { PhotoPicker } from '@/components/photo-picker/photo-picker';
import { track } from '@/lib/analytics';
import { FormActions } from '@/components/ui/form-actions';
import { useUnsavedChanges } from '@/lib/unsaved-changes';

const FIELDS = [
  'name',
  'breed',
  'clientId',
  'birthDate',
  'sex',
  'microchip',
  'vetClinic',
  'vetPhone',
  'allergies',
  'medication',
  'pppLicence',
  'pppLicenceExpires',
  'insurer',
  'insurancePolicy',
  'insuranceExpires',
  'weight',
  'height',
  'notes',
  'photo',
] as const;
const text = (value: number | null | undefined) =>
  value === null || value === undefined ? '' : String(value);

function initialValues(dog: Dog | undefined, clientId: string | undefined): DogInput {
  return {
    name: dog?.name ?? '',
    breed: dog?.breed ?? '',
    clientId: dog?.clientId ?? clientId ?? '',
    birthDate: dog?.birthDate ?? '',
    birthDateApproximate: dog?.birthDateApproximate ?? false,
    sex: dog?.sex ?? null,
    neutered: dog?.neutered ?? false,
    microchip: dog?.microchip ?? '',
    vetClinic: dog?.vetClinic ?? '',
    vetPhone: dog?.vetPhone ?? '',
    allergies: dog?.allergies ?? '',
    medication: dog?.medication ?? '',
    isPpp: dog?.isPpp ?? false,
    pppLicence: dog?.pppLicence ?? '',
    pppLicenceExpires: dog?.pppLicenceExpires ?? '',
    insurer: dog?.insurer ?? '',
    insurancePolicy: dog?.insurancePolicy ?? '',
    insuranceExpires: dog?.insuranceExpires ?? '',
    weight: text(dog?.weight),
    height: text(dog?.height),
    notes: dog?.notes ?? '',
    isActive: dog?.isActive ?? true,
    // Undefined: the photo is sent only when it changes (SPEC §5).
    photo: undefined,
  };
}

export interface DogFormProps {
  dog?: Dog;
  defaultClientId?: string | undefined;
  /** Saves and resolves when done; a rejection's message shows above the form. */
  onSubmit: (input: DogInputParsed) => Promise<void>;
  onCancel: () => void;
  errorFallback: string;
  processImage?: (file: File) => Promise<string>;
}

/**
 * SPEC §5 Dog form: name, breed, owner, state; identification (sex, birth date, microchip); health
 * (vet, allergies, medication); PPP licence and insurance (issue 31); measures, photo and notes.
 */
export function DogForm({
  dog,
  defaultClientId,
  onSubmit,
  onCancel,
  errorFallback,
  processImage,
}: DogFormProps) {
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<DogInput, unknown, DogInputParsed>({
    resolver: zodResolver(DogInputSchema),
    defaultValues: initialValues(dog, defaultClientId),
  });

  const discard = useUnsavedChanges(isDirty && !isSubmitting);

  // Analytics: the form's name and outcome only, never what was typed.
  const formName = dog ? 'dog-edit' : 'dog-new';
  async function submit(input: DogInputParsed) {
    setFormError(null);
    try {
      await onSubmit(input);
      track.formSubmit(formName, 'success');
    } catch (caught) {
      track.formSubmit(formName, 'error');
      applyServerFieldErrors(caught, setError, FIELDS);
      setFormError(getErrorMessage(caught, errorFallback));
    }
  }

  const isPpp = useWatch({ control, name: 'isPpp' });
  const measure = { type: 'number', step: '0.1', min: '0', inputMode: 'decimal' } as const;
  return (
    <form
      onSubmit={handleSubmit(submit, () => track.formSubmit(formName, 'invalid'))}
      noValidate
      className="space-y-6"
    >
      {formError ? <Alert variant="error">{formError}</Alert> : null}
      <FormSection title="Información básica">
        <div className="grid gap-4 sm:grid-cols-2">
          <Input label="Nombre" required error={errors.name?.message} {...register('name')} />
          <Input label="Raza" required error={errors.breed?.message} {...register('breed')} />
        </div>
        <Controller
          control={control}
          name="clientId"
          render={({ field }) => (
            <OwnerCombobox
              {...field}
              label="Propietario"
              required
              placeholder="Selecciona un propietario"
              error={errors.clientId?.message}
              selectedLabel={dog?.client.name}
            />
          )}
        />
        <Checkbox
          label="Perro activo"
          description="Los perros inactivos se ocultan de la lista por defecto."
          {...register('isActive')}
        />
      </FormSection>
      <FormSection title="Identificación">
        <div className="grid gap-4 sm:grid-cols-2">
          <Select
            label="Sexo"
            error={errors.sex?.message}
            {...register('sex', { setValueAs: (v: string | null) => v || null })}
          >
            <option value="">Sin indicar</option>
            {DOG_SEXES.map((sex) => (
              <option key={sex} value={sex}>
                {DOG_SEX_LABELS[sex]}
              </option>
            ))}
          </Select>
          <Input
            label="Fecha de nacimiento"
            type="date"
            error={errors.birthDate?.message}
            {...register('birthDate')}
          />
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <Checkbox label="Esterilizado/a" {...register('neutered')} />
          <Checkbox
            label="Fecha aproximada"
            description="Marca si no se conoce el día exacto (perros adoptados, por ejemplo)."
            {...register('birthDateApproximate')}
          />
        </div>
        <Input
          label="Microchip"
          inputMode="numeric"
          autoComplete="off"
          hint="15 dígitos (ISO 11784)."
          error={errors.microchip?.message}
          {...register('microchip')}
        />
      </FormSection>
      <FormSection title="Salud" description="Opcional. Lo que conviene saber antes de trabajar.">
        <div className="grid gap-4 sm:grid-cols-2">
          <Input
            label="Clínica veterinaria"
            error={errors.vetClinic?.message}
            {...register('vetClinic')}
          />
          <Input
            label="Teléfono del veterinario"
            type="tel"
            inputMode="tel"
            error={errors.vetPhone?.message}
            {...register('vetPhone')}
          />
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <Textarea
            label="Alergias"
            rows={2}
            error={errors.allergies?.message}
            {...register('allergies')}
          />
          <Textarea
            label="Medicación"
            rows={2}
            error={errors.medication?.message}
            {...register('medication')}
          />
        </div>
      </FormSection>
      <FormSection
        title="PPP y seguro"
        description="Perro potencialmente peligroso: licencia del propietario y seguro de responsabilidad civil."
      >
        <Checkbox label="Perro potencialmente peligroso (PPP)" {...register('isPpp')} />
        {isPpp ? (
          <div className="grid gap-4 sm:grid-cols-2">
            <Input
              label="Nº de licencia PPP"
              error={errors.pppLicence?.message}
              {...register('pppLicence')}
            />
            <Input
              label="Caducidad de la licencia"
              type="date"
              error={errors.pppLicenceExpires?.message}
              {...register('pppLicenceExpires')}
            />
          </div>
        ) : null}
        <div className="grid gap-4 sm:grid-cols-3">
          <Input label="Aseguradora" error={errors.insurer?.message} {...register('insurer')} />
          <Input
            label="Nº de póliza"
            error={errors.insurancePolicy?.message}
            {...register('insurancePolicy')}
          />
          <Input
            label="Caducidad del seguro"
            type="date"
            error={errors.insuranceExpires?.message}
            {...register('insuranceExpires')}
          />
        </div>
      </FormSection>
      <FormSection title="Medidas" description="Opcionales. Usa decimales si lo necesitas.">
        <div className="grid gap-4 sm:grid-cols-2">
          <Input
            label="Peso (kg)"
            {...measure}
            error={errors.weight?.message}
            {...register('weight')}
          />
          <Input
            label="Altura (cm)"
            {...measure}
            error={errors.height?.message}
            {...register('height')}
          />
        </div>
      </FormSection>
      <FormSection title="Foto">
        <Controller
          control={control}
          name="photo"
          render={({ field }) => (
            <PhotoPicker
              currentUrl={dog?.photo ?? null}
              value={field.value}
              onChange={field.onChange}
              error={errors.photo?.message}
              placeholderIcon={DogIcon}
              {...(processImage ? { processImage } : {})}
            />
          )}
        />
      </FormSection>
      <FormSection title="Notas">
        <Textarea
          label="Notas"
          hint="Comportamiento, salud, lo que conviene recordar."
          error={errors.notes?.message}
          {...register('notes')}
        />
      </FormSection>
      <FormActions
        onCancel={() => {
          discard();
          onCancel();
        }}
        submitting={isSubmitting}
        submitLabel={dog ? 'Actualizar Perro' : 'Crear Perro'}
      />
    </form>
  );
}
