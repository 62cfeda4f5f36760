import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  DEFAULT_SERVICE_COLOR,
  SERVICE_KINDS,
  SERVICE_KIND_LABELS,
  ServiceFormSchema,
  centsToEuros,
  type Service,
  type ServiceFormValues,
  type ServicePayload,
} from '@adiestra/shared';
import { Alert } from '@/components/ui/alert';
import { Checkbox } from '@/components/ui/checkbox';
import { Dialog } from '@/components/ui/dialog';
import { FormActions } from '@/components/ui/form-actions';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { useToast } from '@/components/ui/toast/toast-context';
import { getErrorMessage } from '@/lib/api-error';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { useCreateService } from '../api/create-service';
import { useUpdateService } from '../api/update-service';
import { useUpdateServiceTrainers } from '../api/update-service-trainers';
import { useTrainerChoice } from '../hooks/use-trainer-choice';
import { ServiceRequirementsFields } from './service-requirements-fields';
import { ServiceTrainersFieldset } from './service-trainers-fieldset';

const FIELDS = [
  'name',
  'description',
  'duration',
  'kind',
  'isPublic',
  'homeVisit',
  'color',
] as const;

function initialValues(service: Service | null): ServiceFormValues {
  return {
    name: service?.name ?? '',
    description: service?.description ?? '',
    duration: String(service?.duration ?? 60),
    price: service?.priceCents == null ? '' : centsToEuros(service.priceCents),
    kind: service?.kind ?? 'individual',
    isPublic: service?.isPublic ?? true,
    homeVisit: service?.homeVisit ?? false,
    color: service?.color ?? DEFAULT_SERVICE_COLOR,
    requirements: {
      vaccines: service?.requirements.vaccines ?? [],
      minAgeMonths: service?.requirements.minAgeMonths?.toString() ?? '',
      maxAgeMonths: service?.requirements.maxAgeMonths?.toString() ?? '',
      consents: service?.requirements.consents ?? [],
    },
  };
}

/** Creates (`service` null) or edits a catalogue service; every rule from the shared schema. */
export function ServiceFormDialog({
  service,
  onClose,
}: {
  service: Service | null;
  onClose: () => void;
}) {
  const create = useCreateService();
  const update = useUpdateService();
  const saveTrainers = useUpdateServiceTrainers();
  const trainers = useTrainerChoice(service?.id ?? null);
  const { toast } = useToast();
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, setError, formState } = useForm<
    ServiceFormValues,
    unknown,
    ServicePayload
  >({ resolver: zodResolver(ServiceFormSchema), defaultValues: initialValues(service) });
  const { errors, isSubmitting } = formState;

  async function onSubmit(input: ServicePayload) {
    setFailure(null);
    if (!trainers.validate()) return;
    let saved: Service;
    try {
      saved = service
        ? await update.mutateAsync({ id: service.id, input })
        : await create.mutateAsync(input);
    } catch (caught) {
      if (!applyServerFieldErrors(caught, setError, FIELDS))
        setFailure(getErrorMessage(caught, 'Error al guardar el servicio'));
      return;
    }
    await saveTrainerChoice(saved.id);
    onClose();
  }

  // Its own request, after the service (a new one needs its id). The dialog closes either way:
  // sent again, "Crear servicio" would create the service a second time.
  async function saveTrainerChoice(serviceId: string) {
    const change = trainers.change();
    try {
      if (change) await saveTrainers.mutateAsync({ id: serviceId, input: change });
      toast({ variant: 'success', title: service ? 'Servicio actualizado' : 'Servicio creado' });
    } catch (caught) {
      toast({
        variant: 'error',
        title: `Servicio guardado, pero no quién lo da: ${getErrorMessage(caught, 'inténtalo de nuevo')}`,
      });
    }
  }

  return (
    <Dialog
      open
      onClose={onClose}
      title={service ? 'Editar servicio' : 'Nuevo servicio'}
      dismissible={!isSubmitting}
    >
      <form
        onSubmit={handleSubmit(onSubmit, () => trainers.validate())}
        noValidate
        className="space-y-4"
      >
        {failure ? <Alert variant="error">{failure}</Alert> : null}
        <Input
          label="Nombre"
          required
          data-autofocus
          error={errors.name?.message}
          {...register('name')}
        />
        <Textarea
          label="Descripción"
          rows={2}
          error={errors.description?.message}
          {...register('description')}
        />
        <div className="grid grid-cols-2 gap-4">
          <Input
            label="Duración (minutos)"
            type="number"
            inputMode="numeric"
            min={15}
            max={480}
            step={5}
            required
            error={errors.duration?.message}
            {...register('duration')}
          />
          <Input
            label="Precio (€, IVA incluido)"
            inputMode="decimal"
            placeholder="A consultar"
            hint="Vacío: «a consultar»"
            error={errors.price?.message}
            {...register('price')}
          />
        </div>
        <div className="grid grid-cols-2 gap-4">
          <Select label="Tipo" error={errors.kind?.message} {...register('kind')}>
            {SERVICE_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {SERVICE_KIND_LABELS[kind]}
              </option>
            ))}
          </Select>
          <Input
            label="Color"
            type="color"
            className="p-1"
            error={errors.color?.message}
            {...register('color')}
          />
        </div>
        <Checkbox label="Mostrar en la página pública de reservas" {...register('isPublic')} />
        <Checkbox
          label="A domicilio"
          description="Al reservarlo, el cliente indica la dirección de la visita"
          {...register('homeVisit')}
        />
        <ServiceRequirementsFields register={register} errors={errors.requirements} />
        <ServiceTrainersFieldset choice={trainers} />
        <FormActions
          onCancel={onClose}
          submitting={isSubmitting}
          submitLabel={service ? 'Guardar cambios' : 'Crear servicio'}
          inDialog
        />
      </form>
    </Dialog>
  );
}
