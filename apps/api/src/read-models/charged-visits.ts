import { sql, type SQL } from 'drizzle-orm';
import { classCharges } from './class-charges.ts';
import { courseCharges } from './course-charges.ts';

/**
 * The one "visit is charged" rule (issue 27, decision 0016): what each client is charged for their
 * visits, as rows of (client_id, cents, concept, on_date, kind, course_enrolment_id, target,
 * target_id, session_id), for the balances, "Pendiente de cobro" and the client's list of charges
 * (`on_date` on the trainer's calendar, `timeZone`).
 *
 * Each row names its cause (decision 0135): `target`/`target_id` is what a payment of it pays for
 * ('appointment', 'session', 'class_enrolment', 'course_enrolment'), and no cause is charged
 * twice. `session_id` is the session recording an appointment: a payment of it pays the visit too.
 *
 * - A visit is a COMPLETED appointment of a client, or a session that records no such appointment
 *   (a session recording a completed appointment is that visit, not a second one). A session of a
 *   class (a class report's line) is no visit: its place is what the class charges (issue 45).
 * - A visit is charged once, at its service's price (the appointment's service; the session's own
 *   when it records none), unless a live bono unit covers it: a use of the session or of the
 *   appointment, or of the session recording the appointment (the bono was charged when sold).
 *
 * - A class place is charged as `classCharges` says (decision 0084), a course enrolment as
 *   `courseCharges` says (decision 0099): `kind` 'course' and its `course_enrolment_id`.
 *
 * `clientId` narrows it to one client.
 */
export function chargedVisits(businessId: string, timeZone: string, clientId?: string): SQL {
  const oneClient = clientId ? sql`and v.client_id = ${clientId}` : sql``;
  return sql`
    select v.client_id, s.price_cents as cents, s.name as concept, v.on_date,
      'visit' as kind, null::uuid as course_enrolment_id,
      case when v.from_appointment then 'appointment' else 'session' end as target,
      case when v.from_appointment then v.appointment_id else v.session_id end as target_id,
      case when v.from_appointment then v.session_id end as session_id
    from (${visitsGiven(businessId, timeZone)}) v
    join services s on s.business_id = ${businessId} and s.id = v.service_id
    where s.price_cents is not null ${oneClient}
      -- A live unit of a bono, of the session or of the appointment, covers the visit. Two
      -- anti-joins rather than one OR, so each can be hashed.
      and not exists (
        select 1 from bono_movements m
        where m.business_id = ${businessId} and m.delta = -1 and m.session_id = v.session_id
          and not exists (select 1 from bono_movements u where u.reverses_id = m.id))
      and not exists (
        select 1 from bono_movements m
        where m.business_id = ${businessId} and m.delta = -1 and m.appointment_id = v.appointment_id
          and not exists (select 1 from bono_movements u where u.reverses_id = m.id))
    union all
    select client_id, cents, concept, on_date, 'visit', null::uuid,
      'class_enrolment', enrolment_id, null::uuid
    from (${classCharges(businessId, clientId)}) places
    union all
    select client_id, cents, concept, on_date, 'course', enrolment_id,
      'course_enrolment', enrolment_id, null::uuid
    from (${courseCharges(businessId, clientId)}) courses`;
}

/**
 * The visits given (the first half of the rule above), as rows of (client_id, service_id,
 * appointment_id, on_date, session_id, from_appointment, trainer_id): a COMPLETED appointment of a
 * client, or a session that records no such appointment and belongs to no class. The charge rule
 * prices them; the commission report (decision 0143) counts them per trainer.
 */
export function visitsGiven(businessId: string, timeZone: string): SQL {
  return sql`
  -- The session recording it, if any: its bono unit covers the visit too.
  select a.client_id, a.service_id, a.id as appointment_id, a.scheduled_date as on_date,
    (select ts.id from training_sessions ts
      where ts.business_id = a.business_id and ts.appointment_id = a.id) as session_id,
    true as from_appointment, a.trainer_id
  from appointments a
  where a.business_id = ${businessId} and a.status = 'COMPLETED' and a.client_id is not null
  union all
  select d.client_id, ts.service_id, ts.appointment_id,
    (ts.date at time zone ${timeZone})::date, ts.id, false, ts.trainer_id
  from training_sessions ts
  join dogs d on d.business_id = ts.business_id and d.id = ts.dog_id
  where ts.business_id = ${businessId}
    -- A class's session is its place's line: the place is charged, once (issue 45).
    and ts.class_id is null
    and not exists (
      select 1 from appointments a
      where a.business_id = ts.business_id and a.id = ts.appointment_id
        and a.status = 'COMPLETED' and a.client_id is not null)`;
}
