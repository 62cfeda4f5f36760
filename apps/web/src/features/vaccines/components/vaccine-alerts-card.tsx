import { Link } from 'react-router';
import { VACCINE_LABELS, type VaccineAlert } from '@adiestra/shared';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { linkClass } from '@/components/ui/link-class';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDay } from '@/lib/format-day';
import { paths } from '@/lib/paths';
import { useVaccineAlerts } from '../api/get-vaccine-alerts';
import { VaccineStatusBadge } from './vaccine-status-badge';

const label = (a: VaccineAlert) => (a.kind === 'other' && a.name ? a.name : VACCINE_LABELS[a.kind]);

/** Dashboard (issue 31.2): the active dogs' vaccines that expire within 30 days or have. */
export function VaccineAlertsCard() {
  const alerts = useVaccineAlerts();
  return (
    <Card>
      <CardHeader
        title="Vacunas"
        description="Vacunas caducadas o que caducan en los próximos 30 días."
      />
      <CardContent>
        {alerts.isPending ? (
          <div aria-busy="true">
            <span className="sr-only">Cargando vacunas…</span>
            <Skeleton className="h-16 w-full" />
          </div>
        ) : null}
        {alerts.isError ? (
          <p role="alert" className="text-sm text-red-700 dark:text-red-400">
            Error al cargar las vacunas
          </p>
        ) : null}
        {alerts.data?.length === 0 ? (
          <p className="text-sm text-gray-600 dark:text-gray-400">
            Ninguna vacuna caduca en los próximos 30 días.
          </p>
        ) : null}
        {alerts.data?.length ? (
          <ul className="divide-y divide-gray-200 dark:divide-gray-800">
            {alerts.data.map((alert) => (
              <li
                key={alert.vaccinationId}
                className="flex flex-wrap items-center justify-between gap-2 py-2"
              >
                <span className="text-sm">
                  <Link to={paths.dogs.detail.getHref(alert.dogId)} className={linkClass}>
                    {alert.dogName}
                  </Link>
                  <span className="text-gray-700 dark:text-gray-300">
                    {' · '}
                    {label(alert)} · {alert.clientName}
                  </span>
                </span>
                <span className="flex items-center gap-2 text-sm text-gray-700 dark:text-gray-300">
                  {formatDay(alert.expiresOn)}
                  <VaccineStatusBadge status={alert.status} daysLeft={alert.daysLeft} />
                </span>
              </li>
            ))}
          </ul>
        ) : null}
      </CardContent>
    </Card>
  );
}
