import { and, asc, count, desc, eq, inArray, lte, min, or, sql } from 'drizzle-orm';
import type { AeatSubmissionStatus } from '@adiestra/shared';
import type { Db } from '../../../db/client.ts';
import type { Tx } from '../../../lib/trainer-lock.ts';
import {
  aeatCertificates,
  fiscalProfiles,
  invoiceRecords,
  invoiceSubmissions,
  invoices,
} from '../invoices.schema.ts';

/** Every query of the AEAT sender (issue 30.7) on the invoices module's tables. */

/** A record's row in invoice_submissions: the AEAT's answer to it. */
const answerOfRecord = and(
  eq(invoiceSubmissions.businessId, invoiceRecords.businessId),
  eq(invoiceSubmissions.recordId, invoiceRecords.id),
);

export type CertificateRow = typeof aeatCertificates.$inferSelect;

export async function upsertCertificate(
  db: Db,
  row: Pick<CertificateRow, 'businessId' | 'fileName' | 'sealed' | 'holder' | 'validUntil'>,
  now: Date,
) {
  await db
    .insert(aeatCertificates)
    .values({ ...row, nextSendAt: now, createdAt: now })
    .onConflictDoUpdate({
      target: aeatCertificates.businessId,
      set: { ...row, nextSendAt: now, lastError: null, createdAt: now },
    });
}

export async function selectCertificate(db: Db, businessId: string) {
  const [row] = await db
    .select()
    .from(aeatCertificates)
    .where(eq(aeatCertificates.businessId, businessId));
  return row;
}

export async function deleteCertificate(db: Db, businessId: string) {
  await db.delete(aeatCertificates).where(eq(aeatCertificates.businessId, businessId));
}

/**
 * Claims one trainer whose records may leave now, until `leaseUntil`: a certificate, pending
 * records, the AEAT's wait over, no other process's lease running. `FOR UPDATE SKIP LOCKED` and
 * the lease (as the outbox does) make one process at a time send a trainer's records.
 */
export async function claimSender(db: Db, now: Date, leaseUntil: Date) {
  return db.transaction(async (tx) => {
    const [due] = await tx
      .select({ businessId: aeatCertificates.businessId })
      .from(aeatCertificates)
      .where(
        and(
          lte(aeatCertificates.nextSendAt, now),
          or(sql`${aeatCertificates.lockedUntil} is null`, lte(aeatCertificates.lockedUntil, now)),
          sql`exists (select 1 from ${invoiceSubmissions} where ${invoiceSubmissions.businessId} = ${aeatCertificates.businessId} and ${invoiceSubmissions.status} = 'pendiente')`,
        ),
      )
      .orderBy(asc(aeatCertificates.nextSendAt))
      .limit(1)
      .for('update', { skipLocked: true });
    if (!due) return undefined;
    const [row] = await tx
      .update(aeatCertificates)
      .set({ lockedUntil: leaseUntil })
      .where(eq(aeatCertificates.businessId, due.businessId))
      .returning();
    return row;
  });
}

/** The trainer's oldest pending records, in the chain's order. */
export function pendingRecords(db: Db, businessId: string, limit: number) {
  return db
    .select({
      id: invoiceRecords.id,
      kind: invoiceRecords.kind,
      number: invoiceRecords.number,
      issuerTaxId: invoiceRecords.issuerTaxId,
      payload: invoiceRecords.payload,
      attempts: invoiceSubmissions.attempts,
    })
    .from(invoiceSubmissions)
    .innerJoin(invoiceRecords, answerOfRecord)
    .where(
      and(
        eq(invoiceSubmissions.businessId, businessId),
        eq(invoiceSubmissions.status, 'pendiente'),
      ),
    )
    .orderBy(asc(invoiceRecords.seq))
    .limit(limit);
}

export async function selectIssuer(db: Db, businessId: string) {
  const [row] = await db
    .select({ name: fiscalProfiles.name, taxId: fiscalProfiles.taxId })
    .from(fiscalProfiles)
    .where(eq(fiscalProfiles.businessId, businessId));
  return row;
}

export interface SubmissionAnswer {
  recordId: string;
  status: AeatSubmissionStatus;
  errorCode: string | null;
  errorDescription: string | null;
}

/** Stores each record's answer and lets the trainer's next message leave at `nextSendAt`. */
export async function storeAnswers(
  db: Db,
  businessId: string,
  answers: SubmissionAnswer[],
  outcome: { csv: string | null; answeredAt: Date; nextSendAt: Date },
) {
  await db.transaction(async (tx) => {
    for (const answer of answers) {
      await tx
        .update(invoiceSubmissions)
        .set({
          status: answer.status,
          errorCode: answer.errorCode,
          errorDescription: answer.errorDescription,
          csv: outcome.csv,
          answeredAt: outcome.answeredAt,
          attempts: sql`${invoiceSubmissions.attempts} + 1`,
        })
        .where(
          and(
            eq(invoiceSubmissions.businessId, businessId),
            eq(invoiceSubmissions.recordId, answer.recordId),
          ),
        );
    }
    await tx
      .update(aeatCertificates)
      .set({ lockedUntil: null, nextSendAt: outcome.nextSendAt, lastError: null })
      .where(eq(aeatCertificates.businessId, businessId));
  });
}

/** A transport failure: the records stay pending, counted, and the next try waits. */
export async function releaseAfterFailure(
  db: Db,
  businessId: string,
  recordIds: string[],
  failure: { error: string; nextSendAt: Date },
) {
  await db.transaction(async (tx) => {
    if (recordIds.length > 0) {
      await tx
        .update(invoiceSubmissions)
        .set({ attempts: sql`${invoiceSubmissions.attempts} + 1` })
        .where(
          and(
            eq(invoiceSubmissions.businessId, businessId),
            inArray(invoiceSubmissions.recordId, recordIds),
          ),
        );
    }
    await tx
      .update(aeatCertificates)
      .set({ lockedUntil: null, nextSendAt: failure.nextSendAt, lastError: failure.error })
      .where(eq(aeatCertificates.businessId, businessId));
  });
}

/** How many of the trainer's records are in each state. */
export function countByStatus(db: Db, businessId: string) {
  return db
    .select({ status: invoiceSubmissions.status, records: count() })
    .from(invoiceSubmissions)
    .where(eq(invoiceSubmissions.businessId, businessId))
    .groupBy(invoiceSubmissions.status);
}

/** Each record's answer, by invoice, for the invoices list. */
export function submissionsOfInvoices(db: Db, businessId: string, invoiceIds: string[]) {
  if (invoiceIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      invoiceId: invoiceRecords.invoiceId,
      kind: invoiceRecords.kind,
      status: invoiceSubmissions.status,
      errorCode: invoiceSubmissions.errorCode,
      errorDescription: invoiceSubmissions.errorDescription,
    })
    .from(invoiceSubmissions)
    .innerJoin(invoiceRecords, answerOfRecord)
    .where(
      and(
        eq(invoiceSubmissions.businessId, businessId),
        inArray(invoiceRecords.invoiceId, invoiceIds),
      ),
    )
    .orderBy(asc(invoiceRecords.seq));
}

/** When the trainer's oldest record still waiting to be sent was written, if one waits. */
export async function oldestPendingAt(db: Db, businessId: string) {
  const [row] = await db
    .select({ at: min(invoiceSubmissions.createdAt) })
    .from(invoiceSubmissions)
    .where(
      and(
        eq(invoiceSubmissions.businessId, businessId),
        eq(invoiceSubmissions.status, 'pendiente'),
      ),
    );
  return row?.at ?? null;
}

/** Each invoice's latest record (the one that speaks for it at the AEAT) and its answer. */
function latestRecords(db: Db, businessId: string) {
  return db
    .selectDistinctOn([invoiceRecords.invoiceId], {
      invoiceId: invoiceRecords.invoiceId,
      number: invoices.number,
      seq: invoiceRecords.seq,
      recordId: invoiceRecords.id,
      kind: invoiceRecords.kind,
      status: invoiceSubmissions.status,
      errorCode: invoiceSubmissions.errorCode,
      errorDescription: invoiceSubmissions.errorDescription,
    })
    .from(invoiceRecords)
    .innerJoin(invoiceSubmissions, answerOfRecord)
    .innerJoin(
      invoices,
      and(
        eq(invoices.businessId, invoiceRecords.businessId),
        eq(invoices.id, invoiceRecords.invoiceId),
      ),
    )
    .where(eq(invoiceRecords.businessId, businessId))
    .orderBy(invoiceRecords.invoiceId, desc(invoiceRecords.seq));
}

/** The invoices whose latest record the AEAT rejected, took with errors, or failed as a message. */
export async function rejectedRecords(db: Db, businessId: string) {
  type Row = Awaited<ReturnType<typeof latestRecords>>[number];
  const rows = await latestRecords(db, businessId);
  return rows
    .filter(
      (row): row is Row & { status: 'incorrecto' | 'aceptado_con_errores' | 'fallo' } =>
        row.status !== 'pendiente' && row.status !== 'correcto',
    )
    .sort((a, b) => a.seq - b.seq);
}

/** Every record of one invoice with its answer, oldest first. */
export function recordsOfInvoice(db: Db | Tx, businessId: string, invoiceId: string) {
  return db
    .select({
      recordId: invoiceRecords.id,
      kind: invoiceRecords.kind,
      status: invoiceSubmissions.status,
    })
    .from(invoiceRecords)
    .innerJoin(invoiceSubmissions, answerOfRecord)
    .where(and(eq(invoiceRecords.businessId, businessId), eq(invoiceRecords.invoiceId, invoiceId)))
    .orderBy(asc(invoiceRecords.seq));
}

/**
 * A record whose message failed as a whole goes back to waiting, unchanged: the AEAT never
 * registered it, so it leaves again with the trainer's next message.
 */
export async function requeueRecord(db: Db | Tx, businessId: string, recordId: string) {
  await db
    .update(invoiceSubmissions)
    .set({ status: 'pendiente', errorCode: null, errorDescription: null })
    .where(
      and(eq(invoiceSubmissions.businessId, businessId), eq(invoiceSubmissions.recordId, recordId)),
    );
}
