import { Checkbox } from '@/components/ui/checkbox';
import { BookingSummary, bookingItems } from './booking-summary';
import type { StepProps } from './step-fields';

/** Step 4: everything once more, and the owner's consent to the trainer processing the data. */
export function ConfirmStep({
  values,
  onChange,
  invalid,
  educatorName,
  serviceName,
}: StepProps & { educatorName: string; serviceName: string }) {
  const contact = [values.clientEmail, values.clientPhone].join(' · ');
  return (
    <div className="space-y-5">
      <BookingSummary
        items={[
          ...bookingItems({
            ...values,
            serviceType: serviceName,
            preferredTime: values.preferredTime || null,
          }),
          { label: 'Contacto', value: contact },
          ...(values.notes.trim() ? [{ label: 'Notas', value: values.notes.trim() }] : []),
        ]}
      />
      <Checkbox
        label={`Acepto que ${educatorName} trate mis datos para gestionar esta cita`}
        description="Solo se usarán para contactarte sobre tu solicitud."
        checked={values.consent}
        onChange={(e) => onChange('consent', e.target.checked)}
        aria-invalid={invalid('consent') || undefined}
        required
      />
    </div>
  );
}
