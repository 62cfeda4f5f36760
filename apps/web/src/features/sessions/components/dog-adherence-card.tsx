import { adherenceText } from '@adiestra/shared';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDay } from '@/lib/format-day';
import { useDogAdherence } from '../api/get-dog-adherence';
import { PracticeComments } from './practice-comments';

/** The owner's practice of the dog's homework: "Practicado 9 de 14 días". */
export function DogAdherenceCard({ dogId }: { dogId: string }) {
  const adherence = useDogAdherence(dogId);
  const a = adherence.data;
  const percent =
    a && a.expectedDays > 0
      ? Math.min(100, Math.round((a.practisedDays / a.expectedDays) * 100))
      : 0;
  return (
    <Card>
      <CardHeader
        title="Práctica en casa"
        description="Días que el propietario marcó como practicados, frente a los que pedían los deberes de los últimos 14 días."
      />
      <CardContent>
        {adherence.isPending ? <Skeleton className="h-12 w-full" /> : null}
        {adherence.isError ? (
          <p role="alert" className="text-sm text-red-700 dark:text-red-400">
            Error al cargar la práctica
          </p>
        ) : null}
        {a && a.expectedDays === 0 ? (
          <p className="text-sm text-gray-600 dark:text-gray-400">
            Aún no hay deberes enviados al propietario.
          </p>
        ) : null}
        {a && a.expectedDays > 0 ? (
          <div className="space-y-2" data-testid="dog-adherence">
            <p className="text-lg font-semibold text-gray-900 dark:text-gray-50">
              {adherenceText(a)}
            </p>
            <div
              className="h-2 w-full overflow-hidden rounded-full bg-gray-200 dark:bg-gray-800"
              aria-hidden="true"
            >
              <div className="h-full rounded-full bg-brand-600" style={{ width: `${percent}%` }} />
            </div>
            <p className="text-sm text-gray-700 dark:text-gray-300">
              {a.lastPracticeDay
                ? `Última práctica: ${formatDay(a.lastPracticeDay)}.`
                : 'Todavía no ha marcado ninguna práctica.'}
            </p>
            <PracticeComments comments={a.comments} />
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}
