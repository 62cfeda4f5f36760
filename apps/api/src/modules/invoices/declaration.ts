import { VERIFACTU_SYSTEM, type VerifactuDeclaration } from '@adiestra/shared';
import type { AeatConfig } from '../../config.ts';

/**
 * The declaración responsable as this installation can show it (decision 0076): the system's
 * identity from the code, the producer's from the configuration. Signed only when every datum the
 * Orden asks for is set; otherwise it names the variables still missing.
 */
export function verifactuDeclaration(aeat: AeatConfig): VerifactuDeclaration {
  const required = {
    VERIFACTU_PRODUCER_NIF: aeat.producerTaxId,
    VERIFACTU_PRODUCER_ADDRESS: aeat.producerAddress,
    VERIFACTU_DECLARATION_PLACE: aeat.declarationPlace,
    VERIFACTU_DECLARATION_DATE: aeat.declarationDate,
  };
  const missing = Object.entries(required)
    .filter(([, value]) => !value)
    .map(([name]) => name);
  return {
    signed: missing.length === 0,
    missing,
    system: {
      name: VERIFACTU_SYSTEM.name,
      id: VERIFACTU_SYSTEM.id,
      version: VERIFACTU_SYSTEM.version,
    },
    producer: {
      name: aeat.producerName,
      taxId: aeat.producerTaxId ?? null,
      address: aeat.producerAddress ?? null,
    },
    signedAt: { place: aeat.declarationPlace ?? null, date: aeat.declarationDate ?? null },
  };
}
