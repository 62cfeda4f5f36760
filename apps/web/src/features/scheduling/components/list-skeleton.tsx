import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';

/** Rows of grey bars shaped like the lists of this feature, while the first page loads. */
export function ListSkeleton({ label, rows = 4 }: { label: string; rows?: number }) {
  return (
    <Card
      role="status"
      aria-label={label}
      className="divide-y divide-gray-200 dark:divide-gray-800"
    >
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className="flex items-center gap-4 px-4 py-4">
          <div className="flex-1 space-y-2">
            <Skeleton className="h-4 w-1/3" />
            <Skeleton className="h-3 w-1/2" />
          </div>
          <Skeleton className="h-6 w-20 rounded-full" />
          <Skeleton className="hidden h-8 w-28 sm:block" />
        </div>
      ))}
    </Card>
  );
}
