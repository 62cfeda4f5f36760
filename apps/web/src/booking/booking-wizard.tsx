import { useEffect, useRef, useState, type SyntheticEvent } from 'react';
import { ArrowLeft, ArrowRight, Send } from 'lucide-react';
import { isRealDate, todayIn, type Educator } from '@adiestra/shared';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { getErrorMessage } from '@/lib/api-error';
import { trackBookingSubmit } from './booking-analytics';
import { networkError, shownName, submitBooking } from './booking-api';
import { EMPTY_BOOKING, STEP_TITLES, type BookingField, type StepError } from './booking-values';
import { loadBookingRules, type BookingRules } from './load-booking-rules';
import { forgetBookingPrefill, readBookingPrefill } from '@/lib/booking-prefill';
import { paths } from '@/lib/paths';
import { ConfirmStep } from './confirm-step';
import { DateStep, noTimesMessage } from './date-step';
import { HoneypotField } from './honeypot-field';
import { PersonalStep, PetStep } from './step-fields';
import { StepIndicator } from './step-indicator';
import { useAvailableDays, useAvailableTimes } from './use-available-times';
import { useServices } from './use-services';
import type { SentBooking } from './booking-success';

const LAST = STEP_TITLES.length - 1;
const SUBMIT_ERROR = 'Error al enviar la solicitud. Por favor, inténtalo de nuevo.';

/**
 * The four steps (SPEC §4): Siguiente validates the current step, Anterior goes back, and the
 * error clears on every step change or edit. Times load from step 2 on, once a date is set.
 */
export function BookingWizard({
  educator,
  onDone,
}: {
  educator: Educator;
  onDone: (r: SentBooking) => void;
}) {
  const today = todayIn(educator.timeZone);
  const [step, setStep] = useState(0);
  // Mi área's "Pedir otra cita" (issue 27) fills in the owner and dog of their last booking.
  const [values, setValues] = useState(() => ({
    ...EMPTY_BOOKING,
    ...readBookingPrefill(educator.id),
  }));
  useEffect(() => forgetBookingPrefill(educator.id), [educator.id]);
  const [error, setError] = useState<StepError | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const services = useServices(educator.id);
  const { preferredDate, serviceId, trainerId } = values;
  const times = useAvailableTimes(educator.id, preferredDate, serviceId, trainerId, step >= 1);
  const [month, setMonth] = useState(today.slice(0, 7));
  const days = useAvailableDays(educator.id, month, serviceId, trainerId, step >= 2);
  const service =
    services.status === 'ready' ? services.list.find((s) => s.id === serviceId) : undefined;
  // Decision 0139: with 2+ trainers the owner may pick one; with one there is nothing to say.
  const trainers = service?.trainers ?? [];
  const trainerShown =
    trainers.length > 1
      ? (trainers.find((t) => t.trainerId === trainerId)?.name ??
        'Cualquier adiestrador disponible')
      : undefined;
  // Issue 31.6: the documents the chosen service asks to accept, sent with the typed name.
  const documents = service?.documents ?? [];
  // Issue 27: a home visit asks where; any other service sends no address.
  const homeVisit = service?.homeVisit ?? false;
  const withDocuments = {
    ...values,
    visitAddress: homeVisit ? values.visitAddress : '',
    consentVersionIds: documents.map((d) => d.id),
    homeVisit,
  };
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);

  // Each new step announces itself: focus goes to its heading (not on first load).
  useEffect(() => {
    if (moved.current) heading.current?.focus();
    moved.current = true;
  }, [step]);

  function change(field: BookingField, value: string | boolean) {
    setError(null);
    // A typed date shows its own month.
    if (field === 'preferredDate' && typeof value === 'string' && isRealDate(value)) {
      setMonth(value.slice(0, 7));
    }
    setValues((v) => ({
      ...v,
      [field]: value,
      // Another day, service (another duration) or trainer offers other times.
      ...(field === 'preferredDate' || field === 'serviceId' || field === 'trainerId'
        ? { preferredTime: '' }
        : {}),
      // Another service has other trainers: back to "Cualquiera".
      ...(field === 'serviceId' ? { trainerId: '' } : {}),
    }));
  }

  function goTo(next: number) {
    setError(null);
    setStep(next);
  }

  async function submit({ PublicBookingSchema }: BookingRules) {
    const { homeVisit: _homeVisit, ...body } = withDocuments;
    const parsed = PublicBookingSchema.safeParse({
      ...body,
      educatorId: educator.id,
      // '' is "Cualquiera": null, the server assigns on approval (decision 0139).
      trainerId: body.trainerId || null,
    });
    if (!parsed.success) {
      trackBookingSubmit('invalid');
      const issue = parsed.error.issues[0];
      setError({
        message: issue?.message ?? SUBMIT_ERROR,
        fields: (['consentSignedName', 'visitAddress'] as const).filter(
          (f) => issue?.path[0] === f,
        ),
      });
      return;
    }
    setSubmitting(true);
    try {
      const result = await submitBooking(parsed.data);
      trackBookingSubmit('success');
      onDone({ ...result, clientEmail: parsed.data.clientEmail });
    } catch (caught) {
      trackBookingSubmit('error');
      setError({ message: getErrorMessage(caught, SUBMIT_ERROR), fields: [] });
      setSubmitting(false);
    }
  }

  async function next() {
    let rules: BookingRules;
    try {
      rules = await loadBookingRules().catch(networkError);
    } catch (caught) {
      setError({ message: getErrorMessage(caught, SUBMIT_ERROR), fields: [] });
      return;
    }
    const failure =
      rules.validateStep(step, withDocuments, today) ??
      // A day without free times is refused by the server too (issue 14): say so here.
      (step === 2 && times.status === 'ready' && times.data.length === 0
        ? {
            message: noTimesMessage(values.preferredDate, days),
            fields: ['preferredDate' as const],
          }
        : null);
    if (failure) setError(failure);
    else if (step < LAST) goTo(step + 1);
    else await submit(rules);
  }

  function onSubmit(event: SyntheticEvent) {
    event.preventDefault();
    void next();
  }

  const stepProps = {
    values,
    onChange: change,
    invalid: (f: BookingField) => Boolean(error?.fields.includes(f)),
  };
  return (
    // The rules start loading as soon as the visitor touches the form (see booking-rules).
    <form
      onSubmit={onSubmit}
      onFocus={() => void loadBookingRules().catch(() => undefined)}
      noValidate
      className="relative space-y-6"
    >
      <StepIndicator step={step} />
      <h2
        ref={heading}
        tabIndex={-1}
        className="text-xl font-semibold text-gray-900 outline-none dark:text-gray-50"
      >
        {STEP_TITLES[step]}
      </h2>
      {error ? <Alert variant="error">{error.message}</Alert> : null}
      {step === 0 ? <PersonalStep {...stepProps} /> : null}
      {step === 1 ? <PetStep {...stepProps} services={services} trainers={trainers} /> : null}
      {step === 2 ? (
        <DateStep
          {...stepProps}
          today={today}
          times={times}
          month={month}
          days={days}
          onMonth={setMonth}
        />
      ) : null}
      {step === 3 ? (
        <ConfirmStep
          {...stepProps}
          educatorName={shownName(educator)}
          serviceName={service?.name ?? ''}
          trainer={trainerShown}
          priceCents={service?.priceCents ?? null}
          place={educator.place}
          homeVisit={homeVisit}
          documents={documents}
          privacyHref={paths.privacy.getHref(educator.id)}
        />
      ) : null}
      <HoneypotField value={values.website} onChange={(v) => change('website', v)} />
      <div className="flex flex-col-reverse gap-2 border-t border-gray-200 pt-6 sm:flex-row sm:justify-between dark:border-gray-800">
        {step > 0 ? (
          <Button
            variant="secondary"
            onClick={() => goTo(step - 1)}
            disabled={submitting}
            icon={<ArrowLeft aria-hidden="true" className="size-4" />}
          >
            Anterior
          </Button>
        ) : (
          <span />
        )}
        {step < LAST ? (
          <Button type="submit">
            Siguiente
            <ArrowRight aria-hidden="true" className="size-4" />
          </Button>
        ) : (
          <Button
            type="submit"
            isLoading={submitting}
            icon={<Send aria-hidden="true" className="size-4" />}
          >
            Enviar solicitud
          </Button>
        )}
      </div>
    </form>
  );
}
