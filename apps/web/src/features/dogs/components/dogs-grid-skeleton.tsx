import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';

/** Card-shaped placeholders in the grid's own columns, so the first load does not jump. */
export function DogsGridSkeleton({ count = 6 }: { count?: number }) {
  return (
    <div
      role="status"
      aria-label="Cargando perros"
      className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3"
    >
      {Array.from({ length: count }, (_, index) => (
        <Card key={index} className="space-y-3 p-4">
          <div className="flex gap-4">
            <Skeleton className="size-20 rounded-xl" />
            <div className="flex-1 space-y-2">
              <Skeleton className="h-5 w-1/2" />
              <Skeleton className="h-4 w-2/3" />
              <Skeleton className="h-4 w-1/3" />
            </div>
          </div>
          <Skeleton className="h-8 w-full" />
        </Card>
      ))}
    </div>
  );
}
