import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  OwnerAreaSettingsSchema,
  type OwnerAreaSettings,
  type OwnerAreaSettingsInput,
} from '@adiestra/shared';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { getErrorMessage } from '@/lib/api-error';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { useUpdateOwnerAreaSettings } from '../api/update-owner-area-settings';
import { useUnsavedChanges } from '@/lib/unsaved-changes';
import { ClassEnrolmentChoice } from './class-enrolment-choice';

type SaveState = { status: 'idle' } | { status: 'success' } | { status: 'error'; message: string };

/** Ajustes → Mi área de clientes: the notice for cancelling, and what owners see of the trainer. */
export function OwnerAreaSettingsForm({ settings }: { settings: OwnerAreaSettings }) {
  const update = useUpdateOwnerAreaSettings();
  const [saveState, setSaveState] = useState<SaveState>({ status: 'idle' });
  const { register, handleSubmit, setError, reset, formState } = useForm<OwnerAreaSettingsInput>({
    resolver: zodResolver(OwnerAreaSettingsSchema),
    defaultValues: {
      cancellationNoticeHours: settings.cancellationNoticeHours,
      businessName: settings.businessName ?? '',
      contactPhone: settings.contactPhone ?? '',
      sessionPlace: settings.sessionPlace ?? '',
      classEnrolment: settings.classEnrolment,
    },
  });
  const { errors, isSubmitting, isDirty } = formState;
  useUnsavedChanges(isDirty && !isSubmitting);

  async function onSubmit(values: OwnerAreaSettingsInput) {
    setSaveState({ status: 'idle' });
    try {
      await update.mutateAsync(values);
      reset(values);
      setSaveState({ status: 'success' });
    } catch (caught) {
      applyServerFieldErrors(caught, setError, [
        'cancellationNoticeHours',
        'businessName',
        'contactPhone',
        'sessionPlace',
      ]);
      setSaveState({ status: 'error', message: getErrorMessage(caught, 'Error al guardar') });
    }
  }

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-5">
      {saveState.status === 'success' ? <Alert variant="success">Ajustes guardados</Alert> : null}
      {saveState.status === 'error' ? <Alert variant="error">{saveState.message}</Alert> : null}
      <Input
        label="Antelación para cancelar o cambiar (horas)"
        type="number"
        inputMode="numeric"
        min={0}
        max={168}
        required
        hint="Dentro de ese plazo, la página pide al cliente que te contacte. Por defecto, 24 h."
        error={errors.cancellationNoticeHours?.message}
        {...register('cancellationNoticeHours')}
      />
      <Input
        label="Nombre del negocio"
        autoComplete="organization"
        hint="Opcional. Lo que ven tus clientes en lugar de tu nombre."
        error={errors.businessName?.message}
        {...register('businessName')}
      />
      <Input
        label="Teléfono de contacto"
        type="tel"
        autoComplete="tel"
        hint="Opcional. Si lo dejas vacío, se muestra el de tu perfil. También para WhatsApp."
        error={errors.contactPhone?.message}
        {...register('contactPhone')}
      />
      <Input
        label="Lugar de las sesiones"
        autoComplete="street-address"
        hint="Opcional. Dirección o punto de encuentro; va también en el archivo de calendario."
        error={errors.sessionPlace?.message}
        {...register('sessionPlace')}
      />
      <ClassEnrolmentChoice field={register('classEnrolment')} />
      <div className="flex justify-end">
        <Button type="submit" isLoading={isSubmitting}>
          Guardar
        </Button>
      </div>
    </form>
  );
}
