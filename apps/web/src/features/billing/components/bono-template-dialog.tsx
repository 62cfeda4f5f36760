import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  BonoTemplateFormSchema,
  type BonoTemplateFormValues,
  type BonoTemplatePayload,
} from '@adiestra/shared';
import { Alert } from '@/components/ui/alert';
import { Dialog } from '@/components/ui/dialog';
import { FormActions } from '@/components/ui/form-actions';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { useToast } from '@/components/ui/toast/toast-context';
import { getErrorMessage } from '@/lib/api-error';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { useServices } from '@/lib/services-query';
import { useCreateBonoTemplate } from '../api/create-bono-template';

/** A new pack: "bono de 5 sesiones de X, 180 €, válido 90 días". */
export function BonoTemplateDialog({ onClose }: { onClose: () => void }) {
  const services = useServices();
  const create = useCreateBonoTemplate();
  const { toast } = useToast();
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, setError, formState } = useForm<
    BonoTemplateFormValues,
    unknown,
    BonoTemplatePayload
  >({
    resolver: zodResolver(BonoTemplateFormSchema),
    defaultValues: { serviceId: '', sessions: '5', validityDays: '90', price: '' },
  });
  const { errors, isSubmitting } = formState;

  async function onSubmit(input: BonoTemplatePayload) {
    setFailure(null);
    try {
      await create.mutateAsync(input);
      toast({ variant: 'success', title: 'Plantilla de bono creada' });
      onClose();
    } catch (caught) {
      if (!applyServerFieldErrors(caught, setError, ['serviceId', 'sessions', 'validityDays']))
        setFailure(getErrorMessage(caught, 'Error al guardar la plantilla'));
    }
  }

  return (
    <Dialog open onClose={onClose} title="Nueva plantilla de bono" dismissible={!isSubmitting}>
      <form onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-4">
        {failure ? <Alert variant="error">{failure}</Alert> : null}
        <Select
          label="Servicio"
          required
          data-autofocus
          error={errors.serviceId?.message}
          {...register('serviceId')}
        >
          <option value="">Selecciona un servicio</option>
          {services.data?.map((service) => (
            <option key={service.id} value={service.id}>
              {service.name}
            </option>
          ))}
        </Select>
        <div className="grid grid-cols-3 gap-4">
          <Input
            label="Sesiones"
            type="number"
            inputMode="numeric"
            min={1}
            max={100}
            required
            error={errors.sessions?.message}
            {...register('sessions')}
          />
          <Input
            label="Precio (€)"
            inputMode="decimal"
            required
            error={errors.price?.message}
            {...register('price')}
          />
          <Input
            label="Validez (días)"
            type="number"
            inputMode="numeric"
            min={1}
            max={730}
            required
            error={errors.validityDays?.message}
            {...register('validityDays')}
          />
        </div>
        <FormActions
          onCancel={onClose}
          submitting={isSubmitting}
          submitLabel="Crear plantilla"
          inDialog
        />
      </form>
    </Dialog>
  );
}
