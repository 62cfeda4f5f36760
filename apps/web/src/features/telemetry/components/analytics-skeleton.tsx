import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';

/** Shaped like the loaded screen (figures, two charts, two lists) so nothing jumps. */
export function AnalyticsSkeleton() {
  return (
    <div aria-busy="true" className="space-y-6">
      <span className="sr-only">Cargando analítica…</span>
      <div className="grid gap-4 sm:grid-cols-3">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-[92px] rounded-xl" />
        ))}
      </div>
      {[0, 1].map((i) => (
        <Card key={i} className="space-y-4 p-5">
          <Skeleton className="h-5 w-56" />
          <Skeleton className="h-48 w-full sm:h-56" />
        </Card>
      ))}
      <div className="grid gap-6 lg:grid-cols-2">
        {[0, 1].map((i) => (
          <Card key={i} className="space-y-3 p-5">
            <Skeleton className="h-5 w-48" />
            {[0, 1, 2, 3].map((row) => (
              <Skeleton key={row} className="h-4 w-full" />
            ))}
          </Card>
        ))}
      </div>
    </div>
  );
}
