import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  BOOKING_STEPS,
  BookingRulesSchema,
  MAX_BUFFER_MINUTES,
  type BookingRules,
  type BookingRulesInput,
} from '@adiestra/shared';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { useToast } from '@/components/ui/toast/toast-context';
import { getErrorMessage } from '@/lib/api-error';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { useBookingRules } from '../../api/get-booking-rules';
import { useUpdateBookingRules } from '../../api/update-booking-rules';
import { useUnsavedChanges } from '@/lib/unsaved-changes';

/** Ajustes → "Reservas desde tu página": buffers, notice, horizon and step (issue 19). */
export function BookingRulesCard() {
  const rules = useBookingRules();
  return (
    <Card>
      <CardHeader
        title="Reservas desde tu página"
        description="Reglas para las horas que ofrece tu página de reservas. Tus propias citas pueden saltárselas."
      />
      <CardContent>
        {rules.isPending ? (
          <p role="status" className="text-sm text-gray-600 dark:text-gray-400">
            Cargando reglas…
          </p>
        ) : rules.isError ? (
          <Alert variant="error">
            {getErrorMessage(rules.error, 'Error al cargar las reglas')}
          </Alert>
        ) : (
          <BookingRulesForm rules={rules.data} />
        )}
      </CardContent>
    </Card>
  );
}

const FIELDS = [
  'bufferBeforeMinutes',
  'bufferAfterMinutes',
  'minNoticeHours',
  'horizonDays',
  'stepMinutes',
] as const;

function BookingRulesForm({ rules }: { rules: BookingRules }) {
  const save = useUpdateBookingRules();
  const { toast } = useToast();
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, setError, reset, getValues, formState } = useForm<
    BookingRulesInput,
    unknown,
    BookingRules
  >({ resolver: zodResolver(BookingRulesSchema), defaultValues: rules });
  const { errors, isSubmitting, isDirty } = formState;
  useUnsavedChanges(isDirty && !isSubmitting);

  async function onSubmit(input: BookingRules) {
    setFailure(null);
    try {
      await save.mutateAsync(input);
      reset(getValues());
      toast({ variant: 'success', title: 'Reglas de reserva guardadas' });
    } catch (caught) {
      if (!applyServerFieldErrors(caught, setError, FIELDS)) {
        setFailure(getErrorMessage(caught, 'Error al guardar las reglas'));
      }
    }
  }

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-4">
      {failure ? <Alert variant="error">{failure}</Alert> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <Input
          label="Margen antes de cada cita (min)"
          type="number"
          min={0}
          max={MAX_BUFFER_MINUTES}
          inputMode="numeric"
          hint="Tiempo de desplazamiento o preparación."
          error={errors.bufferBeforeMinutes?.message}
          {...register('bufferBeforeMinutes')}
        />
        <Input
          label="Margen después de cada cita (min)"
          type="number"
          min={0}
          max={MAX_BUFFER_MINUTES}
          inputMode="numeric"
          error={errors.bufferAfterMinutes?.message}
          {...register('bufferAfterMinutes')}
        />
        <Input
          label="Antelación mínima (horas)"
          type="number"
          min={0}
          inputMode="numeric"
          hint="Nadie puede reservar con menos antelación."
          error={errors.minNoticeHours?.message}
          {...register('minNoticeHours')}
        />
        <Input
          label="Reservas hasta (días vista)"
          type="number"
          min={1}
          inputMode="numeric"
          error={errors.horizonDays?.message}
          {...register('horizonDays')}
        />
        <Select
          label="Intervalo entre horas ofrecidas"
          error={errors.stepMinutes?.message}
          {...register('stepMinutes')}
        >
          {BOOKING_STEPS.map((step) => (
            <option key={step} value={step}>
              Cada {step} minutos
            </option>
          ))}
        </Select>
      </div>
      <div className="flex justify-end border-t border-gray-200 pt-4 dark:border-gray-800">
        <Button type="submit" isLoading={isSubmitting}>
          Guardar reglas
        </Button>
      </div>
    </form>
  );
}
