import { useState, type ComponentType } from 'react';
import type { Educator } from '@adiestra/shared';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { NETWORK_ERROR_MESSAGE } from '@/lib/api-error';

type Screen = ComponentType<{ educator: Educator }>;
type State =
  | { status: 'closed' }
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'open'; Screen: Screen };

/**
 * "Clases en grupo" on the booking page (issue 29). Its screens load on the visitor's click, not
 * with the page: the first screen and what the page fetches until idle stay as they were
 * (issue 32's budget). A lost connection is said, with a retry.
 */
export function GroupClassesEntry({ educator }: { educator: Educator }) {
  const [state, setState] = useState<State>({ status: 'closed' });
  function open() {
    setState({ status: 'loading' });
    import('./classes/class-booking').then(
      (module) => setState({ status: 'open', Screen: module.default }),
      () => setState({ status: 'error' }),
    );
  }
  return (
    <section
      aria-labelledby="group-classes"
      className="mt-6 rounded-xl border border-gray-200 bg-white p-5 shadow-sm sm:p-8 dark:border-gray-800 dark:bg-gray-900"
    >
      <h2 id="group-classes" className="text-xl font-semibold text-gray-900 dark:text-gray-50">
        Clases en grupo
      </h2>
      {state.status === 'open' ? (
        <div className="mt-4">
          <state.Screen educator={educator} />
        </div>
      ) : (
        <div className="mt-2 space-y-4">
          <p className="text-sm text-gray-700 dark:text-gray-300">
            Consulta las próximas clases con plazas libres y pide una para tu perro.
          </p>
          {state.status === 'error' ? <Alert variant="error">{NETWORK_ERROR_MESSAGE}</Alert> : null}
          {state.status === 'loading' ? (
            <div role="status" aria-label="Cargando clases">
              <Skeleton className="h-10 w-32" />
            </div>
          ) : (
            <Button variant="secondary" onClick={open}>
              {state.status === 'error' ? 'Reintentar' : 'Ver clases'}
            </Button>
          )}
        </div>
      )}
    </section>
  );
}
