import type { AeatSubmissionStatus, InvoiceRecordKind } from '@adiestra/shared';
import type { RecordFlags } from './registro.service.ts';

/**
 * The AEAT's correction flow (subsanación, decision 0127) as pure decisions on one invoice's
 * records, oldest first, each with the AEAT's answer.
 */

export interface AnsweredRecord {
  recordId: string;
  kind: InvoiceRecordKind;
  status: AeatSubmissionStatus;
}

/** A record the AEAT holds, or will hold once it leaves (records leave in the chain's order). */
const held = (status: AeatSubmissionStatus) =>
  status === 'correcto' || status === 'aceptado_con_errores' || status === 'pendiente';

/**
 * What an anulación says about the invoice's earlier records: SinRegistroPrevio = S when the
 * AEAT holds no record of issue for it (every one was rejected), RechazoPrevio = S when it
 * rejected an earlier anulación.
 */
export function anulacionFlags(records: AnsweredRecord[]): RecordFlags {
  const issued = records.some((record) => record.kind === 'alta' && held(record.status));
  const refused = records.some(
    (record) => record.kind === 'anulacion' && record.status === 'incorrecto',
  );
  return {
    ...(issued ? {} : { SinRegistroPrevio: 'S' }),
    ...(refused ? { RechazoPrevio: 'S' } : {}),
  };
}

export type Resubmission =
  /** The message failed as a whole: the AEAT never read the record, which goes again as it is. */
  | { action: 'requeue'; recordId: string }
  /** A new record of issue for the same invoice that corrects the one answered. */
  | { action: 'alta'; flags: RecordFlags }
  /** A new anulación after the AEAT rejected the previous one. */
  | { action: 'anulacion'; flags: RecordFlags }
  | null;

/** What sending the invoice again means, from its latest record's answer; null when nothing. */
export function resubmission(records: AnsweredRecord[]): Resubmission {
  const latest = records.at(-1);
  if (!latest) return null;
  if (latest.status === 'fallo') return { action: 'requeue', recordId: latest.recordId };
  if (latest.kind === 'alta' && latest.status === 'incorrecto') {
    return { action: 'alta', flags: { Subsanacion: 'S', RechazoPrevio: 'S' } };
  }
  if (latest.kind === 'alta' && latest.status === 'aceptado_con_errores') {
    return { action: 'alta', flags: { Subsanacion: 'S', RechazoPrevio: 'N' } };
  }
  // An anulación taken with errors has cancelled the invoice at the AEAT: nothing to send.
  if (latest.kind === 'anulacion' && latest.status === 'incorrecto') {
    return { action: 'anulacion', flags: anulacionFlags(records) };
  }
  return null;
}
