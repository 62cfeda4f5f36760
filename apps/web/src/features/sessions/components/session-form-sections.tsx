import { Link } from 'react-router';
import { Controller, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { SESSION_LIMITS, type SessionFormValues, type SessionPayload } from '@adiestra/shared';
import { DogCombobox } from '@/components/entity-selectors';
import { Alert } from '@/components/ui/alert';
import { FormSection } from '@/components/ui/form-section';
import { Input } from '@/components/ui/input';
import { linkClass } from '@/components/ui/link-class';
import { Textarea } from '@/components/ui/textarea';
import { paths } from '@/lib/paths';

interface SectionProps {
  register: UseFormRegister<SessionFormValues>;
  errors: FieldErrors<SessionFormValues>;
}

/** Dog, date and time, duration. */
export function BasicInfoSection({
  register,
  errors,
  control,
  noDogs,
  dogsLoading,
  clientId,
}: SectionProps & {
  control: Control<SessionFormValues, unknown, SessionPayload>;
  noDogs: boolean;
  dogsLoading: boolean;
  /** Only this client's dogs are offered (the form opened from the client's page). */
  clientId?: string | undefined;
}) {
  return (
    <FormSection title="Información básica" description="Qué perro, cuándo y cuánto duró.">
      {noDogs ? (
        <Alert variant="info" title="No hay perros registrados">
          Para registrar una sesión necesitas al menos un perro.{' '}
          <Link to={paths.dogs.new.getHref()} className={linkClass}>
            Añadir un perro
          </Link>
        </Alert>
      ) : null}
      <Controller
        control={control}
        name="dogId"
        render={({ field }) => (
          <DogCombobox
            {...field}
            clientId={clientId}
            label="Perro"
            required
            placeholder={dogsLoading ? 'Cargando perros...' : 'Elige un perro'}
            error={errors.dogId?.message}
          />
        )}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <Input
          label="Fecha y hora"
          type="datetime-local"
          required
          error={errors.date?.message}
          {...register('date')}
        />
        <Input
          label="Duración (minutos)"
          type="number"
          inputMode="numeric"
          min={SESSION_LIMITS.durationMin}
          max={SESSION_LIMITS.durationMax}
          step={1}
          required
          hint={`Entre ${SESSION_LIMITS.durationMin} y ${SESSION_LIMITS.durationMax} minutos.`}
          error={errors.duration?.message}
          {...register('duration')}
        />
      </div>
    </FormSection>
  );
}

/** Objectives and activities. */
export function ContentSection({ register, errors }: SectionProps) {
  return (
    <FormSection
      title="Contenido de la sesión"
      description="Qué se quería conseguir y qué se hizo."
    >
      <Textarea
        label="Objetivos"
        required
        rows={3}
        error={errors.objectives?.message}
        {...register('objectives')}
      />
      <Textarea
        label="Actividades"
        required
        rows={4}
        error={errors.activities?.message}
        {...register('activities')}
      />
    </FormSection>
  );
}

/** Observations, progress and next steps; the rating widget is passed in (it is controlled). */
export function EvaluationSection({
  register,
  errors,
  rating,
}: SectionProps & { rating: React.ReactNode }) {
  return (
    <FormSection title="Observaciones y evaluación" description="Cómo fue y cómo seguir.">
      <Textarea
        label="Observaciones"
        rows={3}
        error={errors.observations?.message}
        {...register('observations')}
      />
      <Input
        label="Progreso (%)"
        type="number"
        inputMode="numeric"
        min={SESSION_LIMITS.progressMin}
        max={SESSION_LIMITS.progressMax}
        step={1}
        hint="Opcional. De 0 a 100."
        error={errors.progress?.message}
        {...register('progress')}
      />
      {rating}
      <Textarea
        label="Próximos pasos"
        rows={3}
        error={errors.nextSteps?.message}
        {...register('nextSteps')}
      />
      <Textarea
        label="Notas privadas"
        rows={2}
        hint="Solo las ves tú: nunca aparecen en el informe del propietario."
        error={errors.privateNotes?.message}
        {...register('privateNotes')}
      />
    </FormSection>
  );
}
