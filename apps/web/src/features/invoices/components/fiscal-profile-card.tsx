import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  FiscalProfileInputSchema,
  IRPF_RATES,
  TAX_REGIMES,
  TAX_REGIME_LABELS,
  type FiscalProfile,
  type FiscalProfileInput,
  type FiscalProfilePayload,
} from '@adiestra/shared';
import { Alert } from '@/components/ui/alert';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { FormActions } from '@/components/ui/form-actions';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { useToast } from '@/components/ui/toast/toast-context';
import { getErrorMessage } from '@/lib/api-error';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { useFiscalProfile } from '../api/get-fiscal-profile';
import { useSaveFiscalProfile } from '../api/save-fiscal-profile';
import { useUnsavedChanges } from '@/lib/unsaved-changes';

/** Ajustes › Datos fiscales (issue 30.1): what every invoice says about the trainer. */
export function FiscalProfileCard() {
  const state = useFiscalProfile();
  return (
    <Card id="datos-fiscales">
      <CardHeader
        title="Datos fiscales"
        description="Aparecen en tus facturas. Sin ellos no se pueden emitir."
      />
      <CardContent>
        {state.isPending ? (
          <div className="space-y-3" aria-busy="true">
            <span className="sr-only">Cargando datos fiscales…</span>
            <Skeleton className="h-10 w-full" />
            <Skeleton className="h-10 w-full" />
          </div>
        ) : null}
        {state.isError ? (
          <Alert variant="error" title="No se pudieron cargar los datos fiscales">
            {getErrorMessage(state.error, 'Error al cargar los datos fiscales')}
          </Alert>
        ) : null}
        {state.isSuccess ? <FiscalProfileForm initial={state.data.profile} /> : null}
      </CardContent>
    </Card>
  );
}

const EMPTY: FiscalProfileInput = {
  name: '',
  taxId: '',
  address: '',
  postalCode: '',
  city: '',
  province: '',
  regime: 'iva',
  irpfRate: 0,
  series: 'F',
  rectifySeries: 'R',
  gestorEmail: '',
};

const FIELDS = [
  'name',
  'taxId',
  'address',
  'postalCode',
  'city',
  'province',
  'regime',
  'irpfRate',
  'series',
  'rectifySeries',
  'gestorEmail',
] as const;

/** The saved profile as the form holds it (no gestor yet: an empty field). */
const formValues = (profile: FiscalProfile | null): FiscalProfileInput =>
  profile ? { ...profile, gestorEmail: profile.gestorEmail ?? '' } : EMPTY;

export function FiscalProfileForm({ initial }: { initial: FiscalProfile | null }) {
  const save = useSaveFiscalProfile();
  const { toast } = useToast();
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, setError, reset, formState } = useForm<
    FiscalProfileInput,
    unknown,
    FiscalProfilePayload
  >({ resolver: zodResolver(FiscalProfileInputSchema), defaultValues: formValues(initial) });
  const { errors, isSubmitting, isDirty } = formState;
  useUnsavedChanges(isDirty && !isSubmitting);

  async function onSubmit(input: FiscalProfilePayload) {
    setFailure(null);
    try {
      const saved = await save.mutateAsync(input);
      reset(formValues(saved));
      toast({ variant: 'success', title: 'Datos fiscales guardados' });
    } catch (caught) {
      if (!applyServerFieldErrors(caught, setError, FIELDS))
        setFailure(getErrorMessage(caught, 'No se pudieron guardar los datos fiscales'));
    }
  }

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-4">
      {initial ? null : (
        <Alert variant="info">
          Para emitir facturas completa tu nombre o razón social, tu NIF, tu dirección fiscal y tu
          régimen de impuestos.
        </Alert>
      )}
      {failure ? <Alert variant="error">{failure}</Alert> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <Input
          label="Nombre o razón social"
          required
          autoComplete="organization"
          error={errors.name?.message}
          {...register('name')}
        />
        <Input
          label="NIF, NIE o CIF"
          required
          autoComplete="off"
          spellCheck={false}
          error={errors.taxId?.message}
          {...register('taxId')}
        />
        <div className="sm:col-span-2">
          <Input
            label="Dirección fiscal"
            required
            autoComplete="street-address"
            error={errors.address?.message}
            {...register('address')}
          />
        </div>
        <Input
          label="Código postal"
          required
          inputMode="numeric"
          autoComplete="postal-code"
          error={errors.postalCode?.message}
          {...register('postalCode')}
        />
        <Input
          label="Población"
          required
          autoComplete="address-level2"
          error={errors.city?.message}
          {...register('city')}
        />
        <Input
          label="Provincia"
          required
          autoComplete="address-level1"
          error={errors.province?.message}
          {...register('province')}
        />
        <Select
          label="Régimen de impuestos"
          required
          error={errors.regime?.message}
          {...register('regime')}
        >
          {TAX_REGIMES.map((regime) => (
            <option key={regime} value={regime}>
              {TAX_REGIME_LABELS[regime]}
            </option>
          ))}
        </Select>
        <Select
          label="Retención de IRPF en facturas completas"
          error={errors.irpfRate?.message}
          {...register('irpfRate', { valueAsNumber: true })}
        >
          {IRPF_RATES.map((rate) => (
            <option key={rate} value={rate}>
              {rate === 0 ? 'Sin retención' : `${rate} %`}
            </option>
          ))}
        </Select>
        <Input
          label="Serie de facturas"
          required
          autoComplete="off"
          error={errors.series?.message}
          {...register('series')}
        />
        <Input
          label="Serie de rectificativas"
          required
          autoComplete="off"
          error={errors.rectifySeries?.message}
          {...register('rectifySeries')}
        />
        <Input
          label="Email de tu gestor"
          type="email"
          autoComplete="off"
          hint="Adónde envía el trimestre el botón «Enviar a mi gestor» de Facturas."
          error={errors.gestorEmail?.message}
          {...register('gestorEmail')}
        />
      </div>
      <FormActions
        onCancel={() => reset(formValues(initial))}
        submitting={isSubmitting}
        submitLabel="Guardar datos fiscales"
      />
    </form>
  );
}
