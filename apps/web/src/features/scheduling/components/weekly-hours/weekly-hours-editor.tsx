import { useState, type SyntheticEvent } from 'react';
import { Plus, Trash2 } from 'lucide-react';
import {
  WEEKDAY_LABELS,
  WEEKDAYS_FROM_MONDAY,
  WeeklyHoursSchema,
  type WeeklyRange,
} from '@adiestra/shared';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { useToast } from '@/components/ui/toast/toast-context';
import { getErrorMessage } from '@/lib/api-error';
import { useUpdateWeeklyHours } from '../../api/update-weekly-hours';
import { useWeeklyHours } from '../../api/get-weekly-hours';
import { ListSkeleton } from '../list-skeleton';

/** A range being edited, with a key that survives removing the one before it. */
type Row = WeeklyRange & { key: number };
let nextKey = 0;
const withKeys = (ranges: WeeklyRange[]): Row[] => ranges.map((r) => ({ ...r, key: nextKey++ }));

/** Disponibilidad → "Horario semanal": zero or more ranges for each weekday, saved together. */
export function WeeklyHoursEditor() {
  const hours = useWeeklyHours();
  return (
    <Card>
      <CardHeader
        title="Horario semanal"
        description="Las horas en las que trabajas cada semana. Tu página de reservas ofrece citas dentro de ellas."
      />
      <CardContent>
        {hours.isPending ? (
          <ListSkeleton label="Cargando horario semanal" />
        ) : hours.isError ? (
          <Alert variant="error">
            {getErrorMessage(hours.error, 'Error al cargar el horario semanal')}
          </Alert>
        ) : (
          <WeeklyHoursForm initial={hours.data.ranges} />
        )}
      </CardContent>
    </Card>
  );
}

function WeeklyHoursForm({ initial }: { initial: WeeklyRange[] }) {
  const [rows, setRows] = useState<Row[]>(() => withKeys(initial));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const save = useUpdateWeeklyHours();
  const { toast } = useToast();

  const change = (key: number, field: 'startTime' | 'endTime', value: string) =>
    setRows((current) => current.map((r) => (r.key === key ? { ...r, [field]: value } : r)));
  const add = (weekday: number) => {
    const last = rows.filter((r) => r.weekday === weekday).at(-1);
    const range = last
      ? { startTime: last.endTime < '20:00' ? last.endTime : '18:00', endTime: '20:00' }
      : { startTime: '09:00', endTime: '14:00' };
    setRows((current) => [...current, { weekday, ...range, key: nextKey++ }]);
  };
  const remove = (key: number) => setRows((current) => current.filter((r) => r.key !== key));

  async function submit(event: SyntheticEvent) {
    event.preventDefault();
    setFailure(null);
    const ranges = rows.map(({ weekday, startTime, endTime }) => ({ weekday, startTime, endTime }));
    const parsed = WeeklyHoursSchema.safeParse({ ranges });
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues) {
        const [, index, field] = issue.path;
        const row = typeof index === 'number' ? rows[index] : undefined;
        if (row) found[`${row.key}.${String(field ?? 'startTime')}`] ??= issue.message;
        else setFailure(issue.message);
      }
      setErrors(found);
      return;
    }
    setErrors({});
    try {
      await save.mutateAsync(parsed.data);
      toast({ variant: 'success', title: 'Horario semanal guardado' });
    } catch (caught) {
      setFailure(getErrorMessage(caught, 'Error al guardar el horario semanal'));
    }
  }

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="space-y-4">
      {failure ? <Alert variant="error">{failure}</Alert> : null}
      <ul className="divide-y divide-gray-200 dark:divide-gray-800" aria-label="Horario semanal">
        {WEEKDAYS_FROM_MONDAY.map((weekday) => {
          const day = WEEKDAY_LABELS[weekday]!;
          const dayRows = rows.filter((r) => r.weekday === weekday);
          return (
            <li key={weekday} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-start">
              <span className="w-28 shrink-0 pt-2 text-sm font-medium text-gray-900 dark:text-gray-100">
                {day}
              </span>
              <div className="flex flex-1 flex-col gap-2">
                {dayRows.length === 0 ? (
                  <span className="pt-2 text-sm text-gray-600 dark:text-gray-400">Cerrado</span>
                ) : null}
                {dayRows.map((row, index) => (
                  <div key={row.key} className="flex flex-wrap items-end gap-2">
                    <Input
                      label="Desde"
                      aria-label={`${day}, tramo ${index + 1}: desde`}
                      type="time"
                      className="w-32"
                      value={row.startTime}
                      error={errors[`${row.key}.startTime`]}
                      onChange={(e) => change(row.key, 'startTime', e.target.value)}
                    />
                    <Input
                      label="Hasta"
                      aria-label={`${day}, tramo ${index + 1}: hasta`}
                      type="time"
                      className="w-32"
                      value={row.endTime}
                      error={errors[`${row.key}.endTime`]}
                      onChange={(e) => change(row.key, 'endTime', e.target.value)}
                    />
                    <Button
                      variant="ghost"
                      size="icon"
                      aria-label={`Quitar ${day}, tramo ${index + 1}`}
                      onClick={() => remove(row.key)}
                      icon={<Trash2 aria-hidden="true" className="size-4" />}
                    />
                  </div>
                ))}
              </div>
              <Button
                variant="secondary"
                size="sm"
                onClick={() => add(weekday)}
                aria-label={`Añadir tramo el ${day.toLowerCase()}`}
                icon={<Plus aria-hidden="true" className="size-4" />}
              >
                Añadir tramo
              </Button>
            </li>
          );
        })}
      </ul>
      <div className="flex justify-end border-t border-gray-200 pt-4 dark:border-gray-800">
        <Button type="submit" isLoading={save.isPending}>
          Guardar horario semanal
        </Button>
      </div>
    </form>
  );
}
