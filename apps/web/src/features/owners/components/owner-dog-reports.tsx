import { Link } from 'react-router';
import { ratingText, type OwnerDogReports as OwnerDogReportsData } from '@adiestra/shared';
import { ProgressChart } from '@/components/progress-chart/progress-chart';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { linkClass } from '@/components/ui/link-class';
import { Skeleton } from '@/components/ui/skeleton';
import { getErrorMessage } from '@/lib/api-error';
import { formatDate } from '@/lib/format-date';
import { paths } from '@/lib/paths';
import { useOwnerDogReports } from '../api/get-owner-dog-reports';

type Dog = OwnerDogReportsData['dogs'][number];

/** One dog: its reports, newest first, and the trainer's progress chart (oldest to newest). */
function DogReports({ dog }: { dog: Dog }) {
  return (
    <div className="space-y-4">
      <Card>
        <CardHeader as="h3" title={dog.name} description={`Con ${dog.trainerName}`} />
        <CardContent>
          <ol
            aria-label={`Informes de ${dog.name}`}
            className="divide-y divide-gray-200 dark:divide-gray-800"
          >
            {[...dog.reports].reverse().map((r) => (
              <li key={r.sessionId} className="flex flex-wrap justify-between gap-2 py-2">
                <Link to={paths.ownerArea.report.getHref(r.sessionId)} className={linkClass}>
                  Informe del {formatDate(r.date, '—', dog.timeZone)}
                </Link>
                <span className="text-sm text-gray-700 dark:text-gray-300">
                  {r.progress === null ? '' : `${r.progress}% · `}
                  {ratingText(r.rating)}
                </span>
              </li>
            ))}
          </ol>
        </CardContent>
      </Card>
      <ProgressChart
        points={dog.reports.map((r) => ({
          id: r.sessionId,
          date: r.date,
          progress: r.progress,
          rating: r.rating,
        }))}
        total={dog.reports.length}
        timeZone={dog.timeZone}
        isPending={false}
        isError={false}
        emptyText="El gráfico aparecerá con el primer informe."
        description="Progreso y calificación de cada informe recibido."
      />
    </div>
  );
}

/**
 * The owner's dogs that have reports: each one's shared reports and the trainer's progress chart
 * (the same component the trainer sees). Nothing at all while no report was ever sent.
 */
export function OwnerDogReports() {
  const reports = useOwnerDogReports(null);
  if (reports.isPending) return <Skeleton className="mt-10 h-40 w-full" />;
  if (reports.isSuccess && reports.data.dogs.length === 0) return null;
  return (
    <section aria-labelledby="owner-reports-title" className="mt-10 space-y-6">
      <h2
        id="owner-reports-title"
        className="text-xl font-semibold text-gray-900 dark:text-gray-50"
      >
        Informes de entrenamiento
      </h2>
      {reports.isError ? (
        <Alert variant="error">
          <p>{getErrorMessage(reports.error, 'No se pudieron cargar los informes')}</p>
          <Button
            variant="secondary"
            size="sm"
            className="mt-2"
            isLoading={reports.isFetching}
            onClick={() => void reports.refetch()}
          >
            Reintentar
          </Button>
        </Alert>
      ) : (
        reports.data.dogs.map((dog) => <DogReports key={dog.id} dog={dog} />)
      )}
    </section>
  );
}
