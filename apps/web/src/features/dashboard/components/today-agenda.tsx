import { useId } from 'react';
import { Link } from 'react-router';
import { CalendarDays, Inbox } from 'lucide-react';
import { useQuery } from '@tanstack/react-query';
import { minutesToTime, serviceTypeLabel, timeToMinutes, todayIn } from '@adiestra/shared';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { linkClass } from '@/components/ui/link-class';
import { useCurrentUser } from '@/lib/auth/auth-context';
import { formatLongDay } from '@/lib/format-day';
import { paths } from '@/lib/paths';
import { countOf } from '@/lib/plural';
import { appointmentStatsQueryOptions } from '@/lib/stats-queries';
import { useTodayAppointments } from '../api/get-today-appointments';

const endOf = (time: string, duration: number) =>
  minutesToTime((timeToMinutes(time) + duration) % 1440);

/** Today on the trainer's clock: the day's appointments in order, and the requests waiting. */
export function TodayAgenda() {
  const today = todayIn(useCurrentUser().timeZone);
  const appointments = useTodayAppointments(today);
  const stats = useQuery(appointmentStatsQueryOptions());
  const titleId = useId();
  const pending = stats.data?.pendingRequests;
  return (
    <Card>
      <section aria-labelledby={titleId}>
        <CardHeader
          id={titleId}
          title="Tu día"
          description={<span className="block first-letter:uppercase">{formatLongDay(today)}</span>}
        />
        <CardContent className="space-y-5">
          <div>
            <h3 className="mb-2 flex items-center gap-2 text-sm font-semibold text-gray-700 dark:text-gray-300">
              <CalendarDays aria-hidden="true" className="size-4" />
              Citas de hoy
            </h3>
            {appointments.isPending ? (
              <div className="space-y-2" aria-busy="true">
                <span className="sr-only">Cargando las citas de hoy…</span>
                <Skeleton className="h-12 w-full" />
                <Skeleton className="h-12 w-full" />
              </div>
            ) : appointments.isError ? (
              <Alert variant="error">No se pudieron cargar las citas de hoy.</Alert>
            ) : appointments.data.length === 0 ? (
              <p className="text-sm text-gray-600 dark:text-gray-400">No tienes citas para hoy.</p>
            ) : (
              <ol
                aria-label="Citas de hoy"
                className="divide-y divide-gray-200 rounded-lg border border-gray-200 dark:divide-gray-800 dark:border-gray-800"
              >
                {appointments.data.map((a) => (
                  <li
                    key={a.id}
                    className="flex flex-wrap items-center gap-x-4 gap-y-1 px-4 py-3 text-sm"
                  >
                    <span className="w-28 shrink-0 font-semibold text-gray-900 tabular-nums dark:text-gray-50">
                      {a.scheduledTime}–{endOf(a.scheduledTime, a.duration)}
                    </span>
                    <span className="min-w-0 flex-1 text-gray-800 dark:text-gray-200">
                      <span className="font-medium">{a.clientName}</span> · {a.dogName}
                      <span className="block text-gray-600 dark:text-gray-400">
                        {serviceTypeLabel(a.serviceType)}
                      </span>
                    </span>
                    {a.status === 'COMPLETED' ? <Badge tone="green">Completada</Badge> : null}
                  </li>
                ))}
              </ol>
            )}
          </div>
          <div className="flex flex-wrap items-center justify-between gap-2 border-t border-gray-200 pt-4 dark:border-gray-800">
            <div className="flex items-center gap-2 text-sm text-gray-800 dark:text-gray-200">
              <Inbox aria-hidden="true" className="size-4 text-gray-500 dark:text-gray-400" />
              {stats.isPending ? (
                <Skeleton className="h-4 w-40" />
              ) : pending === undefined ? (
                'No se pudieron cargar las solicitudes.'
              ) : pending === 0 ? (
                'No hay solicitudes pendientes.'
              ) : (
                <span>
                  <strong>
                    {countOf(pending, 'solicitud pendiente', 'solicitudes pendientes')}
                  </strong>{' '}
                  de aprobar
                </span>
              )}
            </div>
            {pending ? (
              <Link to={paths.appointmentRequests.getHref()} className={linkClass}>
                Revisar solicitudes
              </Link>
            ) : null}
          </div>
        </CardContent>
      </section>
    </Card>
  );
}
