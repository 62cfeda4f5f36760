import { useId, useState } from 'react';
import {
  adherenceText,
  expectedPracticeDays,
  type HomeworkItem,
  type PracticeTick,
} from '@adiestra/shared';
import { Input } from '@/components/ui/input';

const weekday = new Intl.DateTimeFormat('es-ES', {
  weekday: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});
const longDay = new Intl.DateTimeFormat('es-ES', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  timeZone: 'UTC',
});
const asDate = (day: string) => new Date(`${day}T00:00:00Z`);

export interface PracticeLogProps {
  item: Pick<HomeworkItem, 'id' | 'name' | 'untilDate' | 'daysPerWeek'>;
  /** The days that may be ticked, oldest first; the last one is today. */
  days: string[];
  /** The session's day: nothing before it can be ticked. */
  firstDay: string;
  ticks: PracticeTick[];
  /** The day being saved, if any (its box waits). */
  pendingDay: string | null;
  onTick: (day: string, comment: string | null) => void;
  onUntick: (day: string) => void;
}

/**
 * One homework exercise's practice: a box per day of the window (today and the 6 before) on which
 * the homework was set — days before the session or after its end are not shown, so they never
 * read as missed — ticked when practised and unticked to undo, and a short comment sent with the
 * next tick. "3 días por semana" is counted against 3 (the shared rule, issue 27). Native
 * checkboxes: Tab moves between days, Space ticks.
 */
export function PracticeLog({
  item,
  days: window,
  firstDay,
  ticks,
  pendingDay,
  onTick,
  onUntick,
}: PracticeLogProps) {
  const [comment, setComment] = useState('');
  // What the owner just clicked shows at once; the server's answer (new `ticks`) replaces it.
  const [shown, setShown] = useState<{ ticks: PracticeTick[]; days: Record<string, boolean> }>({
    ticks,
    days: {},
  });
  if (shown.ticks !== ticks) setShown({ ticks, days: {} });
  const groupId = useId();
  const ticked = new Map(
    ticks.filter((t) => t.homeworkId === item.id).map((t) => [t.day, t.comment]),
  );
  const today = window[window.length - 1];
  const days = window.filter(
    (day) => day >= firstDay && (item.untilDate === null || day <= item.untilDate),
  );
  const isTicked = (day: string) => shown.days[day] ?? ticked.has(day);
  const practised = days.filter(isTicked).length;
  const comments = [...ticked.entries()].filter(([, c]) => c);

  return (
    <fieldset className="practice-log mt-3 space-y-3 border-t border-gray-200 pt-3 dark:border-gray-800">
      <legend className="sr-only">Práctica de {item.name}</legend>
      <p id={`${groupId}-count`} className="text-sm font-medium text-gray-800 dark:text-gray-200">
        {adherenceText({
          practisedDays: practised,
          expectedDays: expectedPracticeDays(days.map(() => item.daysPerWeek)),
        })}
      </p>
      <ul className="flex flex-wrap gap-2" aria-describedby={`${groupId}-count`}>
        {days.map((day) => {
          const checked = isTicked(day);
          const label = `${longDay.format(asDate(day))}${day === today ? ' (hoy)' : ''}`;
          return (
            <li key={day}>
              <label
                className={`flex min-w-16 cursor-pointer flex-col items-center gap-1 rounded-lg border px-2 py-1.5 text-xs has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500 ${
                  checked
                    ? 'border-brand-600 bg-brand-50 text-brand-900 dark:border-brand-400 dark:bg-brand-950 dark:text-brand-100'
                    : 'border-gray-300 text-gray-800 dark:border-gray-700 dark:text-gray-200'
                }`}
              >
                <span aria-hidden="true">
                  {day === today ? 'Hoy' : weekday.format(asDate(day))}
                </span>
                <input
                  type="checkbox"
                  className="size-4 accent-brand-600"
                  aria-label={`Practicado el ${label}`}
                  checked={checked}
                  disabled={pendingDay === day}
                  onChange={(event) => {
                    const on = event.target.checked;
                    setShown((current) => ({ ...current, days: { ...current.days, [day]: on } }));
                    if (on) {
                      onTick(day, comment.trim() || null);
                      setComment('');
                    } else {
                      onUntick(day);
                    }
                  }}
                />
              </label>
            </li>
          );
        })}
      </ul>
      <div className="practice-comment">
        <Input
          label="Comentario (opcional)"
          hint="Se guarda con el próximo día que marques."
          maxLength={300}
          value={comment}
          onChange={(event) => setComment(event.target.value)}
        />
      </div>
      {comments.length ? (
        <ul className="space-y-1 text-sm text-gray-700 dark:text-gray-300">
          {comments.map(([day, text]) => (
            <li key={day}>
              <span className="font-medium">{weekday.format(asDate(day))}:</span> {text}
            </li>
          ))}
        </ul>
      ) : null}
    </fieldset>
  );
}
