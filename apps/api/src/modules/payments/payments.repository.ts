import type { PaymentFilters } from '@adiestra/shared';
import { and, count, desc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { uuidv7 } from '../../lib/ids.ts';
import type { Tx } from '../../lib/trainer-lock.ts';
import { payments } from './payments.schema.ts';

export {
  selectAppointmentTarget,
  selectBalances,
  selectChargeLines,
  selectBonoTarget,
  selectClassEnrolmentTarget,
  selectClientName,
  selectCourseEnrolmentTarget,
  selectPlaceOfClassSession,
  selectSessionTarget,
} from '../../read-models/payment-targets.ts';

/**
 * Every query of the payments ledger; the reads of what a payment pays for and the balances are
 * read-models/payment-targets.ts, re-exported.
 */
type Conn = Db | Tx;
export type PaymentRow = typeof payments.$inferSelect;

function filtersWhere(businessId: string, filters: PaymentFilters) {
  return and(
    eq(payments.businessId, businessId),
    filters.from ? gte(payments.paidOn, filters.from) : undefined,
    filters.to ? lte(payments.paidOn, filters.to) : undefined,
    filters.method ? eq(payments.method, filters.method) : undefined,
    filters.clientId ? eq(payments.clientId, filters.clientId) : undefined,
  );
}

/** Newest first; the page, the count and the sum of every matching entry. */
export async function selectPaymentPage(
  db: Conn,
  businessId: string,
  filters: PaymentFilters,
  page: number,
  limit: number,
) {
  const where = filtersWhere(businessId, filters);
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(payments)
      .where(where)
      .orderBy(desc(payments.paidOn), desc(payments.createdAt), desc(payments.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db
      .select({
        total: count(),
        cents: sql<number>`coalesce(sum(${payments.amountCents}), 0)::int`,
      })
      .from(payments)
      .where(where),
  ]);
  return { rows, total: totals?.total ?? 0, totalCents: totals?.cents ?? 0 };
}

/** Every matching entry, oldest first: the gestor's export. */
export function selectAllPayments(db: Conn, businessId: string, filters: PaymentFilters) {
  return db
    .select()
    .from(payments)
    .where(filtersWhere(businessId, filters))
    .orderBy(payments.paidOn, payments.createdAt, payments.id);
}

export async function insertPayment(db: Conn, values: Omit<typeof payments.$inferInsert, 'id'>) {
  const [row] = await db
    .insert(payments)
    .values({ id: uuidv7(), ...values })
    .returning();
  return row!;
}

export type TargetColumn =
  'appointmentId' | 'sessionId' | 'bonoId' | 'classEnrolmentId' | 'courseEnrolmentId';

/** What the ledger holds against one appointment, session, bono, place or course (refunds included). */
export async function sumForTarget(db: Conn, businessId: string, column: TargetColumn, id: string) {
  const [row] = await db
    .select({ cents: sql<number>`coalesce(sum(${payments.amountCents}), 0)::int` })
    .from(payments)
    .where(and(eq(payments.businessId, businessId), eq(payments[column], id)));
  return row?.cents ?? 0;
}

/** Income between two days (both included): the sum of payments and refunds. */
export async function sumBetween(db: Conn, businessId: string, from: string, to: string) {
  const [row] = await db
    .select({ cents: sql<number>`coalesce(sum(${payments.amountCents}), 0)::int` })
    .from(payments)
    .where(
      and(
        eq(payments.businessId, businessId),
        gte(payments.paidOn, from),
        lte(payments.paidOn, to),
      ),
    );
  return row?.cents ?? 0;
}

/**
 * Issue 30: the entries an invoice bills, the trainer's own only: one by id, a client's entries
 * paid between two days (both included), or those paying these appointments, this bono, these
 * class places or course enrolments (so one billed through its payment is not billed again),
 * oldest first.
 */
export function selectPaymentsToInvoice(
  db: Conn,
  businessId: string,
  match:
    | { paymentId: string }
    | { clientId: string; from: string; to: string }
    | { appointmentIds: string[] }
    | { bonoId: string }
    | { classEnrolmentIds: string[] }
    | { courseEnrolmentIds: string[] },
) {
  const where =
    'paymentId' in match
      ? eq(payments.id, match.paymentId)
      : 'appointmentIds' in match
        ? inArray(payments.appointmentId, match.appointmentIds)
        : 'bonoId' in match
          ? eq(payments.bonoId, match.bonoId)
          : 'classEnrolmentIds' in match
            ? inArray(payments.classEnrolmentId, match.classEnrolmentIds)
            : 'courseEnrolmentIds' in match
              ? inArray(payments.courseEnrolmentId, match.courseEnrolmentIds)
              : and(
                  eq(payments.clientId, match.clientId),
                  gte(payments.paidOn, match.from),
                  lte(payments.paidOn, match.to),
                );
  return db
    .select()
    .from(payments)
    .where(and(eq(payments.businessId, businessId), where))
    .orderBy(payments.paidOn, payments.createdAt, payments.id);
}
