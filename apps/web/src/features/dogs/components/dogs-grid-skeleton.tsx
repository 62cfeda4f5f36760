import { CardGridSkeleton } from '@/components/card-grid-skeleton';
import { Skeleton } from '@/components/ui/skeleton';

/** Placeholders shaped like dog cards, in the grid's own columns. */
export function DogsGridSkeleton({ count = 6 }: { count?: number }) {
  return (
    <CardGridSkeleton
      label="Cargando perros"
      count={count}
      cardClassName="space-y-3 p-4"
      card={
        <>
          <div className="flex gap-4">
            <Skeleton className="size-20 rounded-xl" />
            <div className="flex-1 space-y-2">
              <Skeleton className="h-5 w-1/2" />
              <Skeleton className="h-4 w-2/3" />
              <Skeleton className="h-4 w-1/3" />
            </div>
          </div>
          <Skeleton className="h-8 w-full" />
        </>
      }
    />
  );
}
