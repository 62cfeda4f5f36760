import { useMemo, useState } from 'react';
import { useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
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
import { NOTES_SHARED_HINT } from '../appointments/appointment-text';
import { ClientFields, DogFields, ServiceSelect, durationOptions } from './request-form-fields';
import { usePickedParty } from './use-picked-party';
import {
  BookingLinkFields,
  bookingLinkErrors,
  bookingLinkPayload,
  type BookingLinkValue,
} from '@/components/booking-link-fields';
import { TimeChoice } from './time-choice';
import { TrainerSelect, useSlotsTrainer } from './trainer-select';
import {
  NO_REPEAT,
  WeeklyRepeatFields,
  weeklyRepeatPayload,
  type WeeklyRepeatErrors,
} from './weekly-repeat-fields';
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
  'serviceId',
  'trainerId',
  'notes',
] as const;

/**
 * A picked client or dog whose copied data the server refused (an old record's phone, say): the
 * message is shown on the picker, since the typed fields are hidden.
 */
function pickedError(
  mode: 'existing' | 'new',
  errors: FieldErrors<AppointmentRequestInput>,
  side: 'client' | 'dog',
) {
  if (mode === 'new') return undefined;
  const fields =
    side === 'client'
      ? [errors.clientName, errors.clientEmail, errors.clientPhone]
      : [errors.dogName, errors.dogBreed, errors.dogAge];
  return fields.find(Boolean)?.message;
}

/**
 * 'Nueva Cita': the internal request form (SPEC §5). "Confirmar como cita", on by default,
 * creates the appointment at once; unticked, it is recorded as a PENDING request.
 */
export function RequestForm({
  onDone,
  initial,
}: {
  onDone: () => void;
  /** A date and time to start from (the calendar's "Nueva cita"). */
  initial?: { date: string; time: string };
}) {
  const today = useTrainerToday();
  const create = useCreateRequest();
  const { toast } = useToast();
  const [failure, setFailure] = useState<string | null>(null);
  const [link, setLink] = useState<BookingLinkValue>({
    client: { mode: 'existing', id: '' },
    dog: { mode: 'existing', id: '' },
  });
  const [linkErrors, setLinkErrors] = useState<ReturnType<typeof bookingLinkErrors>>({});
  const [repeat, setRepeat] = useState(NO_REPEAT);
  const [repeatErrors, setRepeatErrors] = useState<WeeklyRepeatErrors>({});
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
      requestedDate: initial?.date ?? '',
      requestedTime: initial?.time ?? '',
      duration: String(DEFAULT_APPOINTMENT_DURATION),
      confirm: true,
    },
  });
  const { errors, isSubmitting } = formState;
  const picked = usePickedParty(link, setValue);
  const resetTime = { onChange: () => setValue('requestedTime', '') };
  const [confirm, date, duration, time, serviceId, trainerId] = useWatch({
    control,
    name: ['confirm', 'requestedDate', 'duration', 'requestedTime', 'serviceId', 'trainerId'],
  });
  const slotsTrainer = useSlotsTrainer(serviceId ?? '', trainerId);

  // Analytics: the form's name and outcome only, never what was typed.
  const formName = 'appointment-request-new';
  /** Switching to a new client or dog starts from empty fields, not the last picked one's. */
  function changeLink(next: BookingLinkValue) {
    const cleared = { shouldValidate: false } as const;
    if (next.client.mode === 'new' && link.client.mode !== 'new') {
      for (const field of ['clientName', 'clientEmail', 'clientPhone'] as const)
        setValue(field, '', cleared);
    }
    if (next.dog.mode === 'new' && link.dog.mode !== 'new') {
      for (const field of ['dogName', 'dogBreed', 'dogAge'] as const) setValue(field, '', cleared);
    }
    setLink(next);
    setLinkErrors({});
  }

  function checkLink() {
    const missing = bookingLinkErrors(link);
    setLinkErrors(missing);
    return !missing.client && !missing.dog;
  }

  async function onSubmit(form: AppointmentRequestPayload) {
    setFailure(null);
    if (!checkLink()) return;
    // "Repetir cada semana" only with a confirmed appointment.
    const weekly = form.confirm ? weeklyRepeatPayload(repeat, form.requestedDate) : null;
    setRepeatErrors(weekly?.errors ?? {});
    if (weekly && Object.keys(weekly.errors).length > 0) return;
    // A typed owner who is already a client (same e-mail or phone) is linked to that client.
    const payload = {
      ...form,
      repeat: weekly?.repeat ?? null,
      ...bookingLinkPayload(link, undefined),
    };
    try {
      const created = await create.mutateAsync(payload);
      track.formSubmit(formName, 'success');
      // The server says what it made: "5 citas creadas", "Cita creada con Pablo Ruiz"…
      const fallback = payload.confirm ? 'Cita creada' : 'Solicitud creada';
      toast({ variant: 'success', title: created.message ?? fallback });
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
          onSubmit={handleSubmit(onSubmit, () => {
            checkLink();
            track.formSubmit(formName, 'invalid');
          })}
          noValidate
          className="space-y-6"
        >
          {failure ? <Alert variant="error">{failure}</Alert> : null}
          <FormSection
            title="Cliente y perro"
            description="Elige uno de tus clientes y su perro, o créalos aquí mismo."
          >
            <BookingLinkFields
              value={link}
              onChange={changeLink}
              errors={{
                client: linkErrors.client ?? pickedError(link.client.mode, errors, 'client'),
                dog: linkErrors.dog ?? pickedError(link.dog.mode, errors, 'dog'),
              }}
              newClient={<ClientFields register={register} errors={errors} />}
              newDog={<DogFields register={register} errors={errors} />}
            />
            {picked.client ? (
              <p className="text-sm text-gray-600 dark:text-gray-400">
                Contacto: {picked.client.email} · {picked.client.phone}
              </p>
            ) : null}
          </FormSection>
          <FormSection title="Cita">
            <div className="grid gap-4 sm:grid-cols-2">
              <ServiceSelect
                register={register}
                errors={errors}
                onPick={(service) => {
                  // Another service has other trainers: back to the default one.
                  setValue('trainerId', undefined);
                  // The service's length, still editable; the offered times follow it.
                  if (!service) return;
                  setValue('duration', String(service.duration), { shouldValidate: true });
                  setValue('requestedTime', '');
                }}
              />
              <TrainerSelect
                serviceId={serviceId ?? ''}
                value={trainerId}
                onChange={(next) => {
                  setValue('trainerId', next);
                  setValue('requestedTime', '');
                }}
                error={errors.trainerId?.message}
              />
              <Select
                label="Duración"
                error={errors.duration?.message}
                {...register('duration', resetTime)}
                // Controlled: a service's length (45…) is added to the options as it is chosen.
                value={String(duration)}
              >
                {durationOptions(Number(duration)).map((minutes) => (
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
                value={time}
                field={register('requestedTime')}
                error={errors.requestedTime?.message}
                trainer={slotsTrainer}
              />
            </div>
            <Textarea
              label="Notas"
              rows={3}
              hint={NOTES_SHARED_HINT}
              error={errors.notes?.message}
              {...register('notes')}
            />
            <Checkbox
              label="Confirmar como cita"
              description="Crea la cita directamente. Desmárcalo para guardarla como solicitud pendiente."
              {...register('confirm')}
            />
            {confirm ? (
              <WeeklyRepeatFields
                value={repeat}
                onChange={(next) => {
                  setRepeat(next);
                  setRepeatErrors({});
                }}
                start={date}
                errors={repeatErrors}
              />
            ) : null}
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
