import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { PAYMENT_METHODS, PAYMENT_TARGETS } from '@adiestra/shared';
import { enumCheck, id, createdAt } from '../../db/columns.ts';
import { tenant } from '../auth/auth.schema.ts';

// The tables the payments module owns: only its own files query them (decision 0029).

/**
 * The payments ledger: receipts, not invoices. A refund is a negative entry; rows are never
 * updated nor deleted. Each entry pays for exactly one appointment, session, bono, class place or
 * course enrolment: the cause of one charge (decision 0135).
 * `provider`/`external_reference` are for an online payment provider later (none now).
 */
export const payments = pgTable(
  'payments',
  {
    id: id(),
    businessId: tenant(),
    clientId: uuid('client_id'),
    /** Kept with the entry, so the ledger reads the same after a client is deleted. */
    clientName: text('client_name'),
    target: text('target', { enum: PAYMENT_TARGETS }).notNull(),
    concept: text('concept').notNull(),
    appointmentId: uuid('appointment_id'),
    sessionId: uuid('session_id'),
    bonoId: uuid('bono_id'),
    classEnrolmentId: uuid('class_enrolment_id'),
    courseEnrolmentId: uuid('course_enrolment_id'),
    amountCents: integer('amount_cents').notNull(),
    method: text('method', { enum: PAYMENT_METHODS }).notNull(),
    paidOn: date('paid_on', { mode: 'string' }).notNull(),
    note: text('note'),
    provider: text('provider'),
    externalReference: text('external_reference'),
    createdAt: createdAt(),
  },
  (t) => [
    index('payments_business_paid_idx').on(t.businessId, t.paidOn),
    index('payments_business_client_idx').on(t.businessId, t.clientId),
    index('payments_business_class_enrolment_idx')
      .on(t.businessId, t.classEnrolmentId)
      .where(sql`${t.classEnrolmentId} is not null`),
    index('payments_business_course_enrolment_idx')
      .on(t.businessId, t.courseEnrolmentId)
      .where(sql`${t.courseEnrolmentId} is not null`),
    // Its (business_id, client/appointment/session/bono/class or course enrolment) keys are ON DELETE SET NULL of that column
    // only (PostgreSQL 15), which Drizzle cannot declare: hand-written in the migration. A
    // deleted record leaves its payments, with their concept and client name, in the ledger.
    check('payments_amount_check', sql`${t.amountCents} <> 0`),
    // Only its target's column may name a record (a deleted record leaves it null).
    check(
      'payments_target_check',
      sql`num_nonnulls(${t.appointmentId}, ${t.sessionId}, ${t.bonoId}, ${t.classEnrolmentId}, ${t.courseEnrolmentId}) <= 1
        and (${t.appointmentId} is null or ${t.target} = 'appointment')
        and (${t.sessionId} is null or ${t.target} = 'session')
        and (${t.bonoId} is null or ${t.target} = 'bono')
        and (${t.classEnrolmentId} is null or ${t.target} = 'class_enrolment')
        and (${t.courseEnrolmentId} is null or ${t.target} = 'course_enrolment')`,
    ),
    enumCheck('payments_method_check', t.method, PAYMENT_METHODS),
    enumCheck('payments_target_enum_check', t.target, PAYMENT_TARGETS),
  ],
);
