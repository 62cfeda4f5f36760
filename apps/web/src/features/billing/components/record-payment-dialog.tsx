import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  PAYMENT_METHODS,
  PAYMENT_METHOD_LABELS,
  PaymentFormSchema,
  centsToEuros,
  todayIn,
  type PaymentFormValues,
  type PaymentTarget,
} from '@adiestra/shared';
import { Alert } from '@/components/ui/alert';
import { Checkbox } from '@/components/ui/checkbox';
import { Dialog } from '@/components/ui/dialog';
import { FormActions } from '@/components/ui/form-actions';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { useToast } from '@/components/ui/toast/toast-context';
import { getErrorMessage } from '@/lib/api-error';
import { useCurrentUser } from '@/lib/auth/auth-context';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { useRecordPayment } from '../api/record-payment';

type PaymentFormPayload = {
  amountCents: number;
  method: PaymentFormValues['method'];
  paidOn: string;
  note: string | null;
};

/**
 * A payment (or, ticked, a refund: a negative entry) against one appointment, session or bono.
 * The ledger keeps receipts; nothing here is an invoice. The amount starts at what is owed or the
 * service's price when the screen knows it (issue 27), so the usual payment is one click.
 */
export function RecordPaymentDialog({
  target,
  targetId,
  concept,
  suggestedCents,
  onClose,
}: {
  target: PaymentTarget;
  targetId: string;
  concept: string;
  /** What is owed or the price; no suggestion when unknown or nothing is owed. */
  suggestedCents?: number | null | undefined;
  onClose: () => void;
}) {
  const record = useRecordPayment();
  const { toast } = useToast();
  const { timeZone } = useCurrentUser();
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, setError, setValue, getFieldState, formState } = useForm<
    PaymentFormValues,
    unknown,
    PaymentFormPayload
  >({
    resolver: zodResolver(PaymentFormSchema),
    defaultValues: {
      amount: '',
      refund: false,
      method: 'cash',
      paidOn: todayIn(timeZone),
      note: '',
    },
  });
  const { errors, isSubmitting } = formState;
  // The suggestion may arrive after the dialog opened (the catalogue loading); it fills the
  // amount only while the trainer has not typed one.
  useEffect(() => {
    if (!suggestedCents || suggestedCents <= 0 || getFieldState('amount').isDirty) return;
    setValue('amount', centsToEuros(suggestedCents));
  }, [suggestedCents, getFieldState, setValue]);

  async function onSubmit(input: PaymentFormPayload) {
    setFailure(null);
    try {
      await record.mutateAsync({ ...input, target, targetId });
      toast({
        variant: 'success',
        title: input.amountCents < 0 ? 'Devolución registrada' : 'Pago registrado',
      });
      onClose();
    } catch (caught) {
      const fields = applyServerFieldErrors(caught, setError, ['method', 'paidOn', 'note']);
      if (!fields) setFailure(getErrorMessage(caught, 'Error al registrar el pago'));
    }
  }

  return (
    <Dialog
      open
      onClose={onClose}
      title="Registrar pago"
      description={concept}
      dismissible={!isSubmitting}
    >
      <form onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-4">
        {failure ? <Alert variant="error">{failure}</Alert> : null}
        <div className="grid grid-cols-2 gap-4">
          <Input
            label="Importe (€)"
            inputMode="decimal"
            required
            data-autofocus
            error={errors.amount?.message}
            {...register('amount')}
          />
          <Select label="Método" required error={errors.method?.message} {...register('method')}>
            {PAYMENT_METHODS.map((method) => (
              <option key={method} value={method}>
                {PAYMENT_METHOD_LABELS[method]}
              </option>
            ))}
          </Select>
        </div>
        <Input
          label="Fecha"
          type="date"
          required
          error={errors.paidOn?.message}
          {...register('paidOn')}
        />
        <Input label="Nota" error={errors.note?.message} {...register('note')} />
        <Checkbox
          label="Es una devolución"
          description="Se guarda como un importe negativo; los pagos nunca se borran."
          {...register('refund')}
        />
        <FormActions
          onCancel={onClose}
          submitting={isSubmitting}
          submitLabel="Registrar"
          inDialog
        />
      </form>
    </Dialog>
  );
}
