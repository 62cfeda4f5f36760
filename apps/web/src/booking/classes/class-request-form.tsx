import { useState, type SyntheticEvent } from 'react';
import { ArrowLeft, Send } from 'lucide-react';
import {
  PublicClassRequestSchema,
  PublicCourseRequestSchema,
  classPriceText,
  freePlacesText,
  type Educator,
  type PublicClass,
  type PublicClassRequestResult,
  type PublicCourse,
} from '@adiestra/shared';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Textarea } from '@/components/ui/textarea';
import { linkClass } from '@/components/ui/link-class';
import { getErrorMessage } from '@/lib/api-error';
import { formatLongDay } from '@/lib/format-day';
import { paths } from '@/lib/paths';
import { shownName } from '../booking-api';
import { EMPTY_BOOKING, type BookingField, type StepError } from '../booking-values';
import { DocumentsToAccept } from '../confirm-step';
import { HoneypotField } from '../honeypot-field';
import { DogFields, PersonalStep } from '../step-fields';
import { requestClassPlace, requestCoursePlace } from './class-booking-api';
import { courseDatesText, coursePriceText } from './course-choices';

const SUBMIT_ERROR = 'Error al enviar la solicitud. Por favor, inténtalo de nuevo.';

/** A stored place request, and the e-mail given ('' with a phone only: no receipt, issue 45). */
export type SentClassRequest = PublicClassRequestResult & { clientEmail: string };

/** What the visitor asks a place in: one class, or (issue 45) a whole course. */
export type ClassOffer =
  { kind: 'class'; groupClass: PublicClass } | { kind: 'course'; course: PublicCourse };

/** The chosen class or course as the form recalls it above the fields. */
function OfferSummary({ offer }: { offer: ClassOffer }) {
  if (offer.kind === 'course') {
    const { course } = offer;
    return (
      <>
        <p className="font-semibold">Curso: {course.name}</p>
        <p>{courseDatesText(course)}</p>
        <p>
          {course.time} · {course.duration} min
        </p>
        {course.place ? <p>{course.place}</p> : null}
        <p>{coursePriceText(course)}</p>
        <p>{freePlacesText(course.free)}</p>
      </>
    );
  }
  const { groupClass } = offer;
  return (
    <>
      <p className="font-semibold">{groupClass.serviceName}</p>
      <p className="first-letter:uppercase">
        {formatLongDay(groupClass.date)} · {groupClass.time} · {groupClass.duration} min
      </p>
      {groupClass.place ? <p>{groupClass.place}</p> : null}
      <p>{classPriceText(groupClass)}</p>
      <p>{freePlacesText(groupClass.free)}</p>
    </>
  );
}

/** The offer's form values through its own schema from shared, into its request. */
function parseOffer(offer: ClassOffer, values: Record<string, unknown>) {
  if (offer.kind === 'course') {
    const parsed = PublicCourseRequestSchema.safeParse({ ...values, courseId: offer.course.id });
    return parsed.success
      ? { success: true as const, send: () => requestCoursePlace(parsed.data) }
      : parsed;
  }
  const parsed = PublicClassRequestSchema.safeParse({ ...values, classId: offer.groupClass.id });
  return parsed.success
    ? { success: true as const, send: () => requestClassPlace(parsed.data) }
    : parsed;
}

/**
 * The request of a place in one class or a whole course: the booking form's owner and dog
 * fields with its rules (PublicClassRequestSchema / PublicCourseRequestSchema, from shared), the
 * documents to accept and the consent. The first rule broken is said above the form and its
 * fields are marked.
 */
export function ClassRequestForm({
  educator,
  offer,
  onBack,
  onDone,
}: {
  educator: Educator;
  offer: ClassOffer;
  onBack: () => void;
  onDone: (result: SentClassRequest) => void;
}) {
  const [values, setValues] = useState(EMPTY_BOOKING);
  const [error, setError] = useState<StepError | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const name = shownName(educator);
  const documents = offer.kind === 'course' ? offer.course.documents : offer.groupClass.documents;

  const stepProps = {
    values,
    onChange: (field: BookingField, value: string | boolean) => {
      setError(null);
      setValues((v) => ({ ...v, [field]: value }));
    },
    invalid: (field: BookingField) => error?.fields.includes(field) ?? false,
  };

  async function onSubmit(event: SyntheticEvent) {
    event.preventDefault();
    if (submitting) return;
    const parsed = parseOffer(offer, {
      ...values,
      educatorId: educator.id,
      consentVersionIds: documents.map((d) => d.id),
    });
    if (!parsed.success) {
      const fields = parsed.error.issues.map((issue) => issue.path[0] as BookingField);
      setError({ message: parsed.error.issues[0]?.message ?? SUBMIT_ERROR, fields });
      return;
    }
    setSubmitting(true);
    try {
      onDone({ ...(await parsed.send()), clientEmail: values.clientEmail.trim() });
    } catch (caught) {
      setError({ message: getErrorMessage(caught, SUBMIT_ERROR), fields: [] });
      setSubmitting(false);
    }
  }

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="relative space-y-5">
      <div className="rounded-lg bg-brand-50 p-4 text-sm text-brand-900 dark:bg-brand-950/50 dark:text-brand-100">
        <OfferSummary offer={offer} />
      </div>
      {error ? <Alert variant="error">{error.message}</Alert> : null}
      <fieldset className="space-y-4">
        <legend className="mb-2 text-base font-semibold text-gray-900 dark:text-gray-50">
          Tus datos
        </legend>
        <PersonalStep {...stepProps} />
      </fieldset>
      <fieldset className="space-y-4">
        <legend className="mb-2 text-base font-semibold text-gray-900 dark:text-gray-50">
          Tu perro
        </legend>
        <DogFields {...stepProps} />
        <Textarea
          label="Notas para el educador"
          rows={2}
          maxLength={2000}
          value={values.notes}
          onChange={(e) => stepProps.onChange('notes', e.target.value)}
        />
      </fieldset>
      {documents.length > 0 ? (
        <DocumentsToAccept {...stepProps} documents={documents} what="class" />
      ) : null}
      <Checkbox
        label={`Acepto que ${name} trate mis datos para gestionar esta plaza`}
        description="Solo se usarán para contactarte sobre tu solicitud."
        checked={values.consent}
        onChange={(e) => stepProps.onChange('consent', e.target.checked)}
        aria-invalid={stepProps.invalid('consent') || undefined}
        required
      />
      <p className="text-sm text-gray-600 dark:text-gray-400">
        Lee la{' '}
        <a
          href={paths.privacy.getHref(educator.id)}
          target="_blank"
          rel="noreferrer"
          className={linkClass}
        >
          información de privacidad de {name}
          <span className="sr-only"> (se abre en otra pestaña)</span>
        </a>
        .
      </p>
      <HoneypotField value={values.website} onChange={(v) => stepProps.onChange('website', v)} />
      <div className="flex flex-col-reverse gap-2 border-t border-gray-200 pt-5 sm:flex-row sm:justify-between dark:border-gray-800">
        <Button
          variant="secondary"
          onClick={onBack}
          disabled={submitting}
          icon={<ArrowLeft aria-hidden="true" className="size-4" />}
        >
          {offer.kind === 'course' ? 'Ver otras clases y cursos' : 'Ver otras clases'}
        </Button>
        <Button
          type="submit"
          isLoading={submitting}
          icon={<Send aria-hidden="true" className="size-4" />}
        >
          Pedir plaza
        </Button>
      </div>
    </form>
  );
}
