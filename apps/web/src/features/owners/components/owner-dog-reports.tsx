import { Link } from 'react-router';
import { ratingText } from '@adiestra/shared';
import { ProgressChart } from '@/components/progress-chart/progress-chart';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { linkClass } from '@/components/ui/link-class';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDate } from '@/lib/format-date';
import { paths } from '@/lib/paths';
import { useOwnerDogReports } from '../api/get-owner-dog-reports';

/** The owner's dogs: each one's shared reports in order and the trainer's progress chart. */
export function OwnerDogReports() {
  const reports = useOwnerDogReports(null);
  if (reports.isPending) return <Skeleton className="h-40 w-full" />;
  if (reports.isError || reports.data.dogs.length === 0) return null;
  return (
    <section aria-labelledby="owner-reports-title" className="mt-10 space-y-6">
      <h2
        id="owner-reports-title"
        className="text-xl font-semibold text-gray-900 dark:text-gray-50"
      >
        Informes de entrenamiento
      </h2>
      {reports.data.dogs.map((dog) => (
        <div key={dog.id} className="space-y-4">
          <Card>
            <CardHeader as="h3" title={dog.name} description={`Con ${dog.trainerName}`} />
            <CardContent>
              <ol className="divide-y divide-gray-200 dark:divide-gray-800">
                {[...dog.reports].reverse().map((r) => (
                  <li key={r.sessionId} className="flex flex-wrap justify-between gap-2 py-2">
                    <Link to={paths.ownerArea.report.getHref(r.sessionId)} className={linkClass}>
                      Informe del {formatDate(r.date)}
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
            timeZone="Europe/Madrid"
            isPending={false}
            isError={false}
            emptyText="El gráfico aparecerá con el primer informe."
            description="Progreso y calificación de cada informe recibido."
          />
        </div>
      ))}
    </section>
  );
}
