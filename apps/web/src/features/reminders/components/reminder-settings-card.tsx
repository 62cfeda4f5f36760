import { useState, type SyntheticEvent } from 'react';
import {
  REMINDER_LEAD_LABELS,
  REMINDER_LEAD_MINUTES,
  ReminderSettingsSchema,
  type ReminderSettings,
} from '@adiestra/shared';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { Select } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { useToast } from '@/components/ui/toast/toast-context';
import { getErrorMessage } from '@/lib/api-error';
import { useReminderSettings } from '../api/get-reminder-settings';
import { useUpdateReminderSettings } from '../api/update-reminder-settings';
import { useUnsavedChanges } from '@/lib/unsaved-changes';

/** Ajustes › Recordatorios: when owners get their reminder, and the trainer's daily agenda. */
export function ReminderSettingsCard() {
  const settings = useReminderSettings();
  return (
    <Card>
      <CardHeader
        title="Recordatorios"
        description="Tus clientes reciben un email antes de cada cita para confirmar o cancelar."
      />
      <CardContent>
        {settings.isPending ? (
          <div className="space-y-3" aria-busy="true">
            <span className="sr-only">Cargando recordatorios…</span>
            <Skeleton className="h-10 w-full" />
            <Skeleton className="h-5 w-2/3" />
          </div>
        ) : null}
        {settings.isError ? (
          <Alert variant="error" title="No se pudieron cargar los recordatorios">
            {getErrorMessage(settings.error, 'Error al cargar los recordatorios')}
          </Alert>
        ) : null}
        {settings.isSuccess ? <ReminderSettingsForm initial={settings.data} /> : null}
      </CardContent>
    </Card>
  );
}

const NONE = 'none';

function ReminderSettingsForm({ initial }: { initial: ReminderSettings }) {
  const [lead, setLead] = useState(
    initial.leadMinutes === null ? NONE : String(initial.leadMinutes),
  );
  const [dailyAgenda, setDailyAgenda] = useState(initial.dailyAgenda);
  const update = useUpdateReminderSettings();
  const { toast } = useToast();
  const initialLead = initial.leadMinutes === null ? NONE : String(initial.leadMinutes);
  useUnsavedChanges(
    !update.isPending && (lead !== initialLead || dailyAgenda !== initial.dailyAgenda),
  );

  function submit(event: SyntheticEvent) {
    event.preventDefault();
    const parsed = ReminderSettingsSchema.safeParse({
      leadMinutes: lead === NONE ? null : Number(lead),
      dailyAgenda,
    });
    if (!parsed.success) return;
    update.mutate(parsed.data, {
      onSuccess: ({ message }) => toast({ variant: 'success', title: message ?? 'Guardado' }),
      onError: (error) =>
        toast({
          variant: 'error',
          title: getErrorMessage(error, 'No se pudieron guardar los recordatorios'),
        }),
    });
  }

  return (
    <form onSubmit={submit} className="space-y-5">
      <Select
        label="Recordatorio a tus clientes"
        value={lead}
        onChange={(event) => setLead(event.target.value)}
      >
        <option value={NONE}>No enviar recordatorios</option>
        {REMINDER_LEAD_MINUTES.map((minutes) => (
          <option key={minutes} value={minutes}>
            {REMINDER_LEAD_LABELS[minutes]}
          </option>
        ))}
      </Select>
      <Checkbox
        label="Agenda diaria"
        description="Cada mañana a las 07:00 (tu zona horaria) te enviamos las citas del día."
        checked={dailyAgenda}
        onChange={(event) => setDailyAgenda(event.target.checked)}
      />
      <div className="flex justify-end">
        <Button type="submit" isLoading={update.isPending}>
          Guardar recordatorios
        </Button>
      </div>
    </form>
  );
}
