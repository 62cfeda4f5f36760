import { Link } from 'react-router';
import { DOG_PAPER_LABELS, VACCINE_LABELS, type VaccineAlerts } from '@adiestra/shared';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { linkClass } from '@/components/ui/link-class';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDay } from '@/lib/format-day';
import { paths } from '@/lib/paths';
import { useVaccineAlerts } from '../api/get-vaccine-alerts';
import { VaccineStatusBadge } from './vaccine-status-badge';

/** The doses and the papers as one list, soonest first: each with its key and its name. */
function rowsOf({ alerts, papers }: VaccineAlerts) {
  return [
    ...alerts.map((a) => ({
      ...a,
      key: a.vaccinationId,
      label: a.kind === 'other' && a.name ? a.name : VACCINE_LABELS[a.kind],
    })),
    ...papers.map((p) => ({ ...p, key: `${p.dogId}-${p.kind}`, label: DOG_PAPER_LABELS[p.kind] })),
  ].sort((a, b) => a.expiresOn.localeCompare(b.expiresOn));
}

/**
 * Dashboard (issue 31.2): the active dogs' vaccines, insurance and PPP licences (issue 45) that
 * expire within 30 days or have.
 */
export function VaccineAlertsCard() {
  const query = useVaccineAlerts();
  const alerts = { ...query, data: query.data ? rowsOf(query.data) : undefined };
  return (
    <Card>
      <CardHeader
        title="Vacunas y papeles"
        description="Vacunas, seguros y licencias PPP caducados o que caducan en los próximos 30 días."
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
            Nada caduca en los próximos 30 días.
          </p>
        ) : null}
        {alerts.data?.length ? (
          <ul className="divide-y divide-gray-200 dark:divide-gray-800">
            {alerts.data.map((alert) => (
              <li
                key={alert.key}
                className="flex flex-wrap items-center justify-between gap-2 py-2"
              >
                <span className="text-sm">
                  <Link to={paths.dogs.detail.getHref(alert.dogId)} className={linkClass}>
                    {alert.dogName}
                  </Link>
                  <span className="text-gray-700 dark:text-gray-300">
                    {' · '}
                    {alert.label} · {alert.clientName}
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
