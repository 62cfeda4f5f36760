import type { PaymentTarget } from '@adiestra/shared';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import type { Tx } from '../lib/trainer-lock.ts';
import { rowsOf } from '../lib/sql-rows.ts';
import { chargedVisits } from './charged-visits.ts';
import { appointments } from '../modules/appointments/appointments.schema.ts';
import { bonos } from '../modules/bonos/bonos.schema.ts';
import { classEnrolments, classes } from '../modules/classes/classes.schema.ts';
import { courseEnrolments, courses } from '../modules/classes/courses.schema.ts';
import { clients } from '../modules/clients/clients.schema.ts';
import { dogs } from '../modules/dogs/dogs.schema.ts';
import { services } from '../modules/services/services.schema.ts';
import { trainingSessions } from '../modules/sessions/sessions.schema.ts';

/**
 * The payments module's reads of other modules' rows (issue 26, decision 0029): what a payment
 * pays for (a bono, a session, an appointment, a class place, a course enrolment, a client's name) and each client's balance (bonos
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

/** A class place: its client, its dog, its class's day and service (the ledger's concept). */
export async function selectClassEnrolmentTarget(db: Conn, businessId: string, id: string) {
  const [row] = await db
    .select({
      clientId: classEnrolments.clientId,
      firstName: clients.firstName,
      lastName: clients.lastName,
      date: classes.classDate,
      time: classes.classTime,
      dogName: dogs.name,
      serviceName: services.name,
    })
    .from(classEnrolments)
    .innerJoin(
      classes,
      and(
        eq(classes.businessId, classEnrolments.businessId),
        eq(classes.id, classEnrolments.classId),
      ),
    )
    .innerJoin(
      clients,
      and(
        eq(clients.businessId, classEnrolments.businessId),
        eq(clients.id, classEnrolments.clientId),
      ),
    )
    .innerJoin(
      dogs,
      and(eq(dogs.businessId, classEnrolments.businessId), eq(dogs.id, classEnrolments.dogId)),
    )
    .innerJoin(
      services,
      and(eq(services.businessId, classes.businessId), eq(services.id, classes.serviceId)),
    )
    .where(and(eq(classEnrolments.businessId, businessId), eq(classEnrolments.id, id)))
    .limit(1);
  return row;
}

/**
 * The class place a class session is the line of (the dog's place in that class, the live one
 * first): a payment of the session pays the place, the one cause (decision 0135).
 */
export async function selectPlaceOfClassSession(db: Conn, businessId: string, sessionId: string) {
  const [row] = await db
    .select({ enrolmentId: classEnrolments.id })
    .from(trainingSessions)
    .innerJoin(
      classEnrolments,
      and(
        eq(classEnrolments.businessId, trainingSessions.businessId),
        eq(classEnrolments.classId, trainingSessions.classId),
        eq(classEnrolments.dogId, trainingSessions.dogId),
      ),
    )
    .where(and(eq(trainingSessions.businessId, businessId), eq(trainingSessions.id, sessionId)))
    .orderBy(sql`${classEnrolments.status} = 'enrolled' desc`, desc(classEnrolments.createdAt))
    .limit(1);
  return row?.enrolmentId;
}

/** A course enrolment: its client, its dog and its course. */
export async function selectCourseEnrolmentTarget(db: Conn, businessId: string, id: string) {
  const [row] = await db
    .select({
      clientId: courseEnrolments.clientId,
      firstName: clients.firstName,
      lastName: clients.lastName,
      dogName: dogs.name,
      courseName: courses.name,
    })
    .from(courseEnrolments)
    .innerJoin(
      courses,
      and(
        eq(courses.businessId, courseEnrolments.businessId),
        eq(courses.id, courseEnrolments.courseId),
      ),
    )
    .innerJoin(
      clients,
      and(
        eq(clients.businessId, courseEnrolments.businessId),
        eq(clients.id, courseEnrolments.clientId),
      ),
    )
    .innerJoin(
      dogs,
      and(eq(dogs.businessId, courseEnrolments.businessId), eq(dogs.id, courseEnrolments.dogId)),
    )
    .where(and(eq(courseEnrolments.businessId, businessId), eq(courseEnrolments.id, id)))
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

/**
 * What the ledger holds against the cause of the charge row `v` (decision 0135): payments and
 * refunds of its target, and of the session recording its appointment.
 */
const paidForCause = (businessId: string) => sql`
  coalesce((select sum(p.amount_cents) from payments p
    where p.business_id = ${businessId} and (
      (v.target = 'appointment' and (p.appointment_id = v.target_id or p.session_id = v.session_id))
      or (v.target = 'session' and p.session_id = v.target_id)
      or (v.target = 'bono' and p.bono_id = v.target_id)
      or (v.target = 'class_enrolment' and p.class_enrolment_id = v.target_id)
      or (v.target = 'course_enrolment' and p.course_enrolment_id = v.target_id))), 0)::int`;

/**
 * One client's newest charges, the lines behind its "Cargado": bonos sold and charged visits,
 * each with its cause (what a payment of it pays for) and what the ledger holds against it.
 */
export async function selectChargeLines(
  db: Conn,
  businessId: string,
  timeZone: string,
  clientId: string,
  limit: number,
) {
  const result = await db.execute(sql`
    select v.kind, v.concept, v.on_date, v.cents, v.course_enrolment_id, v.target, v.target_id,
      ${paidForCause(businessId)} as paid
    from (
      select 'bono' as kind, 'Bono de ' || b.sessions_total || ' sesiones · ' || s.name as concept,
        b.sold_on::text as on_date, b.price_cents as cents, null::uuid as course_enrolment_id,
        'bono' as target, b.id as target_id, null::uuid as session_id
      from bonos b join services s on s.business_id = b.business_id and s.id = b.service_id
      where b.business_id = ${businessId} and b.client_id = ${clientId}
      union all
      select kind, concept, on_date::text, cents, course_enrolment_id, target, target_id, session_id
      from (${chargedVisits(businessId, timeZone, clientId)}) visits
    ) v
    order by v.on_date desc, v.concept, v.target_id
    limit ${limit}`);
  return rowsOf<{
    kind: 'bono' | 'visit' | 'course';
    concept: string;
    on_date: string;
    cents: number;
    course_enrolment_id: string | null;
    target: PaymentTarget;
    target_id: string;
    paid: number;
  }>(result).map((row) => ({
    kind: row.kind,
    concept: row.concept,
    date: row.on_date,
    cents: row.cents,
    target: row.target,
    targetId: row.target_id,
    paidCents: row.paid,
    // A course's charge names its enrolment, so the list can invoice it (decision 0099).
    ...(row.course_enrolment_id ? { courseEnrolmentId: row.course_enrolment_id } : {}),
  }));
}
