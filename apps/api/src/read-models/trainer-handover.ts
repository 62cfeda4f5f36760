import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import type { WallNow } from '../lib/handover.ts';
import { rowsOf } from '../lib/sql-rows.ts';
import type { Tx } from '../lib/trainer-lock.ts';

/**
 * A leaving trainer's future work (issue 39, decision 0141), for the staff module's handover
 * screen and its removal gate: appointments still ahead, classes still ahead, courses with a
 * class still ahead, and requests waiting for an answer that name them. Select-only.
 */

export interface HandoverRow {
  kind: 'appointment' | 'class' | 'course' | 'request';
  id: string;
  date: string;
  time: string | null;
  title: string;
  detail: string;
  courseId: string | null;
}

type Conn = Db | Tx;

function handoverSql(businessId: string, trainerId: string, now: WallNow) {
  const aheadA = sql`(a.scheduled_date > ${now.date} or (a.scheduled_date = ${now.date} and a.scheduled_time >= ${now.time}::time))`;
  const aheadC = sql`(c.class_date > ${now.date} or (c.class_date = ${now.date} and c.class_time >= ${now.time}::time))`;
  return sql`
    select 'appointment' as kind, a.id, a.scheduled_date::text as date,
      to_char(a.scheduled_time, 'HH24:MI') as time, a.service_type as title,
      a.client_name || ' · ' || a.dog_name as detail, null::uuid as course_id
    from appointments a
    where a.business_id = ${businessId} and a.trainer_id = ${trainerId}
      and a.status = 'SCHEDULED' and ${aheadA}
    union all
    select 'class', c.id, c.class_date::text, to_char(c.class_time, 'HH24:MI'),
      coalesce(co.name, s.name), c.enrolled || ' de ' || c.places || ' plazas', c.course_id
    from classes c
    join services s on s.business_id = c.business_id and s.id = c.service_id
    left join courses co on co.business_id = c.business_id and co.id = c.course_id
    where c.business_id = ${businessId} and c.trainer_id = ${trainerId}
      and c.status = 'scheduled' and ${aheadC}
    union all
    select 'course', co.id, min(c.class_date)::text, null, co.name,
      count(*) || ' clases por delante', null::uuid
    from courses co
    join classes c on c.business_id = co.business_id and c.course_id = co.id
    where co.business_id = ${businessId} and co.trainer_id = ${trainerId}
      and c.status = 'scheduled' and ${aheadC}
    group by co.id, co.name
    union all
    select 'request', r.id, r.requested_date::text, to_char(r.requested_time, 'HH24:MI'),
      r.service_type, r.client_name || ' · ' || r.dog_name, null::uuid
    from appointment_requests r
    where r.business_id = ${businessId} and r.trainer_id = ${trainerId} and r.status = 'PENDING'`;
}

export async function selectHandoverWork(
  db: Conn,
  businessId: string,
  trainerId: string,
  now: WallNow,
): Promise<HandoverRow[]> {
  const rows = rowsOf<HandoverRow & { course_id: string | null }>(
    await db.execute(
      sql`select * from (${handoverSql(businessId, trainerId, now)}) w order by date, time nulls first, kind, id`,
    ),
  );
  return rows.map(({ course_id, ...row }) => ({ ...row, courseId: course_id }));
}

export async function countHandoverWork(
  db: Conn,
  businessId: string,
  trainerId: string,
  now: WallNow,
): Promise<number> {
  const [row] = rowsOf<{ n: number }>(
    await db.execute(
      sql`select count(*)::int as n from (${handoverSql(businessId, trainerId, now)}) w`,
    ),
  );
  return row?.n ?? 0;
}

/** The owners of the live places of these classes, for the mail telling them of a new trainer. */
export async function selectPlaceOwnersOf(conn: Conn, businessId: string, classIds: string[]) {
  if (classIds.length === 0) return [];
  return rowsOf<{ class_id: string; email: string; client_name: string; dog_name: string }>(
    await conn.execute(sql`
      select e.class_id, cl.email, trim(cl.first_name || ' ' || cl.last_name) as client_name,
        d.name as dog_name
      from class_enrolments e
      join clients cl on cl.business_id = e.business_id and cl.id = e.client_id
      join dogs d on d.business_id = e.business_id and d.id = e.dog_id
      where e.business_id = ${businessId} and e.status = 'enrolled'
        and e.class_id in (${sql.join(
          classIds.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})
        and cl.email <> ''`),
  );
}
