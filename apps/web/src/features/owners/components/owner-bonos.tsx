import { BONO_WARNING_LABELS, type OwnerBono } from '@adiestra/shared';
import { Badge } from '@/components/ui/badge';
import { formatDay } from '@/lib/format-day';

/** The owner's bonos with one trainer (issue 18): sessions left, until when, and the warnings. */
export function OwnerBonos({ bonos }: { bonos: readonly OwnerBono[] }) {
  if (bonos.length === 0) return null;
  return (
    <section className="space-y-3">
      <h3 className="text-sm font-semibold text-gray-900 dark:text-gray-100">Tus bonos</h3>
      <ul className="space-y-3">
        {bonos.map((bono) => (
          <li
            key={bono.id}
            aria-label={`Bono de ${bono.sessionsTotal} sesiones · ${bono.serviceName}`}
            className="rounded-lg border border-gray-200 p-4 dark:border-gray-800"
          >
            <p className="font-medium text-gray-900 dark:text-gray-50">
              Bono de {bono.sessionsTotal} sesiones · {bono.serviceName}
            </p>
            <p className="mt-1 text-sm text-gray-700 dark:text-gray-300">
              {bono.sessionsRemaining === 1
                ? 'Te queda 1 sesión'
                : `Te quedan ${bono.sessionsRemaining} sesiones`}{' '}
              de {bono.sessionsTotal} · {bono.expired ? 'caducó' : 'válido hasta'} el{' '}
              {formatDay(bono.expiresOn)}
            </p>
            {bono.warnings.length > 0 ? (
              <p className="mt-2 flex flex-wrap gap-1.5">
                {bono.warnings.map((warning) => (
                  <Badge key={warning} tone={warning === 'expired_unused' ? 'red' : 'yellow'}>
                    {BONO_WARNING_LABELS[warning]}
                  </Badge>
                ))}
              </p>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
