import { Link } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { buttonClass } from '@/components/ui/button';
import { isApiError } from '@/lib/api-error';
import { paths } from '@/lib/paths';

/**
 * 'Sesión no encontrada' for a 404 (also another trainer's session) or a 400 (an id that cannot
 * exist, e.g. a hand-edited URL), else the load error.
 */
export function SessionLoadError({ error }: { error: unknown }) {
  return (
    <Alert
      variant="error"
      action={
        <Link to={paths.sessions.list.getHref()} className={buttonClass('secondary', 'sm')}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          Volver
        </Link>
      }
    >
      {isApiError(error) && (error.status === 404 || error.status === 400)
        ? 'Sesión no encontrada'
        : 'Error al cargar la sesión'}
    </Alert>
  );
}
