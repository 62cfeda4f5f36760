import { useState } from 'react';
import { CalendarOff, Plus, Trash2 } from 'lucide-react';
import { EXCEPTION_KIND_LABELS, type AvailabilityException } from '@adiestra/shared';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useToast } from '@/components/ui/toast/toast-context';
import { getErrorMessage } from '@/lib/api-error';
import { formatDay } from '@/lib/format-day';
import { useDeleteAvailabilityException } from '../../api/delete-availability-exception';
import { useAvailabilityExceptions } from '../../api/get-availability-exceptions';
import { ExceptionFormDialog } from './exception-form-dialog';

/** "Festivo 8 dic." / "1 ago. – 31 ago." and the hours, or "todo el día". */
export function describeException(e: AvailabilityException): string {
  const dates =
    e.startDate === e.endDate
      ? formatDay(e.startDate)
      : `${formatDay(e.startDate)} – ${formatDay(e.endDate)}`;
  const hours = e.startTime && e.endTime ? `${e.startTime} – ${e.endTime}` : 'todo el día';
  return `${dates}, ${hours}`;
}

/** Disponibilidad → "Excepciones": closed days or ranges, and extra hours on a date. */
export function ExceptionsCard() {
  const exceptions = useAvailabilityExceptions();
  const remove = useDeleteAvailabilityException();
  const { toast } = useToast();
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<AvailabilityException | null>(null);

  async function confirmDelete() {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      toast({ variant: 'success', title: 'Excepción eliminada' });
    } catch (caught) {
      toast({ variant: 'error', title: getErrorMessage(caught, 'Error al eliminar la excepción') });
    }
    setDeleting(null);
  }

  return (
    <Card>
      <CardHeader
        title="Excepciones"
        description="Festivos, vacaciones o ratos en los que no atiendes, y horas extra en una fecha."
        actions={
          <Button
            variant="secondary"
            size="sm"
            onClick={() => setAdding(true)}
            icon={<Plus aria-hidden="true" className="size-4" />}
          >
            Añadir excepción
          </Button>
        }
      />
      <CardContent>
        {exceptions.isPending ? (
          <p role="status" className="text-sm text-gray-600 dark:text-gray-400">
            Cargando excepciones…
          </p>
        ) : exceptions.isError ? (
          <Alert variant="error">
            {getErrorMessage(exceptions.error, 'Error al cargar las excepciones')}
          </Alert>
        ) : exceptions.data.exceptions.length === 0 ? (
          <p className="flex items-center gap-2 text-sm text-gray-600 dark:text-gray-400">
            <CalendarOff aria-hidden="true" className="size-4" />
            No hay excepciones próximas.
          </p>
        ) : (
          <ul aria-label="Excepciones" className="divide-y divide-gray-200 dark:divide-gray-800">
            {exceptions.data.exceptions.map((e) => (
              <li key={e.id} className="flex flex-wrap items-center gap-3 py-2">
                <Badge tone={e.kind === 'CLOSED' ? 'red' : 'green'}>
                  {EXCEPTION_KIND_LABELS[e.kind]}
                </Badge>
                <span className="text-sm text-gray-900 dark:text-gray-100">
                  {describeException(e)}
                </span>
                {e.reason ? (
                  <span className="text-sm text-gray-600 dark:text-gray-400">{e.reason}</span>
                ) : null}
                <Button
                  variant="ghost"
                  size="icon"
                  className="ml-auto"
                  aria-label={`Eliminar excepción: ${describeException(e)}`}
                  onClick={() => setDeleting(e)}
                  icon={<Trash2 aria-hidden="true" className="size-4" />}
                />
              </li>
            ))}
          </ul>
        )}
      </CardContent>
      {adding ? <ExceptionFormDialog onClose={() => setAdding(false)} /> : null}
      <ConfirmDialog
        open={deleting !== null}
        title="Eliminar excepción"
        message="¿Seguro que quieres eliminar esta excepción? Tu horario semanal volverá a aplicarse esos días."
        confirmText="Eliminar"
        isLoading={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
    </Card>
  );
}
