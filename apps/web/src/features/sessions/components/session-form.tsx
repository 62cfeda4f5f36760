import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useNavigate } from 'react-router';
import {
  SessionFormSchema,
  type SessionFormValues,
  type SessionPayload,
  type TrainingSession,
} from '@adiestra/shared';
import { Alert } from '@/components/ui/alert';
import { Button, buttonClass } from '@/components/ui/button';
import { useToast } from '@/components/ui/toast/toast-context';
import { getErrorMessage } from '@/lib/api-error';
import { useCurrentUser } from '@/lib/auth/auth-context';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { paths } from '@/lib/paths';
import { useCreateSession } from '../api/create-session';
import { useDogOption, useDogOptions } from '../api/get-dog-options';
import { useUpdateSession } from '../api/update-session';
import { fromLocalInputValue, toLocalInputValue } from './format-time';
import { BasicInfoSection, ContentSection, EvaluationSection } from './session-form-sections';
import { SessionServiceField } from './session-service-field';
import { StarRatingInput } from './star-rating-input';
import { useAnnounceBonoUse } from '@/lib/undo-bono-use';
import { useExercises } from '../api/get-exercises';
import { useSessionHomework } from '../api/get-session-homework';
import { useSaveSessionHomework } from '../api/save-session-homework';
import { HomeworkSection } from './homework-section';
import {
  draftsFromItems,
  homeworkPayload,
  type HomeworkDraft,
  type HomeworkErrors,
} from './homework-drafts';
import { track } from '@/lib/analytics';
import { useUnsavedChanges } from '@/lib/unsaved-changes';

const FIELDS = [
  'dogId',
  'date',
  'duration',
  'objectives',
  'activities',
  'observations',
  'progress',
  'nextSteps',
  'privateNotes',
  'rating',
  'serviceId',
] as const;
const DEFAULT_DURATION = '60';

/** The appointment a new session records ('Registrar sesión'): its start and minutes. */
export interface RecordedAppointment {
  id: string;
  /** `YYYY-MM-DDTHH:mm` on the trainer's clock. */
  start: string;
  duration: string;
  /** The appointment's service, so the session uses the visit's bono unit (issue 18). */
  serviceId?: string | undefined;
}

function initialValues(
  session: TrainingSession | undefined,
  dogId: string | undefined,
  timeZone: string,
  appointment: RecordedAppointment | undefined,
): SessionFormValues {
  if (!session) {
    return {
      dogId: dogId ?? '',
      date: appointment?.start ?? toLocalInputValue(new Date(), timeZone),
      duration: appointment?.duration ?? DEFAULT_DURATION,
      objectives: '',
      activities: '',
      observations: '',
      progress: '',
      nextSteps: '',
      privateNotes: '',
      rating: null,
      serviceId: appointment?.serviceId ?? '',
    };
  }
  return {
    dogId: session.dogId,
    date: toLocalInputValue(session.date, timeZone),
    duration: String(session.duration),
    objectives: session.objectives,
    activities: session.activities,
    observations: session.observations ?? '',
    progress: session.progress === null ? '' : String(session.progress),
    nextSteps: session.nextSteps ?? '',
    privateNotes: session.privateNotes ?? '',
    rating: session.rating,
    serviceId: session.serviceId ?? '',
  };
}

/**
 * Create (optionally with a preselected dog, or among one client's dogs) or edit a session; both
 * return to /sessions. Recording an appointment, it completes it and returns to the dog's page.
 */
export function SessionForm({
  session,
  dogId,
  clientId,
  appointment,
}: {
  session?: TrainingSession;
  dogId?: string | undefined;
  clientId?: string | undefined;
  appointment?: RecordedAppointment | undefined;
}) {
  const navigate = useNavigate();
  const { toast } = useToast();
  const dogs = useDogOptions();
  const create = useCreateSession();
  const update = useUpdateSession();
  const announceBonoUse = useAnnounceBonoUse();
  const { timeZone } = useCurrentUser();
  const [defaults] = useState(() => initialValues(session, dogId, timeZone, appointment));
  const [failure, setFailure] = useState<string | null>(null);
  const exercises = useExercises();
  const savedHomework = useSessionHomework(session?.id);
  const saveHomework = useSaveSessionHomework();
  const [drafts, setDrafts] = useState<HomeworkDraft[] | null>(null);
  const [homeworkErrors, setHomeworkErrors] = useState<HomeworkErrors>({});
  const homework = drafts ?? (savedHomework.data ? draftsFromItems(savedHomework.data.items) : []);
  const {
    register,
    control,
    handleSubmit,
    setError,
    getValues,
    setValue,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<SessionFormValues, unknown, SessionPayload>({
    resolver: zodResolver(SessionFormSchema),
    defaultValues: defaults,
  });

  // A ?dogId= that is not one of the trainer's dogs preselects nothing rather than a hidden value.
  const preset = useDogOption(defaults.dogId);
  useEffect(() => {
    if (preset.data?.length === 0 && getValues('dogId') === defaults.dogId) setValue('dogId', '');
  }, [preset.data, defaults.dogId, getValues, setValue]);

  const discard = useUnsavedChanges(isDirty && !isSubmitting);

  // Analytics: the form's name and outcome only, never what was typed.
  const formName = session ? 'session-edit' : 'session-new';
  async function onSubmit(parsed: SessionPayload) {
    // The typed date and time are on the trainer's clock, whatever the browser's zone.
    const payload = { ...parsed, date: fromLocalInputValue(getValues('date'), timeZone) };
    setFailure(null);
    const checked = homeworkPayload(homework);
    setHomeworkErrors(checked.errors ?? {});
    if (checked.errors) {
      track.formSubmit(formName, 'invalid');
      setFailure('Revisa los deberes: hay datos que faltan o no son válidos.');
      return;
    }
    try {
      const saved = session
        ? await update.mutateAsync({ id: session.id, payload })
        : await create.mutateAsync({ ...payload, appointmentId: appointment?.id });
      // The homework goes with the session (an edit always; a new one when it has any).
      if (drafts !== null || (!session && checked.payload.items.length > 0)) {
        await saveHomework.mutateAsync({ sessionId: saved.id, payload: checked.payload });
      }
      track.formSubmit(formName, 'success');
      toast({
        title: session ? 'Sesión actualizada exitosamente' : 'Sesión creada exitosamente',
        variant: 'success',
      });
      // A bono unit used automatically is said, with its undo (issue 18).
      announceBonoUse(saved.bonoUse);
      await navigate(
        appointment ? paths.dogs.detail.getHref(payload.dogId) : paths.sessions.list.getHref(),
      );
    } catch (caught) {
      track.formSubmit(formName, 'error');
      applyServerFieldErrors(caught, setError, FIELDS);
      setFailure(getErrorMessage(caught, 'Error al guardar la sesión'));
    }
  }

  return (
    <form
      onSubmit={handleSubmit(onSubmit, () => track.formSubmit(formName, 'invalid'))}
      noValidate
      className="space-y-6"
    >
      {failure ? <Alert variant="error">{failure}</Alert> : null}
      {appointment ? (
        <Alert variant="info" title="Sesión de una cita">
          La sesión quedará unida a su cita, que se marcará como completada si aún no lo está.
        </Alert>
      ) : null}
      <BasicInfoSection
        clientId={clientId}
        register={register}
        errors={errors}
        control={control}
        noDogs={dogs.data?.length === 0}
        dogsLoading={dogs.isPending}
      />
      {dogs.isError ? <Alert variant="error">Error al cargar la lista de perros</Alert> : null}
      <SessionServiceField registration={register('serviceId')} error={errors.serviceId?.message} />
      <ContentSection register={register} errors={errors} />
      <EvaluationSection
        register={register}
        errors={errors}
        rating={
          <Controller
            control={control}
            name="rating"
            render={({ field, fieldState }) => (
              <StarRatingInput
                value={field.value}
                onChange={field.onChange}
                error={fieldState.error?.message}
              />
            )}
          />
        }
      />
      <HomeworkSection
        control={control}
        session={session}
        drafts={homework}
        onChange={setDrafts}
        exercises={exercises.data}
        errors={homeworkErrors}
        loading={Boolean(session) && savedHomework.isPending}
      />
      <div className="flex flex-col-reverse gap-2 border-t border-gray-200 pt-6 sm:flex-row sm:justify-end dark:border-gray-800">
        <Link
          to={paths.sessions.list.getHref()}
          onClick={discard}
          className={buttonClass('secondary')}
        >
          Cancelar
        </Link>
        <Button type="submit" isLoading={isSubmitting}>
          {session ? 'Actualizar Sesión' : 'Crear Sesión'}
        </Button>
      </div>
    </form>
  );
}
