import clsx from 'clsx';
import { SCHEDULING_MESSAGES } from '@adiestra/shared';
import { focusRing } from '@/components/ui/focus-ring';
import { Alert } from '@/components/ui/alert';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { Textarea } from '@/components/ui/textarea';
import type { StepProps } from './step-fields';
import { MonthDays } from './month-days';
import type { DaysState, TimesState } from './use-available-times';

const chip = (checked: boolean, wide: boolean) =>
  clsx(
    wide && 'col-span-2 sm:col-span-1',
    'flex h-10 cursor-pointer items-center justify-center rounded-lg border text-sm font-medium tabular-nums transition-colors has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-600 dark:has-focus-visible:outline-brand-400',
    checked
      ? 'border-brand-600 bg-brand-600 text-white dark:border-brand-400 dark:bg-brand-500'
      : 'border-gray-300 bg-white text-gray-800 hover:bg-gray-50 dark:border-gray-700 dark:bg-gray-900 dark:text-gray-100 dark:hover:bg-gray-800',
  );

/** What a day without times is: past the trainer's booking horizon, or simply full. */
export const noTimesMessage = (date: string, days: DaysState) =>
  days.status === 'ready' && date > days.data.lastBookableDate
    ? SCHEDULING_MESSAGES.beyondHorizon
    : SCHEDULING_MESSAGES.noFreeTimes;

/**
 * Step 3: a date from today that has free times — picked in the month view, which shows the days
 * that have some, or typed — and, optionally, one of them (the server accepts nothing else).
 */
export function DateStep({
  values,
  onChange,
  invalid,
  today,
  times,
  month,
  days,
  onMonth,
}: StepProps & {
  today: string;
  times: TimesState;
  month: string;
  days: DaysState;
  onMonth: (month: string) => void;
}) {
  // 'Sin preferencia' takes two columns on phones so its label fits on one line.
  const option = (value: string, label: string) => (
    <label key={value || 'none'} className={chip(values.preferredTime === value, value === '')}>
      <input
        type="radio"
        name="preferredTime"
        value={value}
        checked={values.preferredTime === value}
        onChange={() => onChange('preferredTime', value)}
        className={clsx('sr-only', focusRing)}
      />
      {label}
    </label>
  );
  return (
    <div className="space-y-5">
      <MonthDays
        month={month}
        today={today}
        selected={values.preferredDate}
        days={days}
        onMonth={onMonth}
        onPick={(date) => onChange('preferredDate', date)}
      />
      <Input
        label="Fecha preferida"
        type="date"
        required
        min={today}
        value={values.preferredDate}
        onChange={(e) => onChange('preferredDate', e.target.value)}
        aria-invalid={invalid('preferredDate') || undefined}
      />
      {times.status === 'idle' ? null : (
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium text-gray-800 dark:text-gray-200">
            Hora preferida (opcional)
          </legend>
          {times.status === 'loading' ? (
            <div
              role="status"
              aria-label="Cargando horarios disponibles"
              className="grid grid-cols-3 gap-2 sm:grid-cols-5"
            >
              {Array.from({ length: 5 }, (_, i) => (
                <Skeleton key={i} className="h-10" />
              ))}
            </div>
          ) : null}
          {times.status === 'error' ? <Alert variant="error">{times.message}</Alert> : null}
          {times.status === 'ready' && times.data.length === 0 ? (
            // The form accepts no request for a day without free times (issue 14).
            <p className="text-sm text-gray-700 dark:text-gray-300">
              {noTimesMessage(values.preferredDate, days)}
            </p>
          ) : null}
          {times.status === 'ready' && times.data.length > 0 ? (
            <div className="grid grid-cols-3 gap-2 sm:grid-cols-5">
              {times.data.map((t) => option(t.time, t.time))}
              {option('', 'Sin preferencia')}
            </div>
          ) : null}
        </fieldset>
      )}
      <Textarea
        label="Notas para el educador"
        rows={3}
        maxLength={2000}
        value={values.notes}
        onChange={(e) => onChange('notes', e.target.value)}
      />
    </div>
  );
}
