import {
  BALANCE_CHARGE_LINES,
  PAYMENT_MESSAGES,
  PAYMENT_METHOD_LABELS,
  PAYMENTS_CSV_COLUMNS,
  addDays,
  addMonths,
  formatCentsPlain,
  serviceTypeLabel,
  wallClock,
  type ClientBalance,
  type MoneySummary,
  type OwnerAccount,
  type Payment,
  type PaymentFilters,
  type PaymentPayload,
  type PaymentTarget,
} from '@adiestra/shared';
import { stringify } from 'csv-stringify/sync';
import { neutraliseCell } from '../../lib/spreadsheet-cell.ts';
import type { Db } from '../../db/client.ts';
import { invalid } from '../../lib/app-error.ts';
import { pageInfo } from '../../lib/pagination.ts';
import { underTrainerLock, type Tx } from '../../lib/trainer-lock.ts';
import { findClientRow } from '../clients/index.ts';
import * as repository from './payments.repository.ts';
import type { PaymentRow } from './payments.repository.ts';

const fullName = (p: { firstName: string; lastName: string }) =>
  `${p.firstName} ${p.lastName}`.trim();
/** "2026-11-23" → "23/11/2026": how a Spanish gestor reads a date. */
const esDate = (date: string) => date.split('-').reverse().join('/');

function toPaymentDto(row: PaymentRow): Payment {
  const targetId =
    row.appointmentId ??
    row.sessionId ??
    row.bonoId ??
    row.classEnrolmentId ??
    row.courseEnrolmentId ??
    '';
  return {
    id: row.id,
    clientId: row.clientId,
    clientName: row.clientName,
    target: row.target,
    targetId,
    concept: row.concept,
    amountCents: row.amountCents,
    method: row.method,
    paidOn: row.paidOn,
    note: row.note,
    provider: row.provider,
    externalReference: row.externalReference,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * What the entry pays for, whose it is, and how the ledger names it. Another business's record is
 * "not found" on the field, as a typo is. A session of a class is its place's line: its payment
 * pays the place, the one cause the class charges (decision 0135).
 */
async function describeTarget(
  tx: Db | Tx,
  businessId: string,
  input: PaymentPayload,
  timeZone: string,
): Promise<{
  target: PaymentTarget;
  targetId: string;
  clientId: string | null;
  clientName: string;
  concept: string;
  column: repository.TargetColumn;
}> {
  const missing = () => invalid('targetId', PAYMENT_MESSAGES.targetNotFound);
  const { targetId } = input;
  if (input.target === 'bono') {
    const bono = await repository.selectBonoTarget(tx, businessId, targetId);
    if (!bono) throw missing();
    return {
      target: 'bono',
      targetId,
      clientId: bono.clientId,
      clientName: fullName(bono),
      concept: `Bono de ${bono.sessions} sesiones · ${bono.serviceName}`,
      column: 'bonoId',
    };
  }
  if (input.target === 'session') {
    const place = await repository.selectPlaceOfClassSession(tx, businessId, targetId);
    if (place)
      return describeTarget(
        tx,
        businessId,
        { ...input, target: 'class_enrolment', targetId: place },
        timeZone,
      );
    const session = await repository.selectSessionTarget(tx, businessId, targetId);
    if (!session) throw missing();
    const day = esDate(wallClock(session.date, timeZone).date);
    return {
      target: 'session',
      targetId,
      clientId: session.clientId,
      clientName: fullName(session),
      concept: `Sesión ${day} · ${session.dogName}${session.serviceName ? ` · ${session.serviceName}` : ''}`,
      column: 'sessionId',
    };
  }
  if (input.target === 'class_enrolment') {
    const place = await repository.selectClassEnrolmentTarget(tx, businessId, targetId);
    if (!place) throw missing();
    return {
      target: 'class_enrolment',
      targetId,
      clientId: place.clientId,
      clientName: fullName(place),
      concept: `Clase ${esDate(place.date)} ${place.time.slice(0, 5)} · ${place.dogName} · ${place.serviceName}`,
      column: 'classEnrolmentId',
    };
  }
  if (input.target === 'course_enrolment') {
    const enrolment = await repository.selectCourseEnrolmentTarget(tx, businessId, targetId);
    if (!enrolment) throw missing();
    return {
      target: 'course_enrolment',
      targetId,
      clientId: enrolment.clientId,
      clientName: fullName(enrolment),
      concept: `Curso ${enrolment.courseName} · ${enrolment.dogName}`,
      column: 'courseEnrolmentId',
    };
  }
  const appointment = await repository.selectAppointmentTarget(tx, businessId, targetId);
  if (!appointment) throw missing();
  // A linked appointment names its client (issue 13); an unlinked one may be told which it is.
  let clientId: string | null = appointment.clientId;
  let clientName = appointment.clientName;
  if (!clientId && input.clientId) {
    const client = await findClientRow(tx, businessId, input.clientId).catch(() => {
      throw invalid('clientId', PAYMENT_MESSAGES.clientRequired);
    });
    clientId = client.id;
    clientName = fullName(client);
  }
  return {
    target: 'appointment',
    targetId,
    clientId,
    clientName,
    concept: `Cita ${esDate(appointment.date)} ${appointment.time.slice(0, 5)} · ${serviceTypeLabel(appointment.serviceType)}`,
    column: 'appointmentId',
  };
}

/**
 * One entry in the ledger, in one transaction under the business's lock. A refund (negative) may
 * not take back more than was paid for that record; the lock keeps two refunds from both passing
 * that check.
 */
export async function recordPayment(
  db: Db,
  caller: { businessId: string; timeZone: string },
  input: PaymentPayload,
) {
  const { businessId } = caller;
  const row = await underTrainerLock(db, businessId, async (tx) => {
    const target = await describeTarget(tx, businessId, input, caller.timeZone);
    if (input.amountCents < 0) {
      const paid = await repository.sumForTarget(tx, businessId, target.column, target.targetId);
      if (paid + input.amountCents < 0)
        throw invalid('amountCents', PAYMENT_MESSAGES.refundTooLarge);
    }
    return repository.insertPayment(tx, {
      businessId,
      clientId: target.clientId,
      clientName: target.clientName,
      target: target.target,
      concept: target.concept,
      [target.column]: target.targetId,
      amountCents: input.amountCents,
      method: input.method,
      paidOn: input.paidOn,
      note: input.note,
    });
  });
  return toPaymentDto(row);
}

export async function listPayments(
  db: Db,
  businessId: string,
  filters: PaymentFilters,
  page: number,
  limit: number,
) {
  const { rows, total, totalCents } = await repository.selectPaymentPage(
    db,
    businessId,
    filters,
    page,
    limit,
  );
  return {
    payments: rows.map(toPaymentDto),
    pagination: pageInfo(page, limit, total),
    totalCents,
  };
}

/**
 * The gestor's CSV: es-ES dates (dd/mm/aaaa) and amounts (1.234,50), `;` between fields as a
 * Spanish spreadsheet expects with decimal commas, and a BOM so it opens as UTF-8. No cell runs
 * as a formula (lib/spreadsheet-cell.ts).
 */
export async function paymentsCsv(db: Db, businessId: string, filters: PaymentFilters) {
  const rows = await repository.selectAllPayments(db, businessId, filters);
  const body = stringify(
    rows.map((row) =>
      [
        esDate(row.paidOn),
        row.clientName ?? '',
        row.concept,
        PAYMENT_METHOD_LABELS[row.method],
        formatCentsPlain(row.amountCents),
        row.note ?? '',
        row.provider ?? '',
        row.externalReference ?? '',
      ].map(neutraliseCell),
    ),
    { header: true, columns: [...PAYMENTS_CSV_COLUMNS], delimiter: ';', record_delimiter: '\r\n' },
  );
  return `\uFEFF${body}`;
}

export async function clientBalance(
  db: Db,
  caller: { businessId: string; timeZone: string },
  clientId: string,
): Promise<ClientBalance> {
  const { businessId, timeZone } = caller;
  await findClientRow(db, businessId, clientId);
  const [[row], charges] = await Promise.all([
    repository.selectBalances(db, businessId, timeZone, clientId),
    repository.selectChargeLines(db, businessId, timeZone, clientId, BALANCE_CHARGE_LINES),
  ]);
  const chargedCents = row?.chargedCents ?? 0;
  const paidCents = row?.paidCents ?? 0;
  return { chargedCents, paidCents, owedCents: Math.max(chargedCents - paidCents, 0), charges };
}

/** The dashboard's card: income this month (trainer's calendar) and what clients still owe. */
export async function moneySummary(
  db: Db,
  caller: { businessId: string; timeZone: string },
  now: Date,
): Promise<MoneySummary> {
  const today = wallClock(now, caller.timeZone).date;
  const monthStart = `${today.slice(0, 8)}01`;
  const monthEnd = addDays(addMonths(monthStart, 1), -1);
  const [incomeThisMonthCents, balances] = await Promise.all([
    repository.sumBetween(db, caller.businessId, monthStart, monthEnd),
    repository.selectBalances(db, caller.businessId, caller.timeZone),
  ]);
  const outstandingCents = balances.reduce(
    (sum, b) => sum + Math.max(b.chargedCents - b.paidCents, 0),
    0,
  );
  return { incomeThisMonthCents, outstandingCents };
}

/**
 * Mi área's accounts (issue 45): per business, what the owner's clients there were charged, paid
 * and still owe, by the same rule and ledger as the trainer's client page, and the newest charges
 * with what is paid of each. A business whose clients were charged nothing has no account.
 */
export async function accountsForOwner(
  db: Db,
  clients: readonly { businessId: string; clientId: string; timeZone: string }[],
): Promise<Map<string, OwnerAccount>> {
  const unique = [...new Map(clients.map((c) => [`${c.businessId}:${c.clientId}`, c])).values()];
  const read = await Promise.all(
    unique.map(async (c) => {
      const [[row], charges] = await Promise.all([
        repository.selectBalances(db, c.businessId, c.timeZone, c.clientId),
        repository.selectChargeLines(
          db,
          c.businessId,
          c.timeZone,
          c.clientId,
          BALANCE_CHARGE_LINES,
        ),
      ]);
      return { businessId: c.businessId, row, charges };
    }),
  );
  const accounts = new Map<string, OwnerAccount>();
  for (const { businessId, row, charges } of read) {
    const account = accounts.get(businessId) ?? {
      chargedCents: 0,
      paidCents: 0,
      owedCents: 0,
      charges: [],
    };
    const charged = row?.chargedCents ?? 0;
    const paid = row?.paidCents ?? 0;
    account.chargedCents += charged;
    account.paidCents += paid;
    account.owedCents += Math.max(charged - paid, 0);
    account.charges.push(
      ...charges.map(({ kind, concept, date, cents, paidCents }) => ({
        kind,
        concept,
        date,
        cents,
        paidCents,
      })),
    );
    accounts.set(businessId, account);
  }
  for (const [businessId, account] of accounts) {
    if (account.chargedCents === 0 && account.paidCents === 0) accounts.delete(businessId);
    else account.charges.sort((a, b) => b.date.localeCompare(a.date));
  }
  return accounts;
}
