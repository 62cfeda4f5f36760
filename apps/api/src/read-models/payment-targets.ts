import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import type { Tx } from '../lib/trainer-lock.ts';
import { rowsOf } from '../lib/sql-rows.ts';
import { chargedVisits } from './charged-visits.ts';
import { appointments } from '../modules/appointments/appointments.schema.ts';
import { bonos } from '../modules/bonos/bonos.schema.ts';
import { clients } from '../modules/clients/clients.schema.ts';
import { dogs } from '../modules/dogs/dogs.schema.ts';
import { services } from '../modules/services/services.schema.ts';
import { trainingSessions } from '../modules/sessions/sessions.schema.ts';

/**
 * The payments module's reads of other modules' rows (issue 26, decision 0029): what a payment
 * pays for (a bono, a session, an appointment, a client's name) and each client's balance (bonos
 * sold and uncovered priced sessions against the ledger). The payments module owns only
 * `payments`, so these live here; its repository re-exports them.
 */
type Conn = Db | Tx;

// ---- what a payment pays for ---------------------------------------------------------------

export async function selectBonoTarget(db: Conn, businessId: string, id: string) {
  const [row] = await db
    .select({
      clientId: bonos.clientId,
      firstName: clients.firstName,
      lastName: clients.lastName,
      sessions: bonos.sessionsTotal,
      serviceName: services.name,
    })
    .from(bonos)
    .innerJoin(
      clients,
      and(eq(clients.businessId, bonos.businessId), eq(clients.id, bonos.clientId)),
    )
    .innerJoin(
      services,
      and(eq(services.businessId, bonos.businessId), eq(services.id, bonos.serviceId)),
    )
    .where(and(eq(bonos.businessId, businessId), eq(bonos.id, id)))
    .limit(1);
  return row;
}

export async function selectSessionTarget(db: Conn, businessId: string, id: string) {
  const [row] = await db
    .select({
      clientId: dogs.clientId,
      firstName: clients.firstName,
      lastName: clients.lastName,
      date: trainingSessions.date,
      dogName: dogs.name,
      serviceName: services.name,
    })
    .from(trainingSessions)
    .innerJoin(
      dogs,
      and(eq(dogs.businessId, trainingSessions.businessId), eq(dogs.id, trainingSessions.dogId)),
    )
    .innerJoin(clients, and(eq(clients.businessId, dogs.businessId), eq(clients.id, dogs.clientId)))
    .leftJoin(
      services,
      and(
        eq(services.businessId, trainingSessions.businessId),
        eq(services.id, trainingSessions.serviceId),
      ),
    )
    .where(and(eq(trainingSessions.businessId, businessId), eq(trainingSessions.id, id)))
    .limit(1);
  return row;
}

export async function selectAppointmentTarget(db: Conn, businessId: string, id: string) {
  const [row] = await db
    .select({
      clientId: appointments.clientId,
      clientName: appointments.clientName,
      date: appointments.scheduledDate,
      time: appointments.scheduledTime,
      serviceType: appointments.serviceType,
    })
    .from(appointments)
    .where(and(eq(appointments.businessId, businessId), eq(appointments.id, id)))
    .limit(1);
  return row;
}

export async function selectClientName(db: Conn, businessId: string, id: string) {
  const [row] = await db
    .select({ firstName: clients.firstName, lastName: clients.lastName })
    .from(clients)
    .where(and(eq(clients.businessId, businessId), eq(clients.id, id)))
    .limit(1);
  return row;
}

// ---- balances ------------------------------------------------------------------------------

/**
 * Per client: what they were charged — bonos sold, and their visits as `chargedVisits` charges
 * them (the one rule: a completed appointment or a session, once, at the service's price, unless a
 * bono unit covers it) — and what they paid (refunds subtract). `clientId` narrows it to one client.
 */
export async function selectBalances(
  db: Conn,
  businessId: string,
  timeZone: string,
  clientId?: string,
) {
  const oneClient = (column: string) =>
    clientId ? sql`and ${sql.raw(column)} = ${clientId}` : sql``;
  const result = await db.execute(sql`
    with charged as (
      select b.client_id, b.price_cents as cents from bonos b
      where b.business_id = ${businessId} ${oneClient('b.client_id')}
      union all
      select client_id, cents from (${chargedVisits(businessId, timeZone, clientId)}) visits
    ), paid as (
      select p.client_id, p.amount_cents as cents from payments p
      where p.business_id = ${businessId} and p.client_id is not null ${oneClient('p.client_id')}
    ), per_client as (
      select client_id, sum(cents) as charged, 0::bigint as paid from charged group by client_id
      union all
      select client_id, 0, sum(cents) from paid group by client_id
    )
    select client_id, sum(charged)::int as charged, sum(paid)::int as paid
    from per_client group by client_id`);
  const rows = rowsOf<{ client_id: string; charged: number; paid: number }>(result);
  return rows.map((row) => ({
    clientId: row.client_id,
    chargedCents: row.charged,
    paidCents: row.paid,
  }));
}

/** One client's newest charges, the lines behind its "Cargado": bonos sold and charged visits. */
export async function selectChargeLines(
  db: Conn,
  businessId: string,
  timeZone: string,
  clientId: string,
  limit: number,
) {
  const result = await db.execute(sql`
    select 'bono' as kind, 'Bono de ' || b.sessions_total || ' sesiones · ' || s.name as concept,
      b.sold_on::text as on_date, b.price_cents as cents, null::uuid as course_enrolment_id
    from bonos b join services s on s.business_id = b.business_id and s.id = b.service_id
    where b.business_id = ${businessId} and b.client_id = ${clientId}
    union all
    select kind, concept, on_date::text, cents, course_enrolment_id
    from (${chargedVisits(businessId, timeZone, clientId)}) visits
    order by on_date desc, concept
    limit ${limit}`);
  return rowsOf<{
    kind: 'bono' | 'visit' | 'course';
    concept: string;
    on_date: string;
    cents: number;
    course_enrolment_id: string | null;
  }>(result).map((row) => ({
    kind: row.kind,
    concept: row.concept,
    date: row.on_date,
    cents: row.cents,
    // A course's charge names its enrolment, so the list can invoice it (decision 0099).
    ...(row.course_enrolment_id ? { courseEnrolmentId: row.course_enrolment_id } : {}),
  }));
}
