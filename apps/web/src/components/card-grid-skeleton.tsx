import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';

/**
 * `count` card-shaped placeholders (each holding `card`) with the card grid's own columns, so the
 * first load does not jump.
 */
export function CardGridSkeleton({
  label,
  count,
  cardClassName,
  card,
}: {
  label: string;
  count: number;
  cardClassName: string;
  card: ReactNode;
}) {
  return (
    <div role="status" aria-label={label} className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
      {Array.from({ length: count }, (_, index) => (
        <Card key={index} className={cardClassName}>
          {card}
        </Card>
      ))}
    </div>
  );
}
