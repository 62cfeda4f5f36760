import { CardGridSkeleton } from '@/components/card-grid-skeleton';
import { Skeleton } from '@/components/ui/skeleton';

/** Placeholders shaped like client cards, in the grid's own columns. */
export function ClientsGridSkeleton({ count = 6 }: { count?: number }) {
  return (
    <CardGridSkeleton
      label="Cargando clientes"
      count={count}
      cardClassName="space-y-3 p-5"
      card={
        <>
          <Skeleton className="h-5 w-2/3" />
          <Skeleton className="h-3 w-1/3" />
          <Skeleton className="h-4 w-4/5" />
          <Skeleton className="h-4 w-1/2" />
          <Skeleton className="h-4 w-3/5" />
          <Skeleton className="h-10 w-full" />
        </>
      }
    />
  );
}
