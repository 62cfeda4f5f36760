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
 * The course enrolments a client is charged for (issue 29, decision 0099), as rows of (client_id,
 * cents, concept, on_date, enrolment_id): `chargedVisits` unions them into the one charge rule,
 * so the balances, "Pendiente de cobro" and "Ver qué se ha cargado" read them from there.
 *
 * An enrolment is charged under its course's name, on its first class's day, when:
 * - it is live, or was given up late (`refunded` is false: the charge stands);
 * - one of its classes is held (a course whose classes the trainer cancelled charges nobody);
 * - paid by price: its price, fixed when made (`coursePriceFor` for a late joiner);
 * - paid with a bono per enrolment: its price, unless a live unit covers it;
 * - paid with a bono per class attended: the share of its price (`coursePriceFor`: price × n /
 *   classes bought) of the n classes attended that no live unit covers.
 * A course without a price charges nothing. Make-ups are places of other classes and cost
 * nothing (`class-charges.ts` leaves them out). `clientId` narrows it to one client.
 */
export function courseCharges(businessId: string, clientId?: string): SQL {
  const oneClient = clientId ? sql`and ce.client_id = ${clientId}` : sql``;
  return sql`
    select ce.client_id, ch.cents, co.name as concept, p.on_date, ce.id as enrolment_id
    from course_enrolments ce
    join courses co on co.business_id = ce.business_id and co.id = ce.course_id
    cross join lateral (
      select min(c.class_date) as on_date,
        bool_or(c.status = 'scheduled') as held,
        count(*) filter (where c.status = 'scheduled' and e.attended
          and not exists (${liveUnit(businessId, sql`m.class_enrolment_id = e.id`)}))::int as uncovered
      from class_enrolments e
      join classes c on c.business_id = e.business_id and c.id = e.class_id
      where e.business_id = ce.business_id and e.course_enrolment_id = ce.id
    ) p
    cross join lateral (
      select case when co.payment = 'bono_attendance'
        then round(ce.price_cents::numeric * p.uncovered / ce.classes_bought)::int
        else ce.price_cents end as cents
    ) ch
    where ce.business_id = ${businessId} ${oneClient}
      and (ce.status = 'enrolled' or not ce.refunded)
      and p.held and ch.cents > 0
      and (co.payment <> 'bono_enrolment'
        or not exists (${liveUnit(businessId, sql`m.course_enrolment_id = ce.id`)}))`;
}

type Conn = Db | Tx;

/**
 * Each enrolment of a course with its money: a bono unit (of the enrolment, or of a class it
 * attended), what it is charged and paid, and the live invoice that bills it (the course card).
 */
export async function selectCourseEnrolmentMoney(db: Conn, businessId: string, courseId: string) {
  const result = await db.execute(sql`
    select ce.id,
      (exists (${liveUnit(businessId, sql`m.course_enrolment_id = ce.id`)})
        or exists (select 1 from class_enrolments e
          where e.business_id = ce.business_id and e.course_enrolment_id = ce.id
            and exists (${liveUnit(businessId, sql`m.class_enrolment_id = e.id`)}))) as bono,
      ch.cents, ${paidFor('course_enrolment', 'ce')} as paid,
      i.id as invoice_id, i.number as invoice_number
    from course_enrolments ce
    left join (${courseCharges(businessId)}) ch on ch.enrolment_id = ce.id
    ${joinLiveInvoice('course_enrolment', 'ce')}
    where ce.business_id = ${businessId} and ce.course_id = ${courseId}`);
  return rowsOf<MoneyRow>(result);
}

/**
 * The charged course enrolments to invoice (issue 30): one, or a client's whose first class falls
 * between two days, with the course's edition (its first and last class) and the dog.
 */
export async function selectChargedCourseEnrolments(
  db: Conn,
  businessId: string,
  filter: ChargeFilter,
) {
  const result = await db.execute(sql`
    select ch.enrolment_id as id, ch.client_id as "clientId", ch.cents as "priceCents",
      ch.concept as "courseName", ch.on_date::text as date, d.name as "dogName",
      (select min(c.class_date)::text from classes c
        where c.business_id = ce.business_id and c.course_id = ce.course_id) as "firstDate",
      (select max(c.class_date)::text from classes c
        where c.business_id = ce.business_id and c.course_id = ce.course_id) as "lastDate"
    from (${courseCharges(businessId)}) ch
    join course_enrolments ce on ce.business_id = ${businessId} and ce.id = ch.enrolment_id
    join dogs d on d.business_id = ce.business_id and d.id = ce.dog_id
    where ${chargesToInvoice(filter)}
    order by ch.on_date, ch.enrolment_id`);
  return rowsOf<{
    id: string;
    clientId: string;
    priceCents: number;
    courseName: string;
    date: string;
    dogName: string;
    firstDate: string;
    lastDate: string;
  }>(result);
}
