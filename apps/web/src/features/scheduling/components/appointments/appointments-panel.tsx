import { useState } from 'react';
import { CalendarSearch } from 'lucide-react';
import {
  APPOINTMENT_STATUSES,
  PAGE_SIZES,
  isRealDate,
  type Appointment,
  type AppointmentStatus,
} from '@adiestra/shared';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { useAppointments } from '../../api/get-appointments';
import { PagedList } from '../paged-list';
import { useListParams } from '../use-list-params';
import { AppointmentCards } from './appointment-cards';
import { AppointmentFilters } from './appointment-filters';
import { AppointmentStats } from './appointment-stats';
import { AppointmentTable } from './appointment-table';
import { EditAppointmentDialog } from './edit-appointment-dialog';
import { QuickActionConfirm } from './quick-action-confirm';
import { useQuickActions } from './use-quick-actions';
import { LinkAppointmentDialog } from '../links/link-appointment-dialog';

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
  const [linking, setLinking] = useState<Appointment | null>(null);
  const filtered = Boolean(values.status || values.date);
  const listProps = {
    pending: quick.pending,
    onQuickAction: quick.request,
    onEdit: setEditing,
    onLink: setLinking,
  };

  return (
    <div className="space-y-6">
      <AppointmentStats />
      <AppointmentFilters values={values} onChange={setValue} onClear={clear} />
      <PagedList
        query={appointments}
        loadingLabel="Cargando citas"
        errorMessage="Error al cargar las citas"
        limit={PAGE_SIZES.appointments}
        onPageChange={setPage}
        isEmpty={(list) => list.appointments.length === 0}
        empty={
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
        }
      >
        {(list) => (
          <>
            <AppointmentTable appointments={list.appointments} {...listProps} />
            <AppointmentCards appointments={list.appointments} {...listProps} />
          </>
        )}
      </PagedList>
      <EditAppointmentDialog appointment={editing} onClose={() => setEditing(null)} />
      <LinkAppointmentDialog appointment={linking} onClose={() => setLinking(null)} />
      <QuickActionConfirm
        confirming={quick.confirming}
        onConfirm={quick.confirm}
        onCancel={quick.dismiss}
      />
    </div>
  );
}
