import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  BonoTemplateFormSchema,
  centsToEuros,
  type BonoTemplate,
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
import { useUpdateBonoTemplate } from '../api/update-bono-template';

/**
 * A new pack ("bono de 5 sesiones de X, 180 €, válido 90 días"), or, given `template`, its terms
 * changed: bonos already sold keep the terms of their sale.
 */
export function BonoTemplateDialog({
  template,
  onClose,
}: {
  template?: BonoTemplate | undefined;
  onClose: () => void;
}) {
  const services = useServices();
  const create = useCreateBonoTemplate();
  const update = useUpdateBonoTemplate();
  const { toast } = useToast();
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, setError, formState, control } = useForm<
    BonoTemplateFormValues,
    unknown,
    BonoTemplatePayload
  >({
    resolver: zodResolver(BonoTemplateFormSchema),
    defaultValues: template
      ? {
          serviceId: template.serviceId,
          sessions: String(template.sessions),
          validityDays: String(template.validityDays),
          price: centsToEuros(template.priceCents),
        }
      : { serviceId: '', sessions: '5', validityDays: '90', price: '' },
  });
  const { errors, isSubmitting } = formState;
  const serviceId = useWatch({ control, name: 'serviceId' });

  async function onSubmit(input: BonoTemplatePayload) {
    setFailure(null);
    try {
      if (template) await update.mutateAsync({ id: template.id, input });
      else await create.mutateAsync(input);
      toast({
        variant: 'success',
        title: template ? 'Plantilla de bono actualizada' : 'Plantilla de bono creada',
      });
      onClose();
    } catch (caught) {
      if (!applyServerFieldErrors(caught, setError, ['serviceId', 'sessions', 'validityDays']))
        setFailure(getErrorMessage(caught, 'Error al guardar la plantilla'));
    }
  }

  return (
    <Dialog
      open
      onClose={onClose}
      title={template ? 'Editar plantilla de bono' : 'Nueva plantilla de bono'}
      description={template ? 'Los bonos ya vendidos conservan sus condiciones.' : undefined}
      dismissible={!isSubmitting}
    >
      <form onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-4">
        {failure ? <Alert variant="error">{failure}</Alert> : null}
        <Select
          label="Servicio"
          required
          data-autofocus
          error={errors.serviceId?.message}
          {...register('serviceId')}
          // Controlled: an edited template's service shows once the catalogue has loaded.
          value={serviceId}
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
          submitLabel={template ? 'Guardar cambios' : 'Crear plantilla'}
          inDialog
        />
      </form>
    </Dialog>
  );
}
