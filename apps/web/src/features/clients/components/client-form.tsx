import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  CLIENT_FISCAL_KINDS,
  CLIENT_FISCAL_KIND_LABELS,
  CONTACT_CHANNELS,
  CONTACT_CHANNEL_LABELS,
  ClientInputSchema,
  fiscalKindOfTaxId,
  taxIdKind,
  type Client,
  type ClientInput,
  type ClientInputParsed,
} from '@adiestra/shared';
import { Alert } from '@/components/ui/alert';
import { Checkbox } from '@/components/ui/checkbox';
import { Select } from '@/components/ui/select';
import { formatDate } from '@/lib/format-date';
import { FormSection } from '@/components/ui/form-section';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { getErrorMessage } from '@/lib/api-error';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { useCreateClient } from '../api/create-client';
import { useUpdateClient } from '../api/update-client';
import { track } from '@/lib/analytics';
import { FormActions } from '@/components/ui/form-actions';
import { useUnsavedChanges } from '@/lib/unsaved-changes';

const FIELDS = [
  'name',
  'email',
  'phone',
  'address',
  'emergencyContact',
  'emergencyPhone',
  'notes',
  'taxId',
  'fiscalKind',
  'preferredChannel',
  'messagesConsent',
] as const;

function initialValues(client?: Client): ClientInput {
  return {
    name: client?.name ?? '',
    email: client?.email ?? '',
    phone: client?.phone ?? '',
    address: client?.address ?? '',
    emergencyContact: client?.emergencyContact ?? '',
    emergencyPhone: client?.emergencyPhone ?? '',
    notes: client?.notes ?? '',
    taxId: client?.taxId ?? '',
    fiscalKind: client?.fiscalKind ?? 'particular',
    preferredChannel: client?.preferredChannel ?? null,
    messagesConsent: client?.messagesConsent ?? false,
  };
}

/** Create or edit a client (SPEC §2 Client form, §5): basic info, emergency contact, notes. */
export function ClientForm({
  client,
  onSaved,
  onCancel,
}: {
  client?: Client;
  onSaved: (client: Client) => void;
  onCancel: () => void;
}) {
  const createClient = useCreateClient();
  const updateClient = useUpdateClient();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    control,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<ClientInput, unknown, ClientInputParsed>({
    resolver: zodResolver(ClientInputSchema),
    defaultValues: initialValues(client),
  });

  // Until the trainer picks it, the kind follows the NIF as it is typed (a company's NIF, the
  // former CIF, is a business; a DNI or NIE a private person), never changing a stored choice
  // while the NIF stays as it was (issue 45).
  const taxId = useWatch({ control, name: 'taxId' });
  const [kindPicked, setKindPicked] = useState(false);
  const storedTaxId = client?.taxId ?? '';
  useEffect(() => {
    if (!taxId || !taxIdKind(taxId) || kindPicked || taxId === storedTaxId) return;
    setValue('fiscalKind', fiscalKindOfTaxId(taxId));
  }, [taxId, storedTaxId, kindPicked, setValue]);
  const fiscalKindField = register('fiscalKind', { onChange: () => setKindPicked(true) });

  const discard = useUnsavedChanges(isDirty && !isSubmitting);

  // Analytics: the form's name and outcome only, never what was typed.
  const formName = client ? 'client-edit' : 'client-new';
  async function onSubmit(input: ClientInputParsed) {
    setFormError(null);
    try {
      const saved = client
        ? await updateClient.mutateAsync({ id: client.id, input })
        : await createClient.mutateAsync(input);
      onSaved(saved);
      track.formSubmit(formName, 'success');
    } catch (caught) {
      track.formSubmit(formName, 'error');
      applyServerFieldErrors(caught, setError, FIELDS);
      setFormError(
        getErrorMessage(caught, 'Error al guardar el cliente. Por favor, intenta de nuevo.'),
      );
    }
  }

  return (
    <form
      onSubmit={handleSubmit(onSubmit, () => track.formSubmit(formName, 'invalid'))}
      noValidate
      className="space-y-6"
    >
      {formError ? <Alert variant="error">{formError}</Alert> : null}
      <FormSection
        title="Información básica"
        description="Indica al menos un email o un teléfono. Sin email no podrá entrar en Mi área ni recibir avisos por email; sin teléfono no podrás escribirle por WhatsApp."
      >
        <Input
          label="Nombre completo"
          autoComplete="name"
          required
          error={errors.name?.message}
          {...register('name')}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <Input
            label="Email"
            type="email"
            inputMode="email"
            autoComplete="email"
            error={errors.email?.message}
            {...register('email')}
          />
          <Input
            label="Teléfono"
            type="tel"
            autoComplete="tel"
            error={errors.phone?.message}
            {...register('phone')}
          />
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <Select
            label="Prefiere que le escribas por"
            error={errors.preferredChannel?.message}
            {...register('preferredChannel', { setValueAs: (v: string) => v || null })}
          >
            <option value="">Automático: email si lo tiene</option>
            {CONTACT_CHANNELS.map((channel) => (
              <option key={channel} value={channel}>
                {CONTACT_CHANNEL_LABELS[channel]}
              </option>
            ))}
          </Select>
          <Input
            label="DNI, NIE o NIF"
            hint="Opcional, para las facturas."
            autoCapitalize="characters"
            error={errors.taxId?.message}
            {...register('taxId')}
          />
        </div>
        <Select
          label="Para sus facturas es"
          hint="Una empresa o un profesional retiene el IRPF de tus facturas completas; a un particular no se le aplica retención."
          error={errors.fiscalKind?.message}
          {...fiscalKindField}
        >
          {CLIENT_FISCAL_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {CLIENT_FISCAL_KIND_LABELS[kind]}
            </option>
          ))}
        </Select>
        <Checkbox
          label="Acepta recibir mensajes (recordatorios y avisos de sus citas)"
          description={
            client?.messagesConsentAt
              ? `Lo aceptó el ${formatDate(client.messagesConsentAt)}.`
              : 'Marca solo si el cliente te lo ha dicho.'
          }
          {...register('messagesConsent')}
        />
        <Input
          label="Dirección"
          autoComplete="street-address"
          error={errors.address?.message}
          {...register('address')}
        />
      </FormSection>
      <FormSection
        title="Contacto de emergencia"
        description="Opcional. Si indicas un nombre, añade también su teléfono."
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <Input
            label="Nombre del contacto"
            error={errors.emergencyContact?.message}
            {...register('emergencyContact')}
          />
          <Input
            label="Teléfono de emergencia"
            type="tel"
            error={errors.emergencyPhone?.message}
            {...register('emergencyPhone')}
          />
        </div>
      </FormSection>
      <FormSection title="Notas">
        <Textarea
          label="Notas"
          hint="Preferencias, horarios o cualquier detalle útil."
          error={errors.notes?.message}
          {...register('notes')}
        />
      </FormSection>
      <FormActions
        onCancel={() => {
          discard();
          onCancel();
        }}
        submitting={isSubmitting}
        submitLabel={client ? 'Actualizar Cliente' : 'Crear Cliente'}
      />
    </form>
  );
}
