import type { ReactNode } from 'react';
import type { Pagination as PageInfo } from '@adiestra/shared';
import { Alert } from '@/components/ui/alert';
import { Card } from '@/components/ui/card';
import { Pagination } from '@/components/ui/pagination';

interface PageQuery<D> {
  data: D | undefined;
  error: unknown;
  isError: boolean;
  isPending: boolean;
  isFetching: boolean;
}

/**
 * One page of an admin list: the load error, then a card holding the skeleton while the first
 * page loads, the empty state or the rows, and Anterior / Siguiente under it. The pager is
 * disabled while any answer is on its way, so a second click cannot skip a page.
 */
export function PagedTableCard<D extends { pagination: PageInfo }>({
  query,
  errorTitle,
  errorMessage,
  loading,
  isEmpty,
  empty,
  onPageChange,
  children,
}: {
  query: PageQuery<D>;
  errorTitle?: string;
  errorMessage: (error: unknown) => string;
  loading: ReactNode;
  isEmpty: (data: D) => boolean;
  empty: ReactNode;
  onPageChange: (page: number) => void;
  children: (data: D) => ReactNode;
}) {
  const data = query.data;
  return (
    <>
      {query.isError ? (
        <Alert variant="error" className="mb-4" title={errorTitle}>
          {errorMessage(query.error)}
        </Alert>
      ) : null}
      <Card className="overflow-hidden">
        {query.isPending ? loading : null}
        {data ? (isEmpty(data) ? empty : children(data)) : null}
      </Card>
      {data ? (
        <div className="mt-4">
          <Pagination
            page={data.pagination.page}
            totalPages={data.pagination.totalPages}
            onPageChange={onPageChange}
            disabled={query.isFetching}
          />
        </div>
      ) : null}
    </>
  );
}
