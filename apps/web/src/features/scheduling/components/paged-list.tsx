import type { ReactNode } from 'react';
import type { Pagination } from '@adiestra/shared';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { NumberedPagination } from '@/components/ui/numbered-pagination';
import { ListSkeleton } from './list-skeleton';

interface PageQuery<D> {
  data: D | undefined;
  isPending: boolean;
  isError: boolean;
  isPlaceholderData: boolean;
  refetch: () => unknown;
}

/**
 * One page of a list of this feature: the skeleton while the first page loads, the load error
 * with Reintentar, the card with the rows (or `empty`), and the numbered pager.
 */
export function PagedList<D extends { pagination: Pagination }>({
  query,
  loadingLabel,
  errorMessage,
  limit,
  onPageChange,
  isEmpty,
  empty,
  children,
}: {
  query: PageQuery<D>;
  loadingLabel: string;
  errorMessage: ReactNode;
  limit: number;
  onPageChange: (page: number) => void;
  isEmpty: (data: D) => boolean;
  empty: ReactNode;
  children: (data: D) => ReactNode;
}) {
  const data = query.data;
  return (
    <>
      {query.isPending ? <ListSkeleton label={loadingLabel} /> : null}
      {query.isError && !data ? (
        <Alert
          variant="error"
          action={
            <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
              Reintentar
            </Button>
          }
        >
          {errorMessage}
        </Alert>
      ) : null}
      {data ? (
        <Card aria-busy={query.isPlaceholderData}>{isEmpty(data) ? empty : children(data)}</Card>
      ) : null}
      {data ? (
        <NumberedPagination
          page={data.pagination.page}
          totalPages={data.pagination.totalPages}
          total={data.pagination.total}
          limit={limit}
          onPageChange={onPageChange}
          disabled={query.isPlaceholderData}
        />
      ) : null}
    </>
  );
}
