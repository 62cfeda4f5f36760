import {
  APPOINTMENT_SERIES_MESSAGES,
  AppointmentRepeatSchema,
  appointmentSeriesDates,
  repeatIssue,
  type AppointmentRepeat,
} from '@adiestra/shared';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { formatDate } from '@/lib/format-date';

/** "Repetir cada semana" as the form holds it: off, N appointments, or until a date. */
export interface WeeklyRepeatValue {
  mode: 'none' | 'count' | 'until';
  count: string;
  until: string;
}

export const NO_REPEAT: WeeklyRepeatValue = { mode: 'none', count: '4', until: '' };

export type WeeklyRepeatErrors = { count?: string; until?: string };

/**
 * The repeat the form sends, or the field errors that stop it: the shared rules (2…52, until after
 * the first date, not past the cap), so the form says what the server would.
 */
export function weeklyRepeatPayload(
  value: WeeklyRepeatValue,
  start: string,
): { repeat: AppointmentRepeat | null; errors: WeeklyRepeatErrors } {
  if (value.mode === 'none') return { repeat: null, errors: {} };
  const raw =
    value.mode === 'count'
      ? { count: value.count.trim() === '' ? Number.NaN : Number(value.count) }
      : { until: value.until };
  const parsed = AppointmentRepeatSchema.safeParse(raw);
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? APPOINTMENT_SERIES_MESSAGES.count;
    return { repeat: null, errors: { [value.mode]: message } };
  }
  const issue = start ? repeatIssue(start, parsed.data) : null;
  if (issue) return { repeat: null, errors: { [value.mode]: issue.message } };
  return { repeat: parsed.data, errors: {} };
}

const weekday = new Intl.DateTimeFormat('es-ES', { weekday: 'long', timeZone: 'UTC' });

/** "Cada jueves · 4 citas: 03/12/2026 … 24/12/2026", or null while the repeat is not valid. */
export function weeklyRepeatSummary(value: WeeklyRepeatValue, start: string) {
  if (!start) return null;
  const { repeat } = weeklyRepeatPayload(value, start);
  if (!repeat) return null;
  const dates = appointmentSeriesDates(start, repeat);
  const day = weekday.format(new Date(`${start}T00:00:00Z`));
  return `Cada ${day} · ${dates.length} citas: del ${formatDate(`${dates[0]}T12:00:00Z`)} al ${formatDate(`${dates.at(-1)}T12:00:00Z`)}`;
}

/** The Nueva cita's "Repetir cada semana": a confirmed appointment repeated weekly (issue 29). */
export function WeeklyRepeatFields({
  value,
  onChange,
  start,
  errors,
}: {
  value: WeeklyRepeatValue;
  onChange: (next: WeeklyRepeatValue) => void;
  start: string;
  errors: WeeklyRepeatErrors;
}) {
  const on = value.mode !== 'none';
  const summary = weeklyRepeatSummary(value, start);
  return (
    <div className="space-y-3">
      <Checkbox
        label="Repetir cada semana"
        description="Crea una cita cada semana, el mismo día y a la misma hora."
        checked={on}
        onChange={(e) => onChange({ ...value, mode: e.target.checked ? 'count' : 'none' })}
      />
      {on ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <Select
            label="Termina"
            value={value.mode}
            onChange={(e) => onChange({ ...value, mode: e.target.value as 'count' | 'until' })}
          >
            <option value="count">Tras un número de citas</option>
            <option value="until">En una fecha</option>
          </Select>
          {value.mode === 'count' ? (
            <Input
              label="Número de citas"
              type="number"
              inputMode="numeric"
              min={2}
              max={52}
              value={value.count}
              error={errors.count}
              onChange={(e) => onChange({ ...value, count: e.target.value })}
            />
          ) : (
            <Input
              label="Hasta el"
              type="date"
              min={start || undefined}
              value={value.until}
              error={errors.until}
              onChange={(e) => onChange({ ...value, until: e.target.value })}
            />
          )}
          <p className="text-sm text-gray-600 sm:col-span-2 dark:text-gray-400" aria-live="polite">
            {summary ?? 'Elige la fecha de la primera cita y cuándo termina.'}
          </p>
        </div>
      ) : null}
    </div>
  );
}
