import { sql, type SQL } from 'drizzle-orm';

/**
 * What class places (`class-charges.ts`, decision 0084) and course enrolments
 * (`course-charges.ts`, decision 0099) read their money with alike: a live bono unit, the live
 * invoice that bills a charge, and which charges an invoice takes. Their charge queries answer
 * rows of (client_id, cents, concept, on_date, enrolment_id), read here as `ch`.
 */

/** A live bono unit of what `holds` names (over `m`): a use of it that nothing reverses. */
export const liveUnit = (businessId: string, holds: SQL) => sql`
  select 1 from bono_movements m
  where m.business_id = ${businessId} and m.delta = -1 and ${holds}
    and not exists (select 1 from bono_movements u where u.reverses_id = m.id)`;

/**
 * The live invoice `i` that bills the row `source` (a table alias) as an invoice source of `kind`,
 * or else through an invoiced payment of it (not cancelled): either way it is not invoiced again,
 * and the screens name that invoice instead of offering "Emitir factura" (issue 45).
 */
export const joinLiveInvoice = (
  kind: 'class_enrolment' | 'course_enrolment',
  source: 'e' | 'ce',
) => {
  const row = sql.raw(source);
  const column = sql.raw(kind === 'class_enrolment' ? 'class_enrolment_id' : 'course_enrolment_id');
  return sql`
    left join lateral (
      select iv.id, iv.number from invoices iv
      where iv.business_id = ${row}.business_id and (
        exists (select 1 from invoice_sources src where src.business_id = iv.business_id
          and src.invoice_id = iv.id and src.kind = ${kind} and src.source_id = ${row}.id
          and not src.released)
        or (exists (select 1 from invoice_payments ip
            join payments p on p.business_id = ip.business_id and p.id = ip.payment_id
            where ip.business_id = iv.business_id and ip.invoice_id = iv.id
              and p.${column} = ${row}.id)
          and not exists (select 1 from invoice_cancellations ic
            where ic.business_id = iv.business_id and ic.invoice_id = iv.id)))
      order by iv.created_at
      limit 1
    ) i on true`;
};

/**
 * What the ledger holds against a class place (`e`) or a course enrolment (`ce`), the cause of
 * its charge (decision 0135): payments less refunds.
 */
export const paidFor = (kind: 'class_enrolment' | 'course_enrolment', source: 'e' | 'ce') => {
  const row = sql.raw(source);
  const column = sql.raw(kind === 'class_enrolment' ? 'class_enrolment_id' : 'course_enrolment_id');
  return sql`coalesce((select sum(p.amount_cents) from payments p
    where p.business_id = ${row}.business_id and p.${column} = ${row}.id), 0)::int`;
};

/**
 * A row of money for a screen: a bono unit, what is charged and paid, and the invoice that bills
 * it.
 */
export type MoneyRow = {
  id: string;
  bono: boolean;
  cents: number | null;
  paid: number;
  invoice_id: string | null;
  invoice_number: string | null;
};

/** The charges to invoice: one, or a client's falling between two days (both included). */
export type ChargeFilter = { id: string } | { clientId: string; from: string; to: string };
export const chargesToInvoice = (filter: ChargeFilter) =>
  'id' in filter
    ? sql`ch.enrolment_id = ${filter.id}`
    : sql`ch.client_id = ${filter.clientId} and ch.on_date between ${filter.from}::date and ${filter.to}::date`;
