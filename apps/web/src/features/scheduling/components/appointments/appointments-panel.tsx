import { useState } from 'react';
import { CalendarSearch } from 'lucide-react';
import {
  APPOINTMENT_STATUSES,
  PAGE_SIZES,
  isRealDate,
  type Appointment,
  type AppointmentStatus,
} from '@adiestra/shared';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { NumberedPagination } from '@/components/ui/numbered-pagination';
import { useAppointments } from '../../api/get-appointments';
import { useListParams } from '../use-list-params';
import { ListSkeleton } from '../list-skeleton';
import { AppointmentCards } from './appointment-cards';
import { AppointmentFilters } from './appointment-filters';
import { AppointmentStats } from './appointment-stats';
import { AppointmentTable } from './appointment-table';
import { EditAppointmentDialog } from './edit-appointment-dialog';
import { useQuickActions } from './use-quick-actions';

const isStatus = (v: string): v is AppointmentStatus =>
  (APPOINTMENT_STATUSES as readonly string[]).includes(v);

/** The confirmed appointments: figures, filters, the list (table or cards) and its actions. */
export function AppointmentsPanel() {
  const { values, page, setValue, setPage, clear } = useListParams({
    status: isStatus,
    date: isRealDate,
  });
  const status = isStatus(values.status) ? values.status : undefined;
  const appointments = useAppointments({ status, date: values.date || undefined, page });
  const quick = useQuickActions();
  const [editing, setEditing] = useState<Appointment | null>(null);
  const data = appointments.data;
  const filtered = Boolean(values.status || values.date);
  const listProps = { pending: quick.pending, onQuickAction: quick.request, onEdit: setEditing };

  return (
    <div className="space-y-6">
      <AppointmentStats />
      <AppointmentFilters values={values} onChange={setValue} onClear={clear} />
      {appointments.isPending ? <ListSkeleton label="Cargando citas" /> : null}
      {appointments.isError && !data ? (
        <Alert
          variant="error"
          action={
            <Button variant="secondary" size="sm" onClick={() => void appointments.refetch()}>
              Reintentar
            </Button>
          }
        >
          Error al cargar las citas
        </Alert>
      ) : null}
      {data ? (
        <Card aria-busy={appointments.isPlaceholderData}>
          {data.appointments.length === 0 ? (
            <EmptyState
              icon={<CalendarSearch aria-hidden="true" className="size-6" />}
              title={filtered ? 'No hay citas con estos filtros' : 'No hay citas confirmadas'}
              description={
                filtered
                  ? 'Prueba con otro estado u otra fecha.'
                  : 'Las citas aparecen aquí al aprobar una solicitud o al crear una con «Nueva Cita».'
              }
              action={
                filtered ? (
                  <Button variant="secondary" onClick={clear}>
                    Limpiar filtros
                  </Button>
                ) : undefined
              }
            />
          ) : (
            <>
              <AppointmentTable appointments={data.appointments} {...listProps} />
              <AppointmentCards appointments={data.appointments} {...listProps} />
            </>
          )}
        </Card>
      ) : null}
      {data ? (
        <NumberedPagination
          page={data.pagination.page}
          totalPages={data.pagination.totalPages}
          total={data.pagination.total}
          limit={PAGE_SIZES.appointments}
          onPageChange={setPage}
          disabled={appointments.isPlaceholderData}
        />
      ) : null}
      <EditAppointmentDialog appointment={editing} onClose={() => setEditing(null)} />
      <ConfirmDialog
        open={quick.confirming !== null}
        title="Cancelar cita"
        message={`¿Cancelar la cita de ${quick.confirming?.clientName ?? ''} con ${quick.confirming?.dogName ?? ''}? Podrás volver a programarla desde «Editar».`}
        confirmText="Cancelar cita"
        cancelText="Volver"
        onConfirm={quick.confirmCancel}
        onCancel={quick.dismiss}
      />
    </div>
  );
}
