import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';

/** Card-shaped placeholders with the grid's own columns, so the first load does not jump. */
export function ClientsGridSkeleton({ count = 6 }: { count?: number }) {
  return (
    <div
      role="status"
      aria-label="Cargando clientes"
      className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3"
    >
      {Array.from({ length: count }, (_, index) => (
        <Card key={index} className="space-y-3 p-5">
          <Skeleton className="h-5 w-2/3" />
          <Skeleton className="h-3 w-1/3" />
          <Skeleton className="h-4 w-4/5" />
          <Skeleton className="h-4 w-1/2" />
          <Skeleton className="h-4 w-3/5" />
          <Skeleton className="h-10 w-full" />
        </Card>
      ))}
    </div>
  );
}
