import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  COMMISSION_KINDS,
  COMMISSION_KIND_LABELS,
  COMMISSION_MESSAGES,
  CommissionRuleFormSchema,
  centsToEuros,
  formatPrice,
  type CommissionRule,
  type CommissionRuleForm as FormValues,
  type CommissionRuleInput,
} from '@adiestra/shared';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { useToast } from '@/components/ui/toast/toast-context';
import { getErrorMessage } from '@/lib/api-error';
import { useRemoveCommissionRule } from '../api/remove-commission-rule';
import { useSetCommissionRule } from '../api/set-commission-rule';

/** The form's starting values: the rule as it is, or a percentage still to type. */
function valuesOf(rule: CommissionRule): FormValues {
  if (rule.fixedCents !== null) return { kind: 'fixed', value: centsToEuros(rule.fixedCents) };
  if (rule.percentBasisPoints !== null)
    return { kind: 'percent', value: centsToEuros(rule.percentBasisPoints) };
  return { kind: 'percent', value: '' };
}

/**
 * One service's rule (decision 0143): a percentage of what was charged, or a fixed amount per
 * visit or class given. The shared schema checks it and turns "12,5" into basis points or cents.
 */
export function CommissionRuleForm({ rule }: { rule: CommissionRule }) {
  const save = useSetCommissionRule();
  const remove = useRemoveCommissionRule();
  const hasRule = rule.fixedCents !== null || rule.percentBasisPoints !== null;
  const { toast } = useToast();
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, control, formState } = useForm<
    FormValues,
    unknown,
    CommissionRuleInput
  >({ resolver: zodResolver(CommissionRuleFormSchema), defaultValues: valuesOf(rule) });
  const kind = useWatch({ control, name: 'kind' });

  async function onSubmit(input: CommissionRuleInput) {
    setFailure(null);
    try {
      await save.mutateAsync({ serviceId: rule.serviceId, rule: input });
      toast({ variant: 'success', title: `${COMMISSION_MESSAGES.saved}: ${rule.serviceName}` });
    } catch (caught) {
      setFailure(getErrorMessage(caught, 'No se pudo guardar la comisión'));
    }
  }

  async function onRemove() {
    setFailure(null);
    try {
      await remove.mutateAsync(rule.serviceId);
      toast({ variant: 'success', title: `${COMMISSION_MESSAGES.removed}: ${rule.serviceName}` });
    } catch (caught) {
      setFailure(getErrorMessage(caught, 'No se pudo quitar la comisión'));
    }
  }

  return (
    <form
      noValidate
      aria-label={`Comisión de ${rule.serviceName}`}
      className="grid items-start gap-3 py-3 sm:grid-cols-[1fr_14rem_9rem_auto]"
      onSubmit={handleSubmit(onSubmit)}
    >
      <div className="min-w-0 text-sm">
        <p className="font-medium text-gray-900 dark:text-gray-50">{rule.serviceName}</p>
        <p className="text-gray-700 dark:text-gray-300">Precio: {formatPrice(rule.priceCents)}</p>
      </div>
      <Select
        label={`Tipo de comisión de ${rule.serviceName}`}
        error={formState.errors.kind?.message}
        {...register('kind')}
      >
        {COMMISSION_KINDS.map((k) => (
          <option key={k} value={k}>
            {COMMISSION_KIND_LABELS[k]}
          </option>
        ))}
      </Select>
      <Input
        label={kind === 'fixed' ? 'Importe (€)' : 'Porcentaje (%)'}
        inputMode="decimal"
        error={formState.errors.value?.message ?? failure ?? undefined}
        {...register('value')}
      />
      <div className="flex gap-2 sm:mt-6">
        <Button
          type="submit"
          isLoading={save.isPending}
          disabled={save.isPending || remove.isPending}
        >
          Guardar
        </Button>
        {hasRule ? (
          <Button
            variant="ghost"
            aria-label={`Quitar la comisión de ${rule.serviceName}`}
            isLoading={remove.isPending}
            disabled={save.isPending || remove.isPending}
            onClick={() => void onRemove()}
          >
            Quitar
          </Button>
        ) : null}
      </div>
    </form>
  );
}
