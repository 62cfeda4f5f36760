import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { AlertCircle } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { track } from '@/lib/analytics';
import { paths } from '@/lib/paths';

/**
 * Last-resort screen for a render error or a page chunk that failed to load (typically after
 * a deploy replaced the files): reloading fetches the current version.
 */
export function RouteError() {
  const error = useRouteError();
  if (import.meta.env.DEV) console.error(error);
  // A render error or a failed page chunk never reaches window.onerror: report it from here.
  useEffect(() => {
    if (!isRouteErrorResponse(error)) track.error(error, 'boundary');
  }, [error]);
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : null;
  return (
    <main className="grid min-h-dvh place-items-center bg-gray-50 px-4 dark:bg-gray-950">
      <div className="max-w-md text-center">
        <AlertCircle
          aria-hidden="true"
          className="mx-auto size-10 text-red-700 dark:text-red-400"
        />
        <h1 className="mt-4 text-xl font-semibold text-gray-900 dark:text-gray-50">
          Algo salió mal
        </h1>
        <p className="mt-2 text-sm text-gray-700 dark:text-gray-300">
          No se pudo mostrar esta página. Recarga para intentarlo de nuevo.
          {detail ? (
            <span className="block pt-1 text-xs text-gray-600 dark:text-gray-400">{detail}</span>
          ) : null}
        </p>
        <div className="mt-6 flex justify-center gap-3">
          <Button onClick={() => window.location.reload()}>Recargar</Button>
          <a
            href={paths.dashboard.getHref()}
            className="inline-flex h-10 items-center px-4 text-sm font-medium text-brand-700 hover:underline dark:text-brand-300"
          >
            Ir al inicio
          </a>
        </div>
      </div>
    </main>
  );
}
