import type { OwnerClass, OwnerPlaceCost } from '@adiestra/shared';

/**
 * What giving a place up does to its cost, said before confirming (decision 0053): in time the
 * bono session or the charge goes back; inside the trainer's notice (their hours, Ajustes) the
 * place is freed and its cost stands, as when the trainer cancels it late.
 */
export function cancelPlaceMessage(
  groupClass: Pick<OwnerClass, 'cancelInTime' | 'noticeHours'>,
  cost: OwnerPlaceCost,
): string {
  const freed = 'la plaza quedará libre para otro perro.';
  if (groupClass.cancelInTime) {
    if (cost === 'bono') return `Se te devuelve la sesión del bono y ${freed}`;
    if (cost === 'charge') return `No se te cobrará y ${freed}`;
    return 'La plaza quedará libre para otro perro.';
  }
  const kept =
    cost === 'bono'
      ? 'la sesión del bono no se devuelve.'
      : cost === 'charge'
        ? 'la plaza se cobra igualmente.'
        : 'cancelarla no tiene coste.';
  return `Faltan menos de ${groupClass.noticeHours} h para la clase: ${kept} La plaza quedará libre para otro perro.`;
}

/** What a place given up late kept, under its "Cancelada tarde" badge (nothing when free). */
export const lateCancelKept = (cost: OwnerPlaceCost) =>
  cost === 'bono'
    ? 'La sesión del bono no se devuelve.'
    : cost === 'charge'
      ? 'La plaza se cobra igualmente.'
      : null;
