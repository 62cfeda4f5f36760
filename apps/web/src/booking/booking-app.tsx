import { useState } from 'react';
import { Dog } from 'lucide-react';
import { ThemeToggle } from '@/components/theme-toggle';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { shownName } from './booking-api';
import { BookingSuccess, type SentBooking } from './booking-success';
import { BookingWizard } from './booking-wizard';
import { EducatorNotFound } from './educator-not-found';
import { GroupClassesEntry } from './group-classes-entry';
import { useEducator } from './use-educator';

/** The public booking page of one trainer: lookup, then the wizard, then the summary. */
export function BookingApp({ businessId }: { businessId: string }) {
  const { state, retry } = useEducator(businessId);
  const [result, setResult] = useState<SentBooking | null>(null);
  const [round, setRound] = useState(0);
  const name = state.status === 'found' ? shownName(state.educator) : null;

  return (
    <div className="min-h-dvh">
      <title>{name ? `Reservar cita con ${name} · Adiestra` : 'Reservar cita · Adiestra'}</title>
      <header className="border-b border-gray-200 bg-white dark:border-gray-800 dark:bg-gray-900">
        <div className="mx-auto flex h-16 max-w-2xl items-center justify-between px-4">
          <p className="flex items-center gap-2 text-lg font-bold text-gray-900 dark:text-gray-50">
            <Dog aria-hidden="true" className="size-6 text-brand-600 dark:text-brand-400" />
            Adiestra
          </p>
          <ThemeToggle />
        </div>
      </header>
      <main className="mx-auto max-w-2xl px-4 py-8">
        <div className="rounded-xl border border-gray-200 bg-white p-5 shadow-sm sm:p-8 dark:border-gray-800 dark:bg-gray-900">
          {state.status === 'loading' ? (
            <div role="status" aria-label="Cargando" className="space-y-4">
              <Skeleton className="h-8 w-2/3" />
              <Skeleton className="h-4 w-1/2" />
              <Skeleton className="h-10 w-full" />
              <Skeleton className="h-10 w-full" />
            </div>
          ) : null}
          {state.status === 'missing' ? <EducatorNotFound /> : null}
          {state.status === 'error' ? (
            <Alert
              variant="error"
              action={
                <Button variant="secondary" size="sm" onClick={retry}>
                  Reintentar
                </Button>
              }
            >
              {state.message}
            </Alert>
          ) : null}
          {state.status === 'found' ? (
            <div className="space-y-6">
              <div>
                <h1 className="text-2xl font-bold text-gray-900 dark:text-gray-50">
                  Reserva una cita con {name}
                </h1>
                <p className="mt-1 text-sm text-gray-700 dark:text-gray-300">
                  Envía tu solicitud en cuatro pasos; el educador la confirmará por email.
                </p>
              </div>
              {result ? (
                <BookingSuccess
                  result={result}
                  educatorName={shownName(state.educator)}
                  onAnother={() => {
                    setResult(null);
                    setRound((n) => n + 1);
                  }}
                />
              ) : (
                <BookingWizard key={round} educator={state.educator} onDone={setResult} />
              )}
            </div>
          ) : null}
        </div>
        {state.status === 'found' ? <GroupClassesEntry educator={state.educator} /> : null}
      </main>
    </div>
  );
}
