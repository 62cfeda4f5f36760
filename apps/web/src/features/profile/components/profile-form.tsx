import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  ProfileUpdateSchema,
  SPANISH_TIME_ZONES,
  type ProfileUpdate,
  type User,
} from '@adiestra/shared';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { getErrorMessage } from '@/lib/api-error';
import { useAuth } from '@/lib/auth/auth-context';
import { applyServerFieldErrors, clearOnEdit } from '@/lib/form-errors';
import { track } from '@/lib/analytics';
import { useUpdateProfile, type ProfileChanges } from '../api/update-profile';
import { useUnsavedChanges } from '@/lib/unsaved-changes';

const SUCCESS_MESSAGE = 'Perfil actualizado exitosamente';

type SaveState = { status: 'idle' } | { status: 'success' } | { status: 'error'; message: string };

/**
 * Email read-only; first name, last name and phone editable (SPEC §2 Profile settings), and the
 * time zone the schedule is read in (DESIGN §5).
 */
export function ProfileForm({ profile }: { profile: User }) {
  const { updateUser } = useAuth();
  const updateProfile = useUpdateProfile();
  const [saveState, setSaveState] = useState<SaveState>({ status: 'idle' });
  const {
    register,
    handleSubmit,
    clearErrors,
    setError,
    reset,
    getValues,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<ProfileUpdate, unknown, ProfileChanges>({
    resolver: zodResolver(ProfileUpdateSchema),
    reValidateMode: 'onSubmit',
    defaultValues: {
      firstName: profile.firstName,
      lastName: profile.lastName,
      phone: profile.phone ?? '',
      timeZone: profile.timeZone,
    },
  });
  // A zone set elsewhere (through the API) stays selectable rather than silently replaced.
  const zones: { value: string; label: string }[] = SPANISH_TIME_ZONES.some(
    (zone) => zone.value === profile.timeZone,
  )
    ? [...SPANISH_TIME_ZONES]
    : [...SPANISH_TIME_ZONES, { value: profile.timeZone, label: profile.timeZone }];

  useUnsavedChanges(isDirty && !isSubmitting);

  const editClears = clearOnEdit(clearErrors, () => setSaveState({ status: 'idle' }));

  async function onSubmit(values: ProfileChanges) {
    setSaveState({ status: 'idle' });
    try {
      const { user } = await updateProfile.mutateAsync(values);
      // The top bar and storage show the new name at once.
      updateUser(user);
      reset(getValues());
      setSaveState({ status: 'success' });
      track.formSubmit('profile', 'success');
    } catch (caught) {
      track.formSubmit('profile', 'error');
      applyServerFieldErrors(caught, setError, ['firstName', 'lastName', 'phone', 'timeZone']);
      setSaveState({
        status: 'error',
        message: getErrorMessage(caught, 'Error al actualizar el perfil'),
      });
    }
  }

  return (
    <form
      onSubmit={handleSubmit(onSubmit, () => track.formSubmit('profile', 'invalid'))}
      noValidate
      className="space-y-5"
    >
      {saveState.status === 'success' ? <Alert variant="success">{SUCCESS_MESSAGE}</Alert> : null}
      {saveState.status === 'error' ? <Alert variant="error">{saveState.message}</Alert> : null}
      <Input
        label="Email"
        type="email"
        value={profile.email}
        readOnly
        hint="El email no se puede modificar"
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <Input
          label="Nombre"
          autoComplete="given-name"
          required
          error={errors.firstName?.message}
          {...register('firstName', editClears('firstName'))}
        />
        <Input
          label="Apellidos"
          autoComplete="family-name"
          required
          error={errors.lastName?.message}
          {...register('lastName', editClears('lastName'))}
        />
      </div>
      <Input
        label="Teléfono"
        type="tel"
        autoComplete="tel"
        hint="Opcional. Solo números, espacios, guiones, paréntesis y un + inicial."
        error={errors.phone?.message}
        {...register('phone', editClears('phone'))}
      />
      <Select
        label="Zona horaria"
        hint="Tu disponibilidad y tus citas se leen en la hora de esta zona, también en la página de reservas."
        error={errors.timeZone?.message}
        {...register('timeZone', editClears('timeZone'))}
      >
        {zones.map((zone) => (
          <option key={zone.value} value={zone.value}>
            {zone.label}
          </option>
        ))}
      </Select>
      <div className="flex justify-end">
        <Button type="submit" isLoading={isSubmitting}>
          {isSubmitting ? 'Guardando...' : 'Guardar cambios'}
        </Button>
      </div>
    </form>
  );
}
