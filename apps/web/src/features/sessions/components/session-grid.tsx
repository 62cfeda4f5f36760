import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';

/** The list's three-column grid (two on tablets, one on phones). */
export function SessionGrid({ children, label }: { children: ReactNode; label?: string }) {
  return (
    <ul aria-label={label} className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
      {children}
    </ul>
  );
}

/** Cards of the same shape as the real ones while the first page loads. */
export function SessionGridSkeleton({ count = 6 }: { count?: number }) {
  return (
    <div aria-busy="true" className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
      <span className="sr-only">Cargando sesiones...</span>
      {Array.from({ length: count }, (_, i) => (
        <Card key={i} className="space-y-4 p-5">
          <div className="flex justify-between gap-3">
            <div className="flex-1 space-y-2">
              <Skeleton className="h-6 w-32" />
              <Skeleton className="h-4 w-40" />
            </div>
            <Skeleton className="h-4 w-24" />
          </div>
          <Skeleton className="h-4 w-3/4" />
          <Skeleton className="h-2.5 w-full" />
          <Skeleton className="h-16 w-full" />
          <Skeleton className="h-8 w-full" />
        </Card>
      ))}
    </div>
  );
}
