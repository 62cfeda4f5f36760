import { Link } from 'react-router';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { SESSION_LIMITS, type SessionFormValues } from '@adiestra/shared';
import { Alert } from '@/components/ui/alert';
import { FormSection } from '@/components/ui/form-section';
import { Input } from '@/components/ui/input';
import { linkClass } from '@/components/ui/link-class';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { paths } from '@/lib/paths';
import type { DogOption } from '../api/get-dog-options';

interface SectionProps {
  register: UseFormRegister<SessionFormValues>;
  errors: FieldErrors<SessionFormValues>;
}

/** Dog, date and time, duration. */
export function BasicInfoSection({
  register,
  errors,
  dogs,
  dogsLoading,
}: SectionProps & { dogs: DogOption[]; dogsLoading: boolean }) {
  return (
    <FormSection title="Información básica" description="Qué perro, cuándo y cuánto duró.">
      {!dogsLoading && dogs.length === 0 ? (
        <Alert variant="info" title="No hay perros registrados">
          Para registrar una sesión necesitas al menos un perro.{' '}
          <Link to={paths.dogs.new.getHref()} className={linkClass}>
            Añadir un perro
          </Link>
        </Alert>
      ) : null}
      {/* Remounted once the dogs arrive, so the preselected dog shows in the new options. */}
      <Select
        key={dogsLoading ? 'loading' : 'ready'}
        label="Perro"
        required
        disabled={dogsLoading}
        error={errors.dogId?.message}
        {...register('dogId')}
      >
        <option value="">{dogsLoading ? 'Cargando perros...' : 'Elige un perro'}</option>
        {dogs.map((dog) => (
          <option key={dog.id} value={dog.id}>
            {dog.name} ({dog.breed}) · {dog.client.firstName} {dog.client.lastName}
          </option>
        ))}
      </Select>
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
    </FormSection>
  );
}
