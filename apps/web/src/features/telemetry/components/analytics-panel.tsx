import { useState } from 'react';
import { BarChart3 } from 'lucide-react';
import clsx from 'clsx';
import type { TelemetrySummary } from '@adiestra/shared';
import { Alert } from '@/components/ui/alert';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { RefreshButton } from '@/components/ui/refresh-button';
import { Select } from '@/components/ui/select';
import { getErrorMessage } from '@/lib/api-error';
import {
  SUMMARY_PERIODS,
  useTelemetrySummary,
  type SummaryPeriod,
} from '../api/get-telemetry-summary';
import { ActiveTrainersCard } from './active-trainers-card';
import { AnalyticsSkeleton } from './analytics-skeleton';
import { AnalyticsStats } from './analytics-stats';
import { ErrorGroupsCard } from './error-groups-card';
import { PageViewsCard } from './page-views-card';
import { TopEventsCard } from './top-events-card';

const isEmpty = (s: TelemetrySummary) =>
  s.pageViews.length === 0 &&
  s.topEvents.length === 0 &&
  s.errors.length === 0 &&
  s.activeTrainers.every((day) => day.count === 0);

/** The admin 'Analítica' screen: first-party usage figures and grouped interface errors. */
export function AnalyticsPanel() {
  const [days, setDays] = useState<SummaryPeriod>(30);
  const summary = useTelemetrySummary(days);
  const data = summary.data;

  return (
    <>
      <PageHeader
        title="Analítica"
        description="Uso de la aplicación y errores de la interfaz, recogidos sin cookies ni datos personales."
        actions={
          <>
            <div className="w-44">
              <Select
                label="Periodo"
                value={days}
                onChange={(event) => setDays(Number(event.target.value) as SummaryPeriod)}
              >
                {SUMMARY_PERIODS.map((period) => (
                  <option key={period} value={period}>{`Últimos ${period} días`}</option>
                ))}
              </Select>
            </div>
            <RefreshButton query={summary} className="self-end" data-track="analitica-actualizar" />
          </>
        }
      />
      {summary.isError ? (
        <Alert variant="error" className="mb-6">
          {getErrorMessage(summary.error, 'Error al cargar la analítica')}
        </Alert>
      ) : null}
      {summary.isPending ? <AnalyticsSkeleton /> : null}
      {data && isEmpty(data) ? (
        <Card>
          <EmptyState
            title="Aún no hay datos de analítica"
            description="Las cifras aparecerán en cuanto se use la aplicación."
            icon={<BarChart3 aria-hidden="true" className="size-6" />}
          />
        </Card>
      ) : null}
      {data && !isEmpty(data) ? (
        <div
          className={clsx(
            'space-y-6 transition-opacity',
            summary.isPlaceholderData && 'opacity-60',
          )}
        >
          <AnalyticsStats summary={data} />
          <PageViewsCard summary={data} />
          <ActiveTrainersCard summary={data} />
          <div className="grid gap-6 lg:grid-cols-2">
            <TopEventsCard events={data.topEvents} />
            <ErrorGroupsCard errors={data.errors} />
          </div>
        </div>
      ) : null}
    </>
  );
}
