import type { BonoTemplatePayload } from '@adiestra/shared';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { uuidv7 } from '../../lib/ids.ts';
import type { Tx } from '../../lib/trainer-lock.ts';
import { rowsOf } from '../../lib/sql-rows.ts';
import { drawColumns, usableOn } from '../../read-models/bono-views.ts';
import { bonoMovements, bonoTemplates, bonos } from './bonos.schema.ts';

export {
  selectBonos,
  selectBonosOfClients,
  selectTemplates,
  selectUsableBonoIds,
  selectUseOfAppointment,
  type BonoRow,
} from '../../read-models/bono-views.ts';

/** Every query on bono_templates, bonos and bono_movements. */
type Conn = Db | Tx;
export type MovementRow = typeof bonoMovements.$inferSelect;

// ---- templates -------------------------------------------------------------------------------

export async function insertTemplate(db: Conn, businessId: string, input: BonoTemplatePayload) {
  const id = uuidv7();
  await db.insert(bonoTemplates).values({ id, businessId, ...input });
  return id;
}

export async function updateOwnTemplate(
  db: Conn,
  businessId: string,
  id: string,
  input: BonoTemplatePayload,
) {
  const rows = await db
    .update(bonoTemplates)
    .set({ ...input, updatedAt: new Date() })
    .where(and(eq(bonoTemplates.businessId, businessId), eq(bonoTemplates.id, id)))
    .returning({ id: bonoTemplates.id });
  return rows.length > 0;
}

export async function deleteOwnTemplate(db: Conn, businessId: string, id: string) {
  const rows = await db
    .delete(bonoTemplates)
    .where(and(eq(bonoTemplates.businessId, businessId), eq(bonoTemplates.id, id)))
    .returning({ id: bonoTemplates.id });
  return rows.length > 0;
}

// ---- bonos -----------------------------------------------------------------------------------

export async function insertBono(db: Conn, values: Omit<typeof bonos.$inferInsert, 'id'>) {
  const id = uuidv7();
  await db.insert(bonos).values({ id, ...values });
  return id;
}

export function selectMovements(db: Conn, businessId: string, bonoId: string) {
  const undo = sql`(select 1 from ${bonoMovements} u where u.reverses_id = ${bonoMovements.id})`;
  return db
    .select({ movement: bonoMovements, undone: sql<boolean>`exists ${undo}` })
    .from(bonoMovements)
    .where(and(eq(bonoMovements.businessId, businessId), eq(bonoMovements.bonoId, bonoId)))
    .orderBy(desc(bonoMovements.createdAt), desc(bonoMovements.id));
}

export async function selectMovement(db: Conn, businessId: string, id: string) {
  const [row] = await db
    .select()
    .from(bonoMovements)
    .where(and(eq(bonoMovements.businessId, businessId), eq(bonoMovements.id, id)))
    .limit(1);
  return row;
}

interface MovementFields {
  source: 'manual' | 'session' | 'appointment' | 'undo' | 'class';
  reason?: string | null;
  sessionId?: string | null;
  appointmentId?: string | null;
  classEnrolmentId?: string | null;
  courseEnrolmentId?: string | null;
  reversesId?: string | null;
}

/**
 * One unit used or returned: the bono's counter and the ledger change in ONE statement. The
 * counter only moves when the WHERE still holds at the moment the row is locked (PostgreSQL
 * re-reads it after waiting), and its CHECK (0 ≤ remaining ≤ total) is the last guard, so ten
 * concurrent uses of the last unit leave exactly one movement. Undefined when nothing moved.
 */
export async function moveUnit(
  db: Conn,
  businessId: string,
  bonoId: string,
  delta: -1 | 1,
  usableOn: string | null,
  fields: MovementFields,
): Promise<MovementRow | undefined> {
  const id = uuidv7();
  const guard =
    delta === -1
      ? sql`b.sessions_remaining > 0 and b.expires_on >= ${usableOn}::date`
      : sql`b.sessions_remaining < b.sessions_total`;
  const result = await db.execute(sql`
    with moved as (
      update ${bonos} b
      set sessions_remaining = b.sessions_remaining + ${delta}, updated_at = now()
      where b.business_id = ${businessId} and b.id = ${bonoId} and ${guard}
      returning b.id, b.business_id
    )
    insert into ${bonoMovements}
      (id, business_id, bono_id, delta, source, reason, session_id, appointment_id, reverses_id,
        class_enrolment_id, course_enrolment_id)
    select ${id}, moved.business_id, moved.id, ${delta}, ${fields.source}, ${fields.reason ?? null},
      ${fields.sessionId ?? null}::uuid, ${fields.appointmentId ?? null}::uuid,
      ${fields.reversesId ?? null}::uuid, ${fields.classEnrolmentId ?? null}::uuid,
      ${fields.courseEnrolmentId ?? null}::uuid
    from moved
    returning id`);
  if (rowsOf(result).length === 0) return undefined;
  return selectMovement(db, businessId, id);
}

export interface Visit {
  appointmentId: string;
  clientId: string;
  serviceId: string;
  on: string;
}

/**
 * For each visit, in one statement, the bono it would draw on — by the very filter and order of
 * `selectUsableBonoIds` — else the client's last sold bono of that service (used up or expired,
 * still shown with its warning). Visits without either are left out.
 */
export async function selectVisitBonoIds(db: Conn, businessId: string, visits: readonly Visit[]) {
  if (visits.length === 0) return [];
  const values = sql.join(
    visits.map(
      (v) =>
        sql`(${v.appointmentId}::uuid, ${v.clientId}::uuid, ${v.serviceId}::uuid, ${v.on}::date)`,
    ),
    sql`, `,
  );
  const usable = usableOn(sql`v.on_date`);
  const result = await db.execute(sql`
    select distinct on (v.appointment_id) v.appointment_id as "appointmentId", ${bonos.id} as "bonoId"
    from (values ${values}) as v(appointment_id, client_id, service_id, on_date)
    join ${bonos} on ${bonos.businessId} = ${businessId}
      and ${bonos.clientId} = v.client_id and ${bonos.serviceId} = v.service_id
    order by v.appointment_id, (${usable}) desc,
      ${sql.join(
        drawColumns.map((column) => sql`case when ${usable} then ${column} end asc`),
        sql`, `,
      )},
      ${bonos.soldOn} desc, ${bonos.createdAt} desc`);
  return rowsOf<{ appointmentId: string; bonoId: string }>(result);
}
