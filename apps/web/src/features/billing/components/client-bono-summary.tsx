import { BONO_WARNINGS } from '@adiestra/shared';
import { formatDay } from '@/lib/format-day';
import { useBonos } from '../api/get-bonos';
import { BonoWarningBadges } from './bono-badges';

/**
 * The client card's line: sessions left and the nearest expiry of the client's usable bonos, and
 * the warnings of any of their bonos (one session left, expiring soon, expired with sessions
 * unused). One query for every card (the trainer's bonos), so a page of cards asks once.
 */
export function ClientBonoSummary({ clientId }: { clientId: string }) {
  const bonos = useBonos({});
  const own = bonos.data?.filter((bono) => bono.clientId === clientId) ?? [];
  const usable = own.filter((bono) => !bono.expired && bono.sessionsRemaining > 0);
  const warnings = BONO_WARNINGS.filter((w) => own.some((bono) => bono.warnings.includes(w)));
  if (usable.length === 0 && warnings.length === 0) return null;
  const left = usable.reduce((sum, bono) => sum + bono.sessionsRemaining, 0);
  const nearest = usable.map((bono) => bono.expiresOn).sort()[0];
  return (
    <div className="space-y-1 text-sm text-gray-700 dark:text-gray-300">
      {nearest ? (
        <p>
          Bono: {left === 1 ? 'queda 1 sesión' : `quedan ${left} sesiones`} · caduca el{' '}
          {formatDay(nearest)}
        </p>
      ) : null}
      <BonoWarningBadges warnings={warnings} />
    </div>
  );
}
