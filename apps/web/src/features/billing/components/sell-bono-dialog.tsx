import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  SellBonoFormSchema,
  formatCents,
  todayIn,
  type SellBonoFormValues,
} from '@adiestra/shared';
import { Alert } from '@/components/ui/alert';
import { Dialog } from '@/components/ui/dialog';
import { FormActions } from '@/components/ui/form-actions';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { useToast } from '@/components/ui/toast/toast-context';
import { getErrorMessage } from '@/lib/api-error';
import { useCurrentUser } from '@/lib/auth/auth-context';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { useBonoTemplates } from '../api/get-bono-templates';
import { useSellBono } from '../api/sell-bono';
import { templateLabel } from './bono-templates-list';

type SellPayload = { templateId: string; soldOn: string; priceCents?: number };

/** Sells one of the trainer's templates to this client, at its price unless another is typed. */
export function SellBonoDialog({ clientId, onClose }: { clientId: string; onClose: () => void }) {
  const templates = useBonoTemplates();
  const sell = useSellBono();
  const { toast } = useToast();
  const { timeZone } = useCurrentUser();
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, setError, formState } = useForm<
    SellBonoFormValues,
    unknown,
    SellPayload
  >({
    resolver: zodResolver(SellBonoFormSchema),
    defaultValues: { templateId: '', soldOn: todayIn(timeZone), price: '' },
  });
  const { errors, isSubmitting } = formState;

  async function onSubmit(input: SellPayload) {
    setFailure(null);
    try {
      await sell.mutateAsync({ ...input, clientId });
      toast({ variant: 'success', title: 'Bono vendido' });
      onClose();
    } catch (caught) {
      if (!applyServerFieldErrors(caught, setError, ['templateId', 'soldOn']))
        setFailure(getErrorMessage(caught, 'Error al vender el bono'));
    }
  }

  // Archived templates are no longer sold.
  const offered = templates.data?.filter((template) => !template.archived);
  const none = offered?.length === 0;
  return (
    <Dialog open onClose={onClose} title="Vender bono" dismissible={!isSubmitting}>
      <form onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-4">
        {failure ? <Alert variant="error">{failure}</Alert> : null}
        {none ? (
          <Alert variant="info">Crea antes una plantilla de bono en Servicios y bonos.</Alert>
        ) : null}
        <Select
          label="Bono"
          required
          data-autofocus
          error={errors.templateId?.message}
          {...register('templateId')}
        >
          <option value="">Selecciona una plantilla de bono</option>
          {offered?.map((template) => (
            <option key={template.id} value={template.id}>
              {templateLabel(template)} · {formatCents(template.priceCents)}
            </option>
          ))}
        </Select>
        <div className="grid grid-cols-2 gap-4">
          <Input
            label="Fecha de venta"
            type="date"
            required
            error={errors.soldOn?.message}
            {...register('soldOn')}
          />
          <Input
            label="Precio (€)"
            inputMode="decimal"
            placeholder="El de la plantilla"
            error={errors.price?.message}
            {...register('price')}
          />
        </div>
        <FormActions
          onCancel={onClose}
          submitting={isSubmitting}
          submitLabel="Vender bono"
          inDialog
        />
      </form>
    </Dialog>
  );
}
