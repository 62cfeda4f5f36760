import {
  and,
  count,
  desc,
  eq,
  getTableColumns,
  gte,
  inArray,
  lte,
  notInArray,
  sql,
} from 'drizzle-orm';
import {
  AEAT_ACCEPTED_STATUSES,
  type InvoiceEventType,
  type InvoiceSourceKind,
} from '@adiestra/shared';
import type { Db } from '../../db/client.ts';
import { uuidv7 } from '../../lib/ids.ts';
import type { Tx } from '../../lib/trainer-lock.ts';
import {
  fiscalProfiles,
  invoiceCancellations,
  invoiceCounters,
  invoiceEvents,
  invoiceLines,
  invoicePayments,
  invoiceRecords,
  invoiceSources,
  invoiceSubmissions,
  invoices,
} from './invoices.schema.ts';

export { selectInvoicesOfClients } from '../../read-models/invoice-views.ts';
export { selectChargedPlaces } from '../../read-models/class-charges.ts';
export { selectChargedCourseEnrolments } from '../../read-models/course-charges.ts';

/** Every query of the invoices module, on its own tables only (decision 0029). */
type Conn = Db | Tx;
export type FiscalProfileRow = typeof fiscalProfiles.$inferSelect;
export type InvoiceRow = typeof invoices.$inferSelect;
export type InvoiceLineRow = typeof invoiceLines.$inferSelect;
export type InvoiceRecordRow = typeof invoiceRecords.$inferSelect;

export async function selectProfile(db: Conn, businessId: string) {
  const [row] = await db
    .select()
    .from(fiscalProfiles)
    .where(eq(fiscalProfiles.businessId, businessId));
  return row ?? null;
}

export async function upsertProfile(
  db: Conn,
  values: Omit<typeof fiscalProfiles.$inferInsert, 'createdAt' | 'updatedAt'>,
  now: Date,
) {
  const { businessId: _userId, ...changes } = values;
  const [row] = await db
    .insert(fiscalProfiles)
    .values({ ...values, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({ target: fiscalProfiles.businessId, set: { ...changes, updatedAt: now } })
    .returning();
  return row!;
}

/**
 * Which of these series already hold invoices, and whether of ordinary invoices or of
 * rectificativas (a series may hold only one kind: issue 30.3).
 */
export function selectSeriesKinds(db: Conn, businessId: string, series: string[]) {
  const rectificativa = sql<boolean>`${invoices.type} like 'R%'`;
  return db
    .selectDistinct({ series: invoices.series, rectificativa })
    .from(invoices)
    .where(and(eq(invoices.businessId, businessId), inArray(invoices.series, series)));
}

/**
 * The next number of a series: one statement that creates or increments the series' row, so the
 * issuing transaction holds it until it commits (a second issue waits) and a rollback gives the
 * number back.
 */
export async function takeNextNumber(tx: Tx, businessId: string, series: string) {
  const [row] = await tx
    .insert(invoiceCounters)
    .values({ businessId, series, lastNumber: 1 })
    .onConflictDoUpdate({
      target: [invoiceCounters.businessId, invoiceCounters.series],
      set: { lastNumber: sql`${invoiceCounters.lastNumber} + 1` },
    })
    .returning({ lastNumber: invoiceCounters.lastNumber });
  return row!.lastNumber;
}

export async function insertInvoice(
  tx: Tx,
  invoice: Omit<typeof invoices.$inferInsert, 'id'>,
  lines: Omit<typeof invoiceLines.$inferInsert, 'id' | 'businessId' | 'invoiceId' | 'position'>[],
  paymentIds: string[],
  sources: { kind: InvoiceSourceKind; sourceId: string }[] = [],
) {
  const [row] = await tx
    .insert(invoices)
    .values({ id: uuidv7(), ...invoice })
    .returning();
  await tx.insert(invoiceLines).values(
    lines.map((line, position) => ({
      id: uuidv7(),
      businessId: invoice.businessId,
      invoiceId: row!.id,
      position,
      ...line,
    })),
  );
  if (sources.length) {
    await tx.insert(invoiceSources).values(
      sources.map((source) => ({
        businessId: invoice.businessId,
        invoiceId: row!.id,
        ...source,
      })),
    );
  }
  if (paymentIds.length) {
    await tx.insert(invoicePayments).values(
      paymentIds.map((paymentId) => ({
        businessId: invoice.businessId,
        paymentId,
        invoiceId: row!.id,
      })),
    );
  }
  return row!;
}

/** Of these payments, those an invoice that is not cancelled already bills. */
export async function selectInvoicedPaymentIds(db: Conn, businessId: string, paymentIds: string[]) {
  const links = await selectPaymentLinks(db, businessId, paymentIds);
  return new Set(links.map((link) => link.paymentId));
}

export interface InvoiceFilters {
  from?: string | undefined;
  to?: string | undefined;
  clientId?: string | undefined;
  type?: InvoiceRow['type'] | undefined;
}

function filtersWhere(businessId: string, filters: InvoiceFilters) {
  return and(
    eq(invoices.businessId, businessId),
    filters.from ? gte(invoices.issuedOn, filters.from) : undefined,
    filters.to ? lte(invoices.issuedOn, filters.to) : undefined,
    filters.clientId ? eq(invoices.clientId, filters.clientId) : undefined,
    filters.type ? eq(invoices.type, filters.type) : undefined,
  );
}

/** Newest first, and the count of every match. */
export async function selectInvoicePage(
  db: Conn,
  businessId: string,
  filters: InvoiceFilters,
  page: number,
  limit: number,
) {
  const where = filtersWhere(businessId, filters);
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(invoices)
      .where(where)
      .orderBy(desc(invoices.issuedOn), desc(invoices.createdAt), desc(invoices.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ total: count() }).from(invoices).where(where),
  ]);
  return { rows, total: totals?.total ?? 0 };
}

/** Every invoice issued between two days, in the book's order (date, series, number). */
export function selectInvoicesIssuedBetween(
  db: Conn,
  businessId: string,
  from: string,
  to: string,
) {
  return db
    .select()
    .from(invoices)
    .where(filtersWhere(businessId, { from, to }))
    .orderBy(invoices.issuedOn, invoices.series, invoices.seq);
}

export async function selectInvoice(db: Conn, businessId: string, id: string) {
  const [row] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.businessId, businessId), eq(invoices.id, id)));
  return row ?? null;
}

export function selectInvoicesByIds(db: Conn, businessId: string, ids: string[]) {
  if (!ids.length) return Promise.resolve([] as InvoiceRow[]);
  return db
    .select()
    .from(invoices)
    .where(and(eq(invoices.businessId, businessId), inArray(invoices.id, ids)));
}

/** What the screens and documents show with each invoice: lines, payments, cancellation, fixes. */
export async function selectInvoiceDetails(db: Conn, businessId: string, ids: string[]) {
  if (!ids.length)
    return { lines: [], payments: [], cancellations: [], rectifications: [], records: [] };
  const [lines, payments, cancellations, rectifications, records] = await Promise.all([
    db
      .select()
      .from(invoiceLines)
      .where(and(eq(invoiceLines.businessId, businessId), inArray(invoiceLines.invoiceId, ids)))
      .orderBy(invoiceLines.position),
    db
      .select()
      .from(invoicePayments)
      .where(
        and(eq(invoicePayments.businessId, businessId), inArray(invoicePayments.invoiceId, ids)),
      ),
    db
      .select()
      .from(invoiceCancellations)
      .where(
        and(
          eq(invoiceCancellations.businessId, businessId),
          inArray(invoiceCancellations.invoiceId, ids),
        ),
      ),
    db
      .select({ id: invoices.id, number: invoices.number, rectifiesId: invoices.rectifiesId })
      .from(invoices)
      .where(and(eq(invoices.businessId, businessId), inArray(invoices.rectifiesId, ids)))
      .orderBy(invoices.createdAt),
    db
      .select({ invoiceId: invoiceRecords.invoiceId, hash: invoiceRecords.hash })
      .from(invoiceRecords)
      .where(
        and(
          eq(invoiceRecords.businessId, businessId),
          eq(invoiceRecords.kind, 'alta'),
          inArray(invoiceRecords.invoiceId, ids),
        ),
      ),
  ]);
  return { lines, payments, cancellations, rectifications, records };
}

/** The rectificativas of these invoices that are not annulled, in the order they were issued. */
export function selectLiveRectifications(db: Conn, businessId: string, ids: string[]) {
  if (!ids.length) return Promise.resolve([]);
  return db
    .select(getTableColumns(invoices))
    .from(invoices)
    .leftJoin(
      invoiceCancellations,
      and(
        eq(invoiceCancellations.businessId, invoices.businessId),
        eq(invoiceCancellations.invoiceId, invoices.id),
      ),
    )
    .where(
      and(
        eq(invoices.businessId, businessId),
        inArray(invoices.rectifiesId, ids),
        sql`${invoiceCancellations.invoiceId} is null`,
      ),
    )
    .orderBy(invoices.createdAt, invoices.seq);
}

export async function insertCancellation(tx: Tx, values: typeof invoiceCancellations.$inferInsert) {
  await tx.insert(invoiceCancellations).values(values);
  // After the cancellation row: the trigger releases only a cancelled invoice's sources.
  await tx
    .update(invoiceSources)
    .set({ released: true })
    .where(
      and(
        eq(invoiceSources.businessId, values.businessId),
        eq(invoiceSources.invoiceId, values.invoiceId),
      ),
    );
}

/** Which of these appointments or bonos a live (not cancelled) invoice bills. */
export function selectSourceLinks(
  db: Conn,
  businessId: string,
  kind: InvoiceSourceKind,
  sourceIds: string[],
) {
  if (!sourceIds.length) return Promise.resolve([]);
  return db
    .select({
      sourceId: invoiceSources.sourceId,
      invoiceId: invoices.id,
      number: invoices.number,
    })
    .from(invoiceSources)
    .innerJoin(
      invoices,
      and(
        eq(invoices.businessId, invoiceSources.businessId),
        eq(invoices.id, invoiceSources.invoiceId),
      ),
    )
    .where(
      and(
        eq(invoiceSources.businessId, businessId),
        eq(invoiceSources.kind, kind),
        inArray(invoiceSources.sourceId, sourceIds),
        eq(invoiceSources.released, false),
      ),
    );
}

/** The trainer's last `n` records of the registro, newest first. */
export function selectLastRecords(db: Conn, businessId: string, n: number) {
  return db
    .select()
    .from(invoiceRecords)
    .where(eq(invoiceRecords.businessId, businessId))
    .orderBy(desc(invoiceRecords.seq))
    .limit(n);
}

/** The issuers (NIF) the trainer's registro holds records for. */
export async function selectRecordIssuers(db: Conn, businessId: string) {
  const rows = await db
    .selectDistinct({ issuerTaxId: invoiceRecords.issuerTaxId })
    .from(invoiceRecords)
    .where(eq(invoiceRecords.businessId, businessId));
  return rows.map((row) => row.issuerTaxId);
}

/** The whole registro, oldest first. */
export function selectAllRecords(db: Conn, businessId: string) {
  return db
    .select()
    .from(invoiceRecords)
    .where(eq(invoiceRecords.businessId, businessId))
    .orderBy(invoiceRecords.seq);
}

export async function insertRecord(tx: Tx, values: Omit<typeof invoiceRecords.$inferInsert, 'id'>) {
  const [row] = await tx
    .insert(invoiceRecords)
    .values({ id: uuidv7(), ...values })
    .returning();
  // Every record waits to be sent to the AEAT from the moment it exists (issue 30.7).
  await tx.insert(invoiceSubmissions).values({ recordId: row!.id, businessId: row!.businessId });
  return row!;
}

export async function insertEvent(
  db: Conn,
  businessId: string,
  type: InvoiceEventType,
  at: Date,
  details: Record<string, unknown>,
) {
  await db.insert(invoiceEvents).values({ id: uuidv7(), businessId, type, at, details });
}

export function selectEvents(db: Conn, businessId: string, limit: number) {
  return db
    .select()
    .from(invoiceEvents)
    .where(eq(invoiceEvents.businessId, businessId))
    .orderBy(desc(invoiceEvents.at), desc(invoiceEvents.id))
    .limit(limit);
}

/** Of these payments, the invoice (not cancelled) that bills each. */
export function selectPaymentLinks(db: Conn, businessId: string, paymentIds: string[]) {
  if (!paymentIds.length) return Promise.resolve([]);
  return db
    .select({
      paymentId: invoicePayments.paymentId,
      invoiceId: invoices.id,
      number: invoices.number,
    })
    .from(invoicePayments)
    .innerJoin(
      invoices,
      and(
        eq(invoices.businessId, invoicePayments.businessId),
        eq(invoices.id, invoicePayments.invoiceId),
      ),
    )
    .leftJoin(
      invoiceCancellations,
      and(
        eq(invoiceCancellations.businessId, invoicePayments.businessId),
        eq(invoiceCancellations.invoiceId, invoicePayments.invoiceId),
      ),
    )
    .where(
      and(
        eq(invoicePayments.businessId, businessId),
        inArray(invoicePayments.paymentId, paymentIds),
        sql`${invoiceCancellations.invoiceId} is null`,
      ),
    );
}

/** How many invoices name this client (kept by an erasure: tax law requires them). */
export async function countInvoicesOfClient(db: Conn, businessId: string, clientId: string) {
  const [row] = await db
    .select({ total: count() })
    .from(invoices)
    .where(and(eq(invoices.businessId, businessId), eq(invoices.clientId, clientId)));
  return row?.total ?? 0;
}

/**
 * What deleting the account keeps (decision 0123): its invoices, and how many of its records the
 * AEAT has not accepted yet (waiting to be sent, or refused).
 */
export async function countFiscalRecords(db: Conn, businessId: string) {
  const [kept] = await db
    .select({ total: count() })
    .from(invoices)
    .where(eq(invoices.businessId, businessId));
  const [waiting] = await db
    .select({ total: count() })
    .from(invoiceSubmissions)
    .where(
      and(
        eq(invoiceSubmissions.businessId, businessId),
        notInArray(invoiceSubmissions.status, [...AEAT_ACCEPTED_STATUSES]),
      ),
    );
  return { invoices: kept?.total ?? 0, awaitingAeat: waiting?.total ?? 0 };
}
