import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  INVOICE_TYPE_LABELS,
  RECTIFY_METHODS,
  RECTIFY_METHOD_LABELS,
  RECTIFY_REASONS,
  rectifyInvoiceFormSchema,
  TAX_REGIME_TAX,
  formatCents,
  type Invoice,
  type RectifyInvoiceFormValues,
  type RectifyInvoiceInput,
} from '@adiestra/shared';
import { useNavigate } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Dialog } from '@/components/ui/dialog';
import { FormActions } from '@/components/ui/form-actions';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { useToast } from '@/components/ui/toast/toast-context';
import { getErrorMessage } from '@/lib/api-error';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { paths } from '@/lib/paths';
import { useRectifyInvoice } from '../api/rectify-invoice';

/**
 * A factura rectificativa (issue 30.4): by substitution (the corrected total) or by differences
 * (what changes, negative to reduce). A simplified invoice's is R5 whatever the reason.
 */
export function RectifyInvoiceDialog({
  invoice,
  onClose,
}: {
  invoice: Invoice;
  onClose: () => void;
}) {
  const rectify = useRectifyInvoice(invoice.id);
  const { toast } = useToast();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, setError, control, formState } = useForm<
    RectifyInvoiceFormValues,
    unknown,
    RectifyInvoiceInput
  >({
    resolver: zodResolver(rectifyInvoiceFormSchema(invoice.correctedTotalCents)),
    defaultValues: { reason: 'R1', method: 'S', amount: '', description: '' },
  });
  const method = useWatch({ control, name: 'method' });
  const tax = TAX_REGIME_TAX[invoice.regime];
  const { errors, isSubmitting } = formState;

  async function onSubmit(input: RectifyInvoiceInput) {
    setFailure(null);
    try {
      const fixed = await rectify.mutateAsync(input);
      toast({ variant: 'success', title: `Factura rectificativa ${fixed.number} emitida` });
      onClose();
      void navigate(paths.invoices.detail.getHref(fixed.id));
    } catch (caught) {
      const applied = applyServerFieldErrors(caught, setError, ['description']);
      if (!applied) setFailure(getErrorMessage(caught, 'No se pudo emitir la rectificativa'));
    }
  }

  return (
    <Dialog
      open
      onClose={onClose}
      dismissible={!isSubmitting}
      title={`Rectificar la factura ${invoice.number}`}
      description={`Total actual: ${formatCents(invoice.correctedTotalCents)}. La factura original no cambia; la rectificativa lleva su propia serie.`}
    >
      <form onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-4">
        {failure ? <Alert variant="error">{failure}</Alert> : null}
        {invoice.type === 'F2' ? (
          <Alert variant="info">
            Es una factura simplificada: su rectificativa será de tipo R5.
          </Alert>
        ) : null}
        <Select
          label="Tipo de rectificativa"
          required
          error={errors.reason?.message}
          {...register('reason')}
        >
          {RECTIFY_REASONS.map((reason) => (
            <option key={reason} value={reason}>
              {reason} · {INVOICE_TYPE_LABELS[reason]}
            </option>
          ))}
        </Select>
        <Select
          label="Cómo rectificar"
          required
          error={errors.method?.message}
          {...register('method')}
        >
          {RECTIFY_METHODS.map((m) => (
            <option key={m} value={m}>
              {RECTIFY_METHOD_LABELS[m]}
            </option>
          ))}
        </Select>
        <Input
          label={
            method === 'S'
              ? `Total correcto, ${tax} incluido (€)`
              : `Diferencia, ${tax} incluido (€)`
          }
          hint={method === 'S' ? undefined : 'Negativa para reducir, por ejemplo -12,50'}
          inputMode="decimal"
          required
          data-autofocus
          error={errors.amount?.message}
          {...register('amount')}
        />
        <Textarea
          label="Motivo de la rectificación"
          required
          error={errors.description?.message}
          {...register('description')}
        />
        <FormActions
          onCancel={onClose}
          submitting={isSubmitting}
          submitLabel="Emitir rectificativa"
          inDialog
        />
      </form>
    </Dialog>
  );
}
