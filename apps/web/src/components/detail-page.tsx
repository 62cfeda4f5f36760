import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowLeft, Pencil, Trash2 } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { Button, buttonClass } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { isApiError } from '@/lib/api-error';

/** A secondary button back to `to` (a detail page's way back to its list). */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className={buttonClass('secondary')}>
      <ArrowLeft aria-hidden="true" className="size-4" />
      {children}
    </Link>
  );
}

/**
 * What a detail page shows when its record did not load: "not found" (404, or 400 for a malformed
 * id) with a way back to the list, or else an error.
 */
export function DetailUnavailable({
  error,
  listHref,
  notFoundTitle,
  notFoundIcon,
  listLabel,
  errorMessage,
}: {
  error: unknown;
  listHref: string;
  notFoundTitle: string;
  notFoundIcon: ReactNode;
  listLabel: string;
  errorMessage: string;
}) {
  const missing = isApiError(error) && (error.status === 404 || error.status === 400);
  return missing ? (
    <Card>
      <EmptyState
        title={notFoundTitle}
        description="Puede que se haya eliminado."
        icon={notFoundIcon}
        action={<BackLink to={listHref}>{listLabel}</BackLink>}
      />
    </Card>
  ) : (
    <Alert variant="error" action={<BackLink to={listHref}>Volver</BackLink>}>
      {errorMessage}
    </Alert>
  );
}

/** A detail page's header (Volver, Editar, Eliminar) over its two columns: `main` and `side`. */
export function DetailPage({
  title,
  description,
  listHref,
  editHref,
  onDelete,
  main,
  side,
}: {
  title: ReactNode;
  description: ReactNode;
  listHref: string;
  editHref: string;
  onDelete: () => void;
  main: ReactNode;
  side: ReactNode;
}) {
  return (
    <>
      <PageHeader
        title={title}
        description={description}
        actions={
          <>
            <BackLink to={listHref}>Volver</BackLink>
            <Link to={editHref} className={buttonClass('secondary')}>
              <Pencil aria-hidden="true" className="size-4" />
              Editar
            </Link>
            <Button
              variant="danger"
              onClick={onDelete}
              icon={<Trash2 aria-hidden="true" className="size-4" />}
            >
              Eliminar
            </Button>
          </>
        }
      />
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">{main}</div>
        <div>{side}</div>
      </div>
    </>
  );
}
