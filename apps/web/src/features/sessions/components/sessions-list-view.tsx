import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { CalendarPlus, SearchX } from 'lucide-react';
import { PAGE_SIZES } from '@adiestra/shared';
import { Alert } from '@/components/ui/alert';
import { Button, buttonClass } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { NumberedPagination } from '@/components/ui/numbered-pagination';
import { paths } from '@/lib/paths';
import { useSessions } from '../api/get-sessions';
import { DeleteSessionDialog } from './delete-session-dialog';
import { SessionCard } from './session-card';
import { SessionFilters } from './session-filters';
import { SessionGrid, SessionGridSkeleton } from './session-grid';
import { SessionListStats } from './session-list-stats';
import { useSessionListParams } from './use-session-list-params';
import { useSearchTracking } from '@/lib/analytics';

/** The sessions screen below its header: figures, search and filters, the grid and its pages. */
export function SessionsListView() {
  const { values, filters, page, hasFilters, setValue, setPage, clear } = useSessionListParams();
  const sessions = useSessions(filters, page);
  const [deleting, setDeleting] = useState<string | null>(null);
  const data = sessions.data;
  useSearchTracking(
    'sessions',
    values.search,
    sessions.isPlaceholderData ? undefined : data?.pagination.total,
  );

  // A page past the end (its last session deleted, or a stale link) moves to the last page.
  const lastPage = data?.pagination.totalPages ?? 1;
  const pastTheEnd = data !== undefined && !sessions.isPlaceholderData && page > lastPage;
  useEffect(() => {
    if (pastTheEnd) setPage(lastPage);
  }, [pastTheEnd, lastPage, setPage]);

  function goToPage(next: number) {
    setPage(next);
    // The new page starts at the top of the screen, like a new page would.
    window.scrollTo({ top: 0 });
  }

  return (
    <div className="space-y-6">
      <SessionListStats filters={filters} filteredTotal={data?.pagination.total} />
      <SessionFilters values={values} hasFilters={hasFilters} onChange={setValue} onClear={clear} />
      {sessions.isPending ? <SessionGridSkeleton /> : null}
      {sessions.isError && !data ? (
        <Alert
          variant="error"
          action={
            <Button variant="secondary" size="sm" onClick={() => void sessions.refetch()}>
              Reintentar
            </Button>
          }
        >
          Error al cargar las sesiones
        </Alert>
      ) : null}
      {data?.pagination.total === 0 ? (
        <Card>
          {hasFilters ? (
            <EmptyState
              icon={<SearchX aria-hidden="true" className="size-6" />}
              title="No se encontraron sesiones"
              description="Ninguna sesión coincide con la búsqueda o los filtros. Prueba con otros criterios."
              action={
                <Button variant="secondary" onClick={clear}>
                  Limpiar filtros
                </Button>
              }
            />
          ) : (
            <EmptyState
              title="No hay sesiones registradas"
              description="Registra la primera sesión de entrenamiento para seguir el progreso de tus perros."
              action={
                <Link to={paths.sessions.new.getHref()} className={buttonClass()}>
                  <CalendarPlus aria-hidden="true" className="size-4" />
                  Nueva Sesión
                </Link>
              }
            />
          )}
        </Card>
      ) : null}
      {data && data.sessions.length > 0 ? (
        <div aria-busy={sessions.isPlaceholderData} className="space-y-6">
          <SessionGrid label="Sesiones">
            {data.sessions.map((session) => (
              // min-w-0: a grid item may not grow past its column to fit its content (issue 13).
              <li key={session.id} className="flex min-w-0">
                <SessionCard session={session} onDelete={(s) => setDeleting(s.id)} />
              </li>
            ))}
          </SessionGrid>
          <NumberedPagination
            page={data.pagination.page}
            totalPages={data.pagination.totalPages}
            total={data.pagination.total}
            limit={data.pagination.limit || PAGE_SIZES.sessions}
            onPageChange={goToPage}
            disabled={sessions.isPlaceholderData}
          />
        </div>
      ) : null}
      <DeleteSessionDialog sessionId={deleting} onClose={() => setDeleting(null)} />
    </div>
  );
}
