import { useState } from 'react';
import { CalendarPlus, CalendarX2 } from 'lucide-react';
import { PAGE_SIZES, addDays, addMonths, type AvailabilitySlot } from '@adiestra/shared';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { useToast } from '@/components/ui/toast/toast-context';
import { getErrorMessage } from '@/lib/api-error';
import { formatMonth } from '@/lib/format-day';
import { useDeleteAvailability } from '../../api/delete-availability';
import { useAvailability } from '../../api/get-availability';
import { useWeeklyHours } from '../../api/get-weekly-hours';
import { PagedList } from '../paged-list';
import { useListParams } from '../use-list-params';
import { useTrainerToday } from '../use-trainer-today';
import { AvailabilityFormDialog, type FormTarget } from './availability-form-dialog';
import { AvailabilityList } from './availability-list';
import { MonthFilter } from './month-filter';

const isMonth = (v: string) => /^\d{4}-(0[1-9]|1[0-2])$/.test(v);

/** The month filter, the slots of that month, and create / edit / delete. */
export function AvailabilityPanel({
  target,
  onTarget,
}: {
  target: FormTarget;
  onTarget: (t: FormTarget) => void;
}) {
  const today = useTrainerToday();
  const { values, page, setValue, setPage } = useListParams({ month: isMonth });
  const month = values.month || today.slice(0, 7);
  const startDate = `${month}-01`;
  // SPEC §9: the range ends one month after its start; the API includes both ends, hence −1 day.
  const endDate = addDays(addMonths(startDate, 1), -1);
  const availability = useAvailability({ startDate, endDate, page });
  // With weekly hours the booking page is open anyway: an empty month here is no warning (issue 27).
  const weekly = useWeeklyHours();
  const hasWeeklyHours = (weekly.data?.ranges.length ?? 0) > 0;
  const remove = useDeleteAvailability();
  const { toast } = useToast();
  const [deleting, setDeleting] = useState<AvailabilitySlot | null>(null);

  async function confirmDelete() {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      toast({ variant: 'success', title: 'Horario eliminado' });
    } catch (caught) {
      toast({
        variant: 'error',
        title: getErrorMessage(caught, 'Error al eliminar la disponibilidad'),
      });
    }
    setDeleting(null);
  }

  return (
    <div className="space-y-6">
      <MonthFilter month={month} onChange={(m) => setValue('month', m)} />
      <PagedList
        query={availability}
        loadingLabel="Cargando disponibilidad"
        errorMessage={getErrorMessage(availability.error, 'Error al cargar la disponibilidad')}
        limit={PAGE_SIZES.availability}
        onPageChange={setPage}
        isEmpty={(list) => list.slots.length === 0}
        empty={
          <EmptyState
            icon={<CalendarX2 aria-hidden="true" className="size-6" />}
            title={
              hasWeeklyHours
                ? `Sin horarios puntuales en ${formatMonth(startDate)}`
                : `No hay horarios en ${formatMonth(startDate)}`
            }
            description={
              hasWeeklyHours
                ? 'Tu página de reservas ya ofrece tu horario semanal. Añade aquí horas sueltas fuera de él, si las necesitas.'
                : 'Añade los horarios en los que aceptas citas: tu página de reservas ofrecerá esas horas.'
            }
            action={
              <Button
                variant={hasWeeklyHours ? 'secondary' : 'primary'}
                onClick={() => onTarget('new')}
                icon={<CalendarPlus aria-hidden="true" className="size-4" />}
              >
                Añadir horario
              </Button>
            }
          />
        }
      >
        {(list) => <AvailabilityList slots={list.slots} onEdit={onTarget} onDelete={setDeleting} />}
      </PagedList>
      <AvailabilityFormDialog target={target} onClose={() => onTarget(null)} />
      <ConfirmDialog
        open={deleting !== null}
        title="Eliminar horario"
        message="¿Estás seguro de que quieres eliminar este horario?"
        confirmText="Eliminar"
        isLoading={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
    </div>
  );
}
