import type { AeatSubmissionStatus } from '@adiestra/shared';
import type { AeatConfig } from '../../../config.ts';
import type { Db } from '../../../db/client.ts';
import { postToAeat, TransportError, type LineAnswer } from './aeat-client.ts';
import { unseal } from './certificate-vault.ts';
import { MAX_RECORDS_PER_MESSAGE, buildEnvelope } from './soap-message.ts';
import * as repository from './sending.repository.ts';

/**
 * The job that sends each trainer's pending records to the AEAT (issue 30.7, decisions 0060 and
 * 0126). One message at a time per trainer (claimSender's lease), up to 1,000 records, then the
 * wait the AEAT sets (TiempoEsperaEnvio). Every failure that says nothing about the records
 * (no connection, TLS refused, time-out, a certificate that cannot be used, a `Server` SOAP fault,
 * whose answer is "Reenviar mensaje") leaves them pending and tries again after a growing wait.
 * Only a `Client` fault (the message itself is wrong) marks them `fallo`; an answer stores each
 * record's EstadoRegistro.
 */

export interface SenderContext {
  db: Db;
  secret: string;
  aeat: AeatConfig;
  now: Date;
}

/** How long a claim lasts: longer than a message may take. */
const LEASE_MS = 5 * 60_000;
/** The wait before the first message and after a fault: the AEAT's documented 60 s. */
const DEFAULT_WAIT_S = 60;
/** Waits after successive transport failures, capped at the last. */
const RETRY_WAITS_S = [60, 300, 900, 3600];

const STATUS_OF: Record<LineAnswer['status'], AeatSubmissionStatus> = {
  Correcto: 'correcto',
  AceptadoConErrores: 'aceptado_con_errores',
  Incorrecto: 'incorrecto',
};

/** EstadoRegistroDuplicado (EstadoRegistroSFType) of a record the AEAT already holds. */
const DUPLICATE_STATUS_OF: Partial<Record<string, AeatSubmissionStatus>> = {
  Correcta: 'correcto',
  AceptadaConErrores: 'aceptado_con_errores',
};

const later = (now: Date, seconds: number) => new Date(now.getTime() + seconds * 1000);

/**
 * A SOAP fault of the AEAT's side (faultcode `…:Server`): the message was not read, so the
 * same records go again later. A `Client` fault is the message's own error.
 */
const isServerFault = (code: string) => /(^|:)Server(\.|$)/.test(code);

/** Why a message could not leave, in Spanish, from whatever the TLS or HTTP layer threw. */
function transportReason(error: unknown) {
  if (error instanceof TransportError) return `No se pudo contactar con la AEAT: ${error.message}`;
  // Thrown while building the TLS context: the certificate stored cannot be used to connect.
  const detail = error instanceof Error ? error.message : String(error);
  return `No se pudo usar el certificado para conectar con la AEAT (${detail}): sube de nuevo tu certificado`;
}

/**
 * The obligado of a message: the records' issuer, named as on the latest of their invoices (the
 * profile's name when it is still that NIF's, or there is no record of issue to name it).
 */
async function issuerOf(
  db: Db,
  businessId: string,
  records: { issuerTaxId: string; payload: unknown }[],
) {
  const profile = await repository.selectIssuer(db, businessId);
  const taxId = records[0]?.issuerTaxId;
  if (!profile || !taxId || profile.taxId === taxId) return profile;
  const named = records
    .map((record) => (record.payload as { NombreRazonEmisor?: string }).NombreRazonEmisor)
    .findLast(Boolean);
  return { taxId, name: named ?? profile.name };
}

/** Sends one message for one trainer whose turn has come: what happened, or null for nobody. */
export async function sendNext(ctx: SenderContext) {
  const { db, now } = ctx;
  const claimed = await repository.claimSender(db, now, new Date(now.getTime() + LEASE_MS));
  if (!claimed) return null;
  const businessId = claimed.businessId;
  // A message speaks for one obligado: its Cabecera's NIF is every record's IDEmisorFactura. After
  // a change of NIF in the profile, the records of the old one leave first, in their own message.
  const pending = await repository.pendingRecords(db, businessId, MAX_RECORDS_PER_MESSAGE);
  const records = pending.filter((record) => record.issuerTaxId === pending[0]?.issuerTaxId);
  const ids = records.map((record) => record.id);
  const issuer = await issuerOf(db, businessId, records);
  const failure = async (error: string, attempt: number) => {
    const wait = RETRY_WAITS_S[Math.min(attempt, RETRY_WAITS_S.length - 1)]!;
    await repository.releaseAfterFailure(db, businessId, ids, {
      error,
      nextSendAt: later(now, wait),
    });
    return { sent: 0, error };
  };
  if (!ctx.aeat.producerTaxId) {
    return failure('Falta el NIF del productor del sistema (VERIFACTU_PRODUCER_NIF).', 0);
  }
  if (!issuer) return failure('Falta el perfil fiscal.', 0);
  const attempts = Math.max(0, ...records.map((record) => record.attempts));
  // Records that waited through a failed send go out marked as generated during an incident
  // (Cabecera › RemisionVoluntaria › Incidencia = S).
  const incidencia = claimed.lastError !== null || attempts > 0;
  const envelope = buildEnvelope(
    issuer,
    { name: ctx.aeat.producerName, taxId: ctx.aeat.producerTaxId },
    records.map((record) => ({
      kind: record.kind,
      payload: record.payload as Record<string, unknown>,
    })),
    { incidencia },
  );
  let answer;
  try {
    answer = await postToAeat(ctx.aeat, unseal(ctx.secret, claimed.sealed), envelope);
  } catch (error) {
    return failure(transportReason(error), attempts);
  }
  if (answer.kind === 'fault' && isServerFault(answer.code)) {
    return failure(
      `La AEAT no pudo atender el envío (${answer.message}): se reenviará más tarde`,
      attempts,
    );
  }
  if (answer.kind === 'fault') {
    const description = `${answer.message} (${answer.code})`;
    await repository.storeAnswers(
      db,
      businessId,
      records.map((record) => ({
        recordId: record.id,
        status: 'fallo',
        errorCode: answer.code,
        errorDescription: description,
      })),
      { csv: null, answeredAt: now, nextSendAt: later(now, DEFAULT_WAIT_S) },
    );
    return { sent: records.length, fault: description };
  }
  // The AEAT answers each record by its operation and number; one left unanswered stays pending.
  const key = (kind: string, number: string) => `${kind}|${number}`;
  const byRecord = new Map(answer.lines.map((line) => [key(line.kind, line.number), line]));
  const answers = records.flatMap((record) => {
    const line = byRecord.get(key(record.kind, record.number));
    if (!line || !(line.status in STATUS_OF)) return [];
    // Refused as a duplicate of a record the AEAT already holds (a message whose answer was lost
    // in a time-out, sent again): the record's answer is the one the AEAT kept.
    const kept = line.duplicate ? DUPLICATE_STATUS_OF[line.duplicate.status] : undefined;
    if (line.status === 'Incorrecto' && line.duplicate && kept) {
      return [
        {
          recordId: record.id,
          status: kept,
          errorCode: line.duplicate.errorCode,
          errorDescription: line.duplicate.errorDescription,
        },
      ];
    }
    return [
      {
        recordId: record.id,
        status: STATUS_OF[line.status],
        errorCode: line.errorCode,
        errorDescription: line.errorDescription,
      },
    ];
  });
  await repository.storeAnswers(db, businessId, answers, {
    csv: answer.csv,
    answeredAt: now,
    nextSendAt: later(now, answer.waitSeconds),
  });
  return { sent: records.length, answered: answers.length };
}
