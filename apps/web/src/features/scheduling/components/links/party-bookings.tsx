import type { ReactNode } from 'react';
import { CalendarX } from 'lucide-react';
import type { Appointment, AppointmentRequest } from '@adiestra/shared';
import { Alert } from '@/components/ui/alert';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { formatDay } from '@/lib/format-day';
import { useAppointments } from '../../api/get-appointments';
import { useRequests } from '../../api/get-requests';
import { appointmentService, appointmentWhen } from '../appointments/appointment-text';
import { AppointmentStatusBadge, RequestStatusBadge } from '../status-badges';
import { RecordSessionLink } from './record-session-link';

/** Whose bookings: one client's (then each row names its dog) or one dog's. */
export type BookingParty = { clientId: string } | { dogId: string };

/**
 * The client's or dog's appointments and requests (status, date, time, service), newest
 * scheduling first as the lists order them; 'Registrar sesión' on each appointment not recorded yet.
 */
export function PartyBookings({ party }: { party: BookingParty }) {
  const filter = 'clientId' in party ? { clientId: party.clientId } : { dogId: party.dogId };
  const showDog = 'clientId' in party;
  const appointments = useAppointments({ ...filter, page: 1 });
  const requests = useRequests({ ...filter, page: 1 });

  return (
    <Card>
      <CardHeader title="Citas y solicitudes" />
      <CardContent className="space-y-6">
        <Block
          title="Citas"
          query={appointments}
          items={appointments.data?.appointments}
          total={appointments.data?.pagination.total}
          empty="Todavía no hay citas."
          render={(a: Appointment) => (
            <Row
              key={a.id}
              when={appointmentWhen(a)}
              what={`${appointmentService(a)}${showDog ? ` · ${a.dogName}` : ''}`}
              badge={<AppointmentStatusBadge status={a.status} />}
              action={<RecordSessionLink appointment={a} />}
            />
          )}
        />
        <Block
          title="Solicitudes"
          query={requests}
          items={requests.data?.requests}
          total={requests.data?.pagination.total}
          empty="Todavía no hay solicitudes."
          render={(r: AppointmentRequest) => (
            <Row
              key={r.id}
              when={`${formatDay(r.requestedDate)} · ${r.requestedTime ?? 'Sin hora'}`}
              what={`${appointmentService(r)}${showDog ? ` · ${r.dogName}` : ''}`}
              badge={<RequestStatusBadge status={r.status} />}
              action={null}
            />
          )}
        />
      </CardContent>
    </Card>
  );
}

function Block<T>({
  title,
  query,
  items,
  total,
  empty,
  render,
}: {
  title: string;
  query: { isPending: boolean; isError: boolean };
  items: T[] | undefined;
  total: number | undefined;
  empty: string;
  render: (item: T) => ReactNode;
}) {
  return (
    <section aria-label={title} className="space-y-2">
      <h3 className="text-sm font-semibold text-gray-900 dark:text-gray-50">{title}</h3>
      {query.isPending ? (
        <p className="flex items-center gap-2 text-sm text-gray-600 dark:text-gray-400">
          <Spinner /> Cargando {title.toLowerCase()}…
        </p>
      ) : query.isError || !items ? (
        <Alert variant="error">Error al cargar las {title.toLowerCase()}</Alert>
      ) : items.length === 0 ? (
        <p className="flex items-center gap-2 text-sm text-gray-600 dark:text-gray-400">
          <CalendarX aria-hidden="true" className="size-4" />
          {empty}
        </p>
      ) : (
        <>
          <ul className="divide-y divide-gray-200 dark:divide-gray-800">{items.map(render)}</ul>
          {total !== undefined && total > items.length ? (
            <p className="text-xs text-gray-600 dark:text-gray-400">
              Se muestran {items.length} de {total}.
            </p>
          ) : null}
        </>
      )}
    </section>
  );
}

function Row({
  when,
  what,
  badge,
  action,
}: {
  when: string;
  what: string;
  badge: ReactNode;
  action: ReactNode;
}) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 py-2">
      <div className="min-w-0">
        <p className="text-sm font-medium text-gray-900 dark:text-gray-50">{when}</p>
        <p className="text-sm text-gray-600 dark:text-gray-400">{what}</p>
      </div>
      <div className="flex items-center gap-2">
        {badge}
        {action}
      </div>
    </li>
  );
}
