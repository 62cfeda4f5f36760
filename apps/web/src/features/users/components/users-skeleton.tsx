import { Skeleton } from '@/components/ui/skeleton';

/** Rows shaped like the real list (both layouts) while the first page loads. */
export function UsersSkeleton() {
  return (
    <div aria-busy="true">
      <span className="sr-only">Cargando usuarios…</span>
      <div className="divide-y divide-gray-200 dark:divide-gray-800">
        {Array.from({ length: 4 }, (_, index) => (
          <div key={index} className="flex items-center gap-4 px-4 py-4">
            <div className="flex-1 space-y-2">
              <Skeleton className="h-4 w-40" />
              <Skeleton className="h-3 w-56" />
            </div>
            <Skeleton className="hidden h-5 w-20 rounded-full md:block" />
            <Skeleton className="h-5 w-16 rounded-full" />
            <Skeleton className="hidden h-4 w-24 md:block" />
            <Skeleton className="hidden h-8 w-28 md:block" />
          </div>
        ))}
      </div>
    </div>
  );
}
