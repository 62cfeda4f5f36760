import type { Bono } from '@adiestra/shared';

/**
 * The client's bono a visit of that service on `date` draws on: the one usable that day that
 * expires first (as the server picks it), else the most recent one of that service (used up or
 * expired, still worth showing with its warning). Null when the client has none for it.
 */
export function bonoForVisit(
  bonos: readonly Bono[],
  visit: { clientId: string | null; serviceId: string | null; date: string },
): Bono | null {
  if (!visit.clientId || !visit.serviceId) return null;
  const own = bonos.filter((b) => b.clientId === visit.clientId && b.serviceId === visit.serviceId);
  const usable = own
    .filter((b) => b.sessionsRemaining > 0 && b.expiresOn >= visit.date)
    .sort(
      (a, b) => a.expiresOn.localeCompare(b.expiresOn) || a.createdAt.localeCompare(b.createdAt),
    );
  if (usable[0]) return usable[0];
  return [...own].sort((a, b) => b.soldOn.localeCompare(a.soldOn))[0] ?? null;
}

/** "quedan 3 de 5", "queda 1 de 5". */
export const sessionsLeft = (bono: Pick<Bono, 'sessionsRemaining' | 'sessionsTotal'>) =>
  `${bono.sessionsRemaining === 1 ? 'queda' : 'quedan'} ${bono.sessionsRemaining} de ${bono.sessionsTotal}`;
