import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import type { Tx } from '../lib/trainer-lock.ts';
import { rowsOf } from '../lib/sql-rows.ts';
import {
  chargesToInvoice,
  joinLiveInvoice,
  liveUnit,
  paidFor,
  type ChargeFilter,
  type MoneyRow,
} from './charge-parts.ts';

/**
 * The class places a client is charged for (issue 29, decision 0084), as rows of (client_id,
 * cents, concept, on_date, enrolment_id): `chargedVisits` unions them into the one charge rule,
 * so the balances, "Pendiente de cobro" and "Ver qué se ha cargado" read them from there.
 *
 * A place is charged at its class's price, on the class's day, under its service's name, when:
 * - its class is held (a class the trainer cancels charges nobody);
 * - it is live, or was given up late (inside the trainer's notice: the charge stands);
 * - a class paid per attendance, it was attended;
 * - it is not a course's place (paid with the course) nor a make-up (free);
 * - and no live bono unit covers it (the bono was charged when sold).
 * A class without a price charges nothing. `clientId` narrows it to one client.
 */
export function classCharges(businessId: string, clientId?: string): SQL {
  const oneClient = clientId ? sql`and e.client_id = ${clientId}` : sql``;
  return sql`
    select e.client_id, c.price_cents as cents, s.name as concept, c.class_date as on_date,
      e.id as enrolment_id
    from class_enrolments e
    join classes c on c.business_id = e.business_id and c.id = e.class_id
    join services s on s.business_id = c.business_id and s.id = c.service_id
    where e.business_id = ${businessId} ${oneClient}
      and c.status = 'scheduled' and c.price_cents > 0
      and (e.status = 'enrolled' or e.late_cancel)
      and (c.payment <> 'bono_attendance' or e.attended)
      -- A course's places are paid with the course, and a make-up costs nothing (0081, 0082).
      and e.course_enrolment_id is null
      and not exists (
        select 1 from course_makeups mk where mk.business_id = e.business_id and mk.makeup_enrolment_id = e.id)
      and not exists (${placeUnit(businessId)})`;
}

/** A live bono unit of the place `e`. */
const placeUnit = (businessId: string) => liveUnit(businessId, sql`m.class_enrolment_id = e.id`);

type Conn = Db | Tx;

/**
 * Each live place of a class with its money: a bono unit, what it is charged and paid, whether its course's
 * enrolment is what is charged, and the live invoice that bills it (the class page's "Pago");
 * a place given up late too, whose unit and charge stand (Mi área says what it kept).
 */
export async function selectEnrolmentMoney(db: Conn, businessId: string, classId: string) {
  const result = await db.execute(sql`
    select e.id,
      exists (${placeUnit(businessId)}) as bono,
      e.course_enrolment_id is not null as course,
      ch.cents, ${paidFor('class_enrolment', 'e')} as paid,
      i.id as invoice_id, i.number as invoice_number
    from class_enrolments e
    left join (${classCharges(businessId)}) ch on ch.enrolment_id = e.id
    ${joinLiveInvoice('class_enrolment', 'e')}
    where e.business_id = ${businessId} and e.class_id = ${classId}
      and (e.status = 'enrolled' or e.late_cancel)`);
  return rowsOf<MoneyRow & { course: boolean }>(result);
}

/**
 * The charged places to invoice (issue 30): one, or a client's between two days, with the class's
 * service and the dog, for the invoice's lines.
 */
export async function selectChargedPlaces(db: Conn, businessId: string, filter: ChargeFilter) {
  const result = await db.execute(sql`
    select ch.enrolment_id as id, ch.client_id as "clientId", ch.cents as "priceCents",
      ch.concept as "serviceName", ch.on_date::text as date, d.name as "dogName"
    from (${classCharges(businessId)}) ch
    join class_enrolments e on e.business_id = ${businessId} and e.id = ch.enrolment_id
    join dogs d on d.business_id = e.business_id and d.id = e.dog_id
    where ${chargesToInvoice(filter)}
    order by ch.on_date, ch.enrolment_id`);
  return rowsOf<{
    id: string;
    clientId: string;
    priceCents: number;
    serviceName: string;
    date: string;
    dogName: string;
  }>(result);
}
