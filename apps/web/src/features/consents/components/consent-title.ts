import { CONSENT_LABELS, type ConsentKind } from '@adiestra/shared';

/** "Responsabilidad y riesgos · Toby": the document, and the dog where it is accepted per dog. */
export function consentTitle(kind: ConsentKind, dogName: string | null) {
  return dogName ? `${CONSENT_LABELS[kind]} · ${dogName}` : CONSENT_LABELS[kind];
}
