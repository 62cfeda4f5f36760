import type { ReactNode } from 'react';
import { SearchX } from 'lucide-react';
import type { Pagination as PageInfo } from '@adiestra/shared';
import { EmptyState } from '@/components/ui/empty-state';
import { Pagination } from '@/components/ui/pagination';

/** The empty state of a list whose search or filters matched nothing. */
export function NoMatches({ title }: { title: string }) {
  return (
    <EmptyState
      title={title}
      description="Prueba con otra búsqueda o cambia los filtros."
      icon={<SearchX aria-hidden="true" className="size-6" />}
    />
  );
}

/** A page of records as a grid of cards (one `li` each), with the pager under it. */
export function CardGrid<T extends { id: string }>({
  label,
  items,
  pagination,
  busy,
  onPageChange,
  renderCard,
}: {
  label: string;
  items: T[];
  pagination: PageInfo;
  busy: boolean;
  onPageChange: (page: number) => void;
  renderCard: (item: T) => ReactNode;
}) {
  return (
    <>
      <ul aria-label={label} aria-busy={busy} className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {items.map((item) => (
          <li key={item.id} className="grid">
            {renderCard(item)}
          </li>
        ))}
      </ul>
      <Pagination
        page={pagination.page}
        totalPages={pagination.totalPages}
        onPageChange={onPageChange}
        disabled={busy}
      />
    </>
  );
}
