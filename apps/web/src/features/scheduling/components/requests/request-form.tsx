import { useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  APPOINTMENT_DURATIONS,
  AppointmentRequestInputSchema,
  DEFAULT_APPOINTMENT_DURATION,
  notPastDate,
  type AppointmentRequestInput,
  type AppointmentRequestPayload,
} from '@adiestra/shared';
import { Alert } from '@/components/ui/alert';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { FormSection } from '@/components/ui/form-section';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { useToast } from '@/components/ui/toast/toast-context';
import { getErrorMessage } from '@/lib/api-error';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { useCreateRequest } from '../../api/create-request';
import { useTrainerToday } from '../use-trainer-today';
import { ClientSection, DogSection, ServiceSelect } from './request-form-fields';
import { TimeChoice } from './time-choice';
import { track } from '@/lib/analytics';
import { FormActions } from '@/components/ui/form-actions';

const FIELDS = [
  'clientName',
  'clientEmail',
  'clientPhone',
  'dogName',
  'dogBreed',
  'dogAge',
  'requestedDate',
  'requestedTime',
  'duration',
  'serviceType',
  'notes',
] as const;

/**
 * 'Nueva Cita': the internal request form (SPEC §5). "Confirmar como cita", on by default,
 * creates the appointment at once; unticked, it is recorded as a PENDING request.
 */
export function RequestForm({ onDone }: { onDone: () => void }) {
  const today = useTrainerToday();
  const create = useCreateRequest();
  const { toast } = useToast();
  const [failure, setFailure] = useState<string | null>(null);
  const schema = useMemo(
    () => AppointmentRequestInputSchema.superRefine(notPastDate('requestedDate', today)),
    [today],
  );
  const { register, handleSubmit, control, setValue, setError, formState } = useForm<
    AppointmentRequestInput,
    unknown,
    AppointmentRequestPayload
  >({
    resolver: zodResolver(schema),
    defaultValues: {
      requestedDate: '',
      requestedTime: '',
      duration: String(DEFAULT_APPOINTMENT_DURATION),
      confirm: true,
    },
  });
  const { errors, isSubmitting } = formState;
  const resetTime = { onChange: () => setValue('requestedTime', '') };
  const [confirm, date, duration] = useWatch({
    control,
    name: ['confirm', 'requestedDate', 'duration'],
  });

  // Analytics: the form's name and outcome only, never what was typed.
  const formName = 'appointment-request-new';
  async function onSubmit(payload: AppointmentRequestPayload) {
    setFailure(null);
    try {
      await create.mutateAsync(payload);
      track.formSubmit(formName, 'success');
      toast({ variant: 'success', title: payload.confirm ? 'Cita creada' : 'Solicitud creada' });
      onDone();
    } catch (caught) {
      track.formSubmit(formName, 'error');
      applyServerFieldErrors(caught, setError, FIELDS);
      setFailure(getErrorMessage(caught, 'Error al crear la solicitud'));
    }
  }

  return (
    <Card>
      <CardHeader title="Nueva Cita" description="Los campos marcados con * son obligatorios." />
      <CardContent>
        <form
          onSubmit={handleSubmit(onSubmit, () => track.formSubmit(formName, 'invalid'))}
          noValidate
          className="space-y-6"
        >
          {failure ? <Alert variant="error">{failure}</Alert> : null}
          <ClientSection register={register} errors={errors} />
          <DogSection register={register} errors={errors} />
          <FormSection title="Cita">
            <div className="grid gap-4 sm:grid-cols-2">
              <ServiceSelect register={register} errors={errors} />
              <Select
                label="Duración"
                error={errors.duration?.message}
                {...register('duration', resetTime)}
              >
                {APPOINTMENT_DURATIONS.map((minutes) => (
                  <option key={minutes} value={minutes}>
                    {minutes} minutos
                  </option>
                ))}
              </Select>
              <Input
                label="Fecha"
                type="date"
                required
                min={today}
                error={errors.requestedDate?.message}
                {...register('requestedDate', resetTime)}
              />
              <TimeChoice
                date={date}
                duration={Number(duration)}
                field={register('requestedTime')}
                error={errors.requestedTime?.message}
              />
            </div>
            <Textarea label="Notas" rows={3} error={errors.notes?.message} {...register('notes')} />
            <Checkbox
              label="Confirmar como cita"
              description="Crea la cita directamente. Desmárcalo para guardarla como solicitud pendiente."
              {...register('confirm')}
            />
          </FormSection>
          <FormActions
            onCancel={onDone}
            submitting={isSubmitting}
            submitLabel={confirm ? 'Crear Cita' : 'Crear Solicitud'}
          />
        </form>
      </CardContent>
    </Card>
  );
}
