import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import type { WallNow } from '../lib/handover.ts';
import { rowsOf } from '../lib/sql-rows.ts';
import { chargedVisits, visitsGiven } from './charged-visits.ts';

/**
 * What each trainer gave in a month (issue 39, decision 0143), for the commissions module's
 * report: the visits given (the charge rule's visits, `visitsGiven`) and the classes given (held,
 * begun by `now`, with at least one live place), each with its list price and what the one charge
 * rule (`chargedVisits`, decision 0135) charged for it. `from`/`to` are calendar days on the
 * business's clock (both included); a session's instant is read in `timeZone`. Select-only.
 */

export interface GivenLine {
  kind: 'visit' | 'class';
  id: string;
  date: string;
  trainerId: string;
  serviceId: string;
  serviceName: string;
  detail: string;
  attendees: number;
  listCents: number;
  chargedCents: number;
}

export interface ReportRange {
  from: string;
  to: string;
  timeZone: string;
  now: WallNow;
}

export async function selectGivenLines(
  db: Db,
  businessId: string,
  range: ReportRange,
): Promise<GivenLine[]> {
  const { from, to, timeZone, now } = range;
  const result = await db.execute(sql`
    with charges as materialized (
      select target, target_id, sum(cents)::int as cents
      from (${chargedVisits(businessId, timeZone)}) ch
      group by target, target_id
    )
    select 'visit' as kind, g.id, g.on_date::text as date, g.trainer_id as "trainerId",
      g.service_id as "serviceId", s.name as "serviceName",
      trim(cl.first_name || ' ' || cl.last_name) as detail, 1 as attendees,
      -- Appointments keep no price of their own: the list price is the service's.
      coalesce(s.price_cents, 0) as "listCents", coalesce(ch.cents, 0) as "chargedCents"
    from (
      select v.*, case when v.from_appointment then v.appointment_id else v.session_id end as id,
        case when v.from_appointment then 'appointment' else 'session' end as target
      from (${visitsGiven(businessId, timeZone)}) v
    ) g
    join services s on s.business_id = ${businessId} and s.id = g.service_id
    join clients cl on cl.business_id = ${businessId} and cl.id = g.client_id
    left join charges ch on ch.target = g.target and ch.target_id = g.id
    where g.on_date between ${from}::date and ${to}::date
    union all
    select 'class', c.id, c.class_date::text, c.trainer_id, c.service_id, coalesce(co.name, s.name),
      p.places || ' perros', p.places, p.list_cents, p.charged_cents
    from classes c
    join services s on s.business_id = c.business_id and s.id = c.service_id
    left join courses co on co.business_id = c.business_id and co.id = c.course_id
    cross join lateral (
      -- A course's place is priced and charged with the course: this class takes its share.
      select count(*)::int as places,
        coalesce(sum(case when e.course_enrolment_id is null then coalesce(c.price_cents, 0)
          else round(coalesce(ce.price_cents, 0)::numeric / ce.classes_bought) end), 0)::int
          as list_cents,
        coalesce(sum(case when e.course_enrolment_id is null then coalesce(chp.cents, 0)
          else round(coalesce(chc.cents, 0)::numeric / ce.classes_bought) end), 0)::int
          as charged_cents
      from class_enrolments e
      left join course_enrolments ce
        on ce.business_id = e.business_id and ce.id = e.course_enrolment_id
      left join charges chp on chp.target = 'class_enrolment' and chp.target_id = e.id
      left join charges chc
        on chc.target = 'course_enrolment' and chc.target_id = e.course_enrolment_id
      where e.business_id = c.business_id and e.class_id = c.id and e.status = 'enrolled'
    ) p
    where c.business_id = ${businessId} and c.status = 'scheduled'
      and c.class_date between ${from}::date and ${to}::date
      and (c.class_date < ${now.date}::date
        or (c.class_date = ${now.date}::date and c.class_time <= ${now.time}::time))
      and p.places > 0
    order by date, kind, id`);
  return rowsOf<GivenLine>(result);
}

/** The business's members with their names: who trains now, and who gave something before. */
export async function selectTrainers(db: Db, businessId: string) {
  const result = await db.execute(sql`
    select m.user_id as "trainerId", trim(u.first_name || ' ' || u.last_name) as name,
      m.role in ('titular', 'adiestrador') and m.ended_at is null as "trainsNow"
    from business_members m
    join users u on u.id = m.user_id
    where m.business_id = ${businessId}
    order by m.role = 'titular' desc, u.first_name, u.last_name, m.user_id`);
  return rowsOf<{ trainerId: string; name: string; trainsNow: boolean }>(result);
}
