import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import {
  RecipientInputSchema,
  SIMPLIFIED_LIMIT_CENTS,
  VERIFACTU_ISSUE_NOTICES,
  formatCents,
  normaliseTaxId,
  provinceOfPostalCode,
  recipientWithholds,
  type InvoiceDraft,
  type InvoiceFigures,
  type InvoiceSourceInput,
  type RecipientInput,
} from '@adiestra/shared';
import { Alert } from '@/components/ui/alert';
import { Checkbox } from '@/components/ui/checkbox';
import { Dialog } from '@/components/ui/dialog';
import { FormActions } from '@/components/ui/form-actions';
import { Input } from '@/components/ui/input';
import { linkClass } from '@/components/ui/link-class';
import { Skeleton } from '@/components/ui/skeleton';
import { useToast } from '@/components/ui/toast/toast-context';
import { getErrorMessage } from '@/lib/api-error';
import { formatDay } from '@/lib/format-day';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { paths } from '@/lib/paths';
import { useInvoiceDraft } from '../api/get-invoice-draft';
import { useIssueInvoice } from '../api/issue-invoice';

const RECIPIENT_FIELDS = ['name', 'taxId', 'address', 'postalCode', 'city', 'province'] as const;

/** What the dialog calls its source, in "Este pago ya tiene la factura…". */
function sourceNoun(source: InvoiceSourceInput) {
  if ('paymentId' in source) return 'Este pago';
  if ('appointmentId' in source) return 'Esta cita';
  if ('bonoId' in source) return 'Este bono';
  if ('classEnrolmentId' in source) return 'Esta plaza';
  if ('courseEnrolmentId' in source) return 'Esta inscripción al curso';
  return 'Este mes';
}

/** The sentence that dates the operation: the payment, the visit, the sale, or a month's lines. */
export function operationSentence(source: InvoiceSourceInput, draft: InvoiceDraft) {
  if ('paymentId' in source) return `Pago del ${formatDay(draft.on)}.`;
  if ('appointmentId' in source) return `Cita del ${formatDay(draft.on)}.`;
  if ('bonoId' in source) return `Bono vendido el ${formatDay(draft.on)}.`;
  if ('classEnrolmentId' in source) return `Clase del ${formatDay(draft.on)}.`;
  if ('courseEnrolmentId' in source) return `Curso que empieza el ${formatDay(draft.on)}.`;
  const what = source.source === 'appointments' ? 'cita' : 'pago';
  return draft.lines === 1
    ? `Una línea: ${what} del ${formatDay(draft.on)}.`
    : `${draft.lines} líneas, una por ${what}; la última del ${formatDay(draft.on)}.`;
}

/**
 * Issue 30.2: "Emitir factura" for what `source` bills (a payment, a completed visit, a bono sale
 * or a client's month), simplificada or completa.
 */
export function IssueInvoiceDialog({
  source,
  onClose,
}: {
  source: InvoiceSourceInput;
  onClose: () => void;
}) {
  const draft = useInvoiceDraft(source);
  return (
    <Dialog
      open
      onClose={onClose}
      title="Emitir factura"
      description={
        draft.data ? `${draft.data.concept} · ${formatCents(draft.data.amountCents)}` : null
      }
    >
      {draft.isPending ? (
        <div className="space-y-3" aria-busy="true">
          <span className="sr-only">Cargando lo que se va a facturar…</span>
          <Skeleton className="h-10 w-full" />
          <Skeleton className="h-10 w-full" />
        </div>
      ) : draft.isError ? (
        <Alert variant="error">
          {getErrorMessage(draft.error, 'No se pudo preparar la factura')}
        </Alert>
      ) : draft.data.profileMissing.length ? (
        <Alert variant="info" title="Faltan tus datos fiscales">
          <p>Para emitir facturas completa en Ajustes:</p>
          <ul className="mt-1 list-disc pl-5">
            {draft.data.profileMissing.map((field) => (
              <li key={field}>{field}</li>
            ))}
          </ul>
          <Link
            to={`${paths.settings.getHref()}#datos-fiscales`}
            className={`mt-2 inline-block ${linkClass}`}
          >
            Completar datos fiscales
          </Link>
        </Alert>
      ) : draft.data.invoice ? (
        <Alert variant="info">
          {sourceNoun(source)} ya tiene la factura{' '}
          <Link to={paths.invoices.detail.getHref(draft.data.invoice.id)} className={linkClass}>
            {draft.data.invoice.number}
          </Link>
          .
        </Alert>
      ) : (
        <IssueInvoiceForm source={source} draft={draft.data} onClose={onClose} />
      )}
    </Dialog>
  );
}

type FormValues = RecipientInput & { complete: boolean };

/** The recipient typed, checked with the shared rule; null for a factura simplificada. */
export function recipientOf(values: FormValues) {
  if (!values.complete) return { recipient: null, errors: null };
  const { complete: _complete, ...fields } = values;
  const parsed = RecipientInputSchema.safeParse(fields);
  if (parsed.success) return { recipient: parsed.data, errors: null };
  const errors: Partial<Record<keyof RecipientInput, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as keyof RecipientInput;
    errors[field] ??= issue.message;
  }
  return { recipient: null, errors };
}

/**
 * A client's address as typed in their record ("Calle Olmo 4, 28004 Madrid") split into the
 * invoice's fields, to prefill them: what precedes a 5-digit postal code, the code, and the town
 * after it. Without a code the whole text is the address.
 */
export function splitAddress(text: string) {
  const match = /^(.*?)[,\s]*\b(\d{5})\b[,\s]*(.*)$/.exec(text.trim());
  if (!match) return { address: text.trim(), postalCode: '', city: '' };
  const [, street = '', postalCode = '', city = ''] = match;
  return {
    address: street.trim() || text.trim(),
    postalCode,
    city: city.replace(/[,.]+$/, '').trim(),
  };
}

/**
 * The figures the invoice will carry, as the server computes them: with the IRPF withheld only on
 * a factura completa to a business or professional (the client's record, or the NIF typed when
 * the invoice has no client), never from a private person (issue 45).
 */
export function figuresOf(
  draft: InvoiceDraft,
  complete: boolean,
  taxId: string,
): { figures: InvoiceFigures; withholds: boolean } {
  const withholds =
    complete &&
    draft.figures.withheld !== null &&
    recipientWithholds(draft.recipient?.fiscalKind, normaliseTaxId(taxId));
  return {
    figures: withholds && draft.figures.withheld ? draft.figures.withheld : draft.figures.plain,
    withholds,
  };
}

function InvoiceFiguresList({
  draft,
  figures,
  withholds,
}: {
  draft: InvoiceDraft;
  figures: InvoiceFigures;
  withholds: boolean;
}) {
  const row = (label: string, value: string, strong = false) => (
    <div className="flex justify-between gap-4">
      <dt className={strong ? 'font-semibold' : undefined}>{label}</dt>
      <dd className={`tabular-nums ${strong ? 'font-semibold' : ''}`}>{value}</dd>
    </div>
  );
  return (
    <dl
      aria-label="Importes de la factura"
      className="space-y-1 rounded-md border border-gray-200 p-3 text-sm text-gray-800 dark:border-gray-700 dark:text-gray-200"
    >
      {row('Base imponible', formatCents(figures.baseCents))}
      {row(`${draft.tax} ${draft.taxRate} %`, formatCents(figures.taxCents))}
      {row('Total factura', formatCents(figures.totalCents), !withholds)}
      {withholds ? (
        <>
          {row(`Retención IRPF ${draft.irpfRate} %`, `−${formatCents(figures.irpfCents)}`)}
          {row('Total a pagar', formatCents(figures.payableCents), true)}
        </>
      ) : null}
    </dl>
  );
}

/** Why the invoice withholds IRPF or not, when the fiscal profile withholds some. */
function withholdingSentence(draft: InvoiceDraft, complete: boolean, withholds: boolean) {
  if (!draft.irpfRate) return null;
  if (withholds) {
    return `Con retención de IRPF del ${draft.irpfRate} %: el destinatario es una empresa o un profesional.`;
  }
  if (!complete) return 'Sin retención de IRPF: una factura simplificada no lleva retención.';
  return 'Sin retención de IRPF: el destinatario es un particular. Si es una empresa o un profesional, indícalo en su ficha de cliente.';
}

function IssueInvoiceForm({
  source,
  draft,
  onClose,
}: {
  source: InvoiceSourceInput;
  draft: InvoiceDraft;
  onClose: () => void;
}) {
  const issue = useIssueInvoice();
  const { toast } = useToast();
  const [failure, setFailure] = useState<string | null>(null);
  const mustBeComplete = draft.amountCents > SIMPLIFIED_LIMIT_CENTS;
  const address = splitAddress(draft.recipient?.address ?? '');
  const { register, handleSubmit, setError, control, formState } = useForm<FormValues>({
    defaultValues: {
      complete: mustBeComplete,
      name: draft.recipient?.name ?? '',
      taxId: draft.recipient?.taxId ?? '',
      ...address,
      province: provinceOfPostalCode(address.postalCode),
    },
  });
  const complete = useWatch({ control, name: 'complete' }) || mustBeComplete;
  const typedTaxId = useWatch({ control, name: 'taxId' });
  const { figures, withholds } = figuresOf(draft, complete, typedTaxId);
  const withholding = withholdingSentence(draft, complete, withholds);
  const notice = VERIFACTU_ISSUE_NOTICES[draft.verifactu];
  const { errors, isSubmitting } = formState;

  async function onSubmit(values: FormValues) {
    setFailure(null);
    const { recipient, errors: invalid } = recipientOf({
      ...values,
      complete: mustBeComplete || values.complete,
    });
    if (invalid) {
      for (const [field, message] of Object.entries(invalid))
        setError(field as keyof RecipientInput, { type: 'client', message });
      return;
    }
    try {
      const invoice = await issue.mutateAsync({ ...source, recipient });
      toast({
        variant: 'success',
        title: `Factura ${invoice.number} emitida`,
        ...(draft.clientEmail ? { description: `Enviada a ${draft.clientEmail}` } : {}),
      });
      onClose();
    } catch (caught) {
      const fields = RECIPIENT_FIELDS.map((f) => `recipient.${f}` as const);
      if (!applyServerFieldErrors(caught, setError as never, fields))
        setFailure(getErrorMessage(caught, 'No se pudo emitir la factura'));
    }
  }

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-4">
      {failure ? <Alert variant="error">{failure}</Alert> : null}
      {notice ? (
        <Alert variant="info" title="El registro no irá a la AEAT">
          {notice}
        </Alert>
      ) : null}
      <p className="text-sm text-gray-700 dark:text-gray-300">
        {operationSentence(source, draft)} La fecha de expedición será hoy y el número, el siguiente
        de tu serie.
        {draft.clientEmail ? ` Se enviará en PDF a ${draft.clientEmail}.` : ''}
      </p>
      <Checkbox
        label="Factura completa, con los datos fiscales del cliente"
        description={
          mustBeComplete
            ? 'Obligatoria: una factura simplificada no puede superar 400 € IVA incluido.'
            : 'Sin ellos se emite una factura simplificada.'
        }
        disabled={mustBeComplete}
        {...register('complete')}
      />
      {complete ? (
        <fieldset className="grid gap-4 sm:grid-cols-2">
          <legend className="sr-only">Datos fiscales del destinatario</legend>
          <Input
            label="Nombre o razón social"
            required
            error={errors.name?.message}
            {...register('name')}
          />
          <Input
            label="NIF, NIE o CIF"
            required
            spellCheck={false}
            autoComplete="off"
            error={errors.taxId?.message}
            {...register('taxId')}
          />
          <div className="sm:col-span-2">
            <Input
              label="Dirección"
              required
              error={errors.address?.message}
              {...register('address')}
            />
          </div>
          <Input
            label="Código postal"
            required
            inputMode="numeric"
            error={errors.postalCode?.message}
            {...register('postalCode')}
          />
          <Input label="Población" required error={errors.city?.message} {...register('city')} />
          <Input
            label="Provincia"
            required
            error={errors.province?.message}
            {...register('province')}
          />
        </fieldset>
      ) : null}
      <InvoiceFiguresList draft={draft} figures={figures} withholds={withholds} />
      {withholding ? (
        <p className="text-sm text-gray-700 dark:text-gray-300">{withholding}</p>
      ) : null}
      <FormActions
        onCancel={onClose}
        submitting={isSubmitting}
        submitLabel="Emitir factura"
        inDialog
      />
    </form>
  );
}
