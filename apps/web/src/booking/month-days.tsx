import clsx from 'clsx';
import { ArrowLeft, ArrowRight } from 'lucide-react';
import { addMonths, dayOfWeek, type AvailableDayStatus } from '@adiestra/shared';
import { Alert } from '@/components/ui/alert';
import { focusRing } from '@/components/ui/focus-ring';
import { Skeleton } from '@/components/ui/skeleton';
import { formatLongDay, formatMonth } from '@/lib/format-day';
import type { DaysState } from './use-available-times';

const WEEKDAYS = ['L', 'M', 'X', 'J', 'V', 'S', 'D'];
const WEEKDAY_NAMES = ['lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado', 'domingo'];
/** Six rows of seven: every month fits, so changing month never moves what is below. */
const CELLS = 42;

const STATUS_LABEL: Record<AvailableDayStatus, string> = {
  free: 'hay horas libres',
  full: 'sin horas libres',
  past: 'ya pasado',
  beyond: 'fuera del plazo de reserva',
};

const dayButton = (status: AvailableDayStatus, selected: boolean) =>
  clsx(
    'flex h-10 items-center justify-center rounded-lg text-sm tabular-nums',
    focusRing,
    selected
      ? 'bg-brand-600 font-semibold text-white dark:bg-brand-500'
      : status === 'free'
        ? 'border border-brand-600 font-medium text-brand-700 hover:bg-brand-50 dark:border-brand-400 dark:text-brand-300 dark:hover:bg-gray-800'
        : status === 'past'
          ? 'cursor-not-allowed text-gray-400 dark:text-gray-600'
          : 'cursor-not-allowed text-gray-500 line-through decoration-gray-400 dark:text-gray-500 dark:decoration-gray-600',
  );

/**
 * The month view of the date step (issue 27): which days have free times for the chosen service,
 * from one request per month. A free day is a button that picks it; the others say why not.
 */
export function MonthDays({
  month,
  today,
  selected,
  days,
  onMonth,
  onPick,
}: {
  month: string;
  today: string;
  selected: string;
  days: DaysState;
  onMonth: (month: string) => void;
  onPick: (date: string) => void;
}) {
  const first = `${month}-01`;
  const lead = (dayOfWeek(first) + 6) % 7; // Monday first
  const ready = days.status === 'ready' ? days.data : null;
  const lastBookable = ready?.lastBookableDate;
  const canGoBack = month > today.slice(0, 7);
  const canGoOn = !lastBookable || addMonths(first, 1) <= lastBookable;
  const nothingFree = ready !== null && !ready.days.some((d) => d.status === 'free');
  const allBeyond = ready !== null && ready.days.every((d) => d.status === 'beyond');
  return (
    <section aria-labelledby="month-days-title" className="space-y-2">
      <div className="flex items-center justify-between">
        <button
          type="button"
          onClick={() => onMonth(addMonths(first, -1).slice(0, 7))}
          disabled={!canGoBack}
          aria-label="Ver el mes previo"
          className={clsx('rounded-lg p-2 disabled:opacity-40', focusRing)}
        >
          <ArrowLeft aria-hidden className="h-4 w-4" />
        </button>
        <h3
          id="month-days-title"
          className="text-sm font-semibold text-gray-900 first-letter:uppercase dark:text-gray-100"
          aria-live="polite"
        >
          {formatMonth(first)}
        </h3>
        <button
          type="button"
          onClick={() => onMonth(addMonths(first, 1).slice(0, 7))}
          disabled={!canGoOn}
          aria-label="Ver el mes próximo"
          className={clsx('rounded-lg p-2 disabled:opacity-40', focusRing)}
        >
          <ArrowRight aria-hidden className="h-4 w-4" />
        </button>
      </div>
      {days.status === 'error' ? <Alert variant="error">{days.message}</Alert> : null}
      <div className="grid grid-cols-7 gap-1 text-center" role="presentation">
        {WEEKDAYS.map((w, i) => (
          <abbr
            key={w}
            title={WEEKDAY_NAMES[i]}
            className="text-xs font-medium text-gray-600 no-underline dark:text-gray-400"
          >
            {w}
          </abbr>
        ))}
        {Array.from({ length: CELLS }, (_, i) => {
          const index = i - lead;
          const day = ready?.days[index];
          if (days.status === 'loading' && index >= 0 && index < 28) {
            return <Skeleton key={i} className="h-10" />;
          }
          if (!day) return <span key={i} className="h-10" aria-hidden />;
          const label = `${formatLongDay(day.date)}: ${STATUS_LABEL[day.status]}`;
          return (
            <button
              key={day.date}
              type="button"
              aria-label={label}
              aria-pressed={day.date === selected}
              aria-disabled={day.status !== 'free' || undefined}
              title={day.status === 'free' ? undefined : STATUS_LABEL[day.status]}
              onClick={() => (day.status === 'free' ? onPick(day.date) : undefined)}
              className={dayButton(day.status, day.date === selected)}
            >
              {Number(day.date.slice(8))}
            </button>
          );
        })}
      </div>
      {allBeyond ? (
        <p className="text-sm text-gray-700 dark:text-gray-300">
          Este mes está fuera del plazo de reserva.
        </p>
      ) : nothingFree ? (
        <p className="text-sm text-gray-700 dark:text-gray-300">
          No quedan días con horas libres este mes.
        </p>
      ) : (
        <p className="text-sm text-gray-600 dark:text-gray-400">
          Los días recuadrados tienen horas libres.
        </p>
      )}
    </section>
  );
}
