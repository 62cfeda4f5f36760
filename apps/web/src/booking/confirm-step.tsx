import { formatPrice } from '@adiestra/shared';
import { Checkbox } from '@/components/ui/checkbox';
import { linkClass } from '@/components/ui/link-class';
import { BookingSummary, bookingItems } from './booking-summary';
import type { StepProps } from './step-fields';

/**
 * Step 4: everything once more — with the service's price and where sessions take place (issue
 * 27) — and the owner's consent to the trainer processing the data.
 */
export function ConfirmStep({
  values,
  onChange,
  invalid,
  educatorName,
  serviceName,
  priceCents,
  place,
  privacyHref,
}: StepProps & {
  educatorName: string;
  serviceName: string;
  priceCents: number | null;
  place: string | null;
  privacyHref: string;
}) {
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
          { label: 'Precio', value: formatPrice(priceCents) },
          ...(place ? [{ label: 'Lugar', value: place }] : []),
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
      <p className="text-sm text-gray-600 dark:text-gray-400">
        Lee la{' '}
        <a href={privacyHref} target="_blank" rel="noreferrer" className={linkClass}>
          información de privacidad de {educatorName}
          <span className="sr-only"> (se abre en otra pestaña)</span>
        </a>
        : quién trata tus datos, para qué y cómo ejercer tus derechos.
      </p>
    </div>
  );
}
