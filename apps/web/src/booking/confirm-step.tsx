import { formatPrice, type ConsentVersion } from '@adiestra/shared';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { linkClass } from '@/components/ui/link-class';
import { BookingSummary, bookingItems } from './booking-summary';
import type { StepProps } from './step-fields';

/**
 * Issue 31.6: the documents the service requires, each text exactly as it will be stored, and the
 * full name that accepts them.
 */
export function DocumentsToAccept({
  documents,
  values,
  onChange,
  invalid,
  what = 'service',
}: StepProps & { documents: ConsentVersion[]; what?: 'service' | 'class' }) {
  return (
    <section aria-labelledby="booking-documents" className="space-y-3">
      <div>
        <h3
          id="booking-documents"
          className="text-base font-semibold text-gray-900 dark:text-gray-50"
        >
          Documentos para aceptar
        </h3>
        <p className="text-sm text-gray-600 dark:text-gray-400">
          {what === 'class'
            ? 'Esta clase pide que leas y aceptes estos documentos. Cuando el educador confirme la plaza, tendrás una copia en Mi área.'
            : 'Este servicio pide que leas y aceptes estos documentos. Cuando el educador confirme la cita, tendrás una copia en Mi área.'}
        </p>
      </div>
      {documents.map((document) => (
        <div
          key={document.id}
          tabIndex={0}
          aria-label={`Texto de ${document.title}`}
          className="max-h-60 overflow-y-auto rounded-md border border-gray-200 bg-gray-50 p-3 text-sm whitespace-pre-line text-gray-800 dark:border-gray-800 dark:bg-gray-900 dark:text-gray-200"
        >
          <p className="mb-2 font-semibold">{document.title}</p>
          {document.body}
        </div>
      ))}
      <Input
        label="Escribe tu nombre completo para aceptarlos"
        autoComplete="name"
        value={values.consentSignedName}
        onChange={(e) => onChange('consentSignedName', e.target.value)}
        aria-invalid={invalid('consentSignedName') || undefined}
        required
      />
    </section>
  );
}

/**
 * Step 4: everything once more — with the service's price and where sessions take place, or, for
 * a home visit, the address to visit (issue 27) — the documents the service requires (issue 31.6), and the owner's consent to the trainer
 * processing the data.
 */
export function ConfirmStep({
  values,
  onChange,
  invalid,
  educatorName,
  serviceName,
  trainer,
  priceCents,
  place,
  homeVisit,
  documents,
  privacyHref,
}: StepProps & {
  educatorName: string;
  serviceName: string;
  /** Who gives it, when the owner had a choice; undefined: no line (one trainer). */
  trainer: string | undefined;
  priceCents: number | null;
  place: string | null;
  homeVisit: boolean;
  documents: ConsentVersion[];
  privacyHref: string;
}) {
  const contact = [values.clientEmail, values.clientPhone].filter(Boolean).join(' · ');
  return (
    <div className="space-y-5">
      <BookingSummary
        items={[
          ...bookingItems({
            ...values,
            serviceType: serviceName,
            trainer,
            preferredTime: values.preferredTime || null,
          }),
          { label: 'Precio', value: formatPrice(priceCents) },
          ...(homeVisit
            ? [{ label: 'Lugar', value: 'A domicilio' }]
            : place
              ? [{ label: 'Lugar', value: place }]
              : []),
          { label: 'Contacto', value: contact },
          ...(values.notes.trim() ? [{ label: 'Notas', value: values.notes.trim() }] : []),
        ]}
      />
      {homeVisit ? (
        <Input
          label="Dirección de la visita"
          hint="Calle, número, piso y localidad: el educador irá a esta dirección."
          autoComplete="street-address"
          value={values.visitAddress}
          onChange={(e) => onChange('visitAddress', e.target.value)}
          aria-invalid={invalid('visitAddress') || undefined}
          required
        />
      ) : null}
      {documents.length > 0 ? (
        <DocumentsToAccept
          documents={documents}
          values={values}
          onChange={onChange}
          invalid={invalid}
        />
      ) : null}
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
