import { formatDay } from '@/lib/format-day';
import { useBonos } from '../api/get-bonos';

/**
 * The client card's line: sessions left and the nearest expiry of the client's usable bonos.
 * One query for every card (the trainer's active bonos), so a page of cards asks once.
 */
export function ClientBonoSummary({ clientId }: { clientId: string }) {
  const bonos = useBonos({ active: true });
  const own = bonos.data?.filter((bono) => bono.clientId === clientId) ?? [];
  if (own.length === 0) return null;
  const left = own.reduce((sum, bono) => sum + bono.sessionsRemaining, 0);
  const nearest = own.map((bono) => bono.expiresOn).sort()[0]!;
  return (
    <p className="text-sm text-gray-700 dark:text-gray-300">
      Bono: {left === 1 ? 'queda 1 sesión' : `quedan ${left} sesiones`} · caduca el{' '}
      {formatDay(nearest)}
    </p>
  );
}
