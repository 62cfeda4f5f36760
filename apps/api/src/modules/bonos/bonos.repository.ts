import type { BonoTemplatePayload } from '@adiestra/shared';
import { and, asc, desc, eq, gt, gte, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  bonoMovements,
  bonoTemplates,
  bonos,
  clients,
  dogs,
  payments,
  services,
  trainingSessions,
} from '../../db/schema.ts';
import { uuidv7 } from '../../lib/ids.ts';
import type { Tx } from '../../lib/trainer-lock.ts';
import { rowsOf } from '../../lib/sql-rows.ts';
import { emailKey, emailKeySql } from '../../lib/contact-match.ts';

/** Every query on bono_templates, bonos and bono_movements. */
type Conn = Db | Tx;
export type MovementRow = typeof bonoMovements.$inferSelect;

// ---- templates -------------------------------------------------------------------------------

const templateColumns = {
  id: bonoTemplates.id,
  serviceId: bonoTemplates.serviceId,
  serviceName: services.name,
  sessions: bonoTemplates.sessions,
  priceCents: bonoTemplates.priceCents,
  validityDays: bonoTemplates.validityDays,
  archived: bonoTemplates.archived,
};

export function selectTemplates(db: Conn, userId: string, id?: string) {
  return db
    .select(templateColumns)
    .from(bonoTemplates)
    .innerJoin(
      services,
      and(eq(services.userId, bonoTemplates.userId), eq(services.id, bonoTemplates.serviceId)),
    )
    .where(and(eq(bonoTemplates.userId, userId), id ? eq(bonoTemplates.id, id) : undefined))
    .orderBy(asc(services.position), asc(bonoTemplates.sessions), asc(bonoTemplates.id));
}

export async function insertTemplate(db: Conn, userId: string, input: BonoTemplatePayload) {
  const id = uuidv7();
  await db.insert(bonoTemplates).values({ id, userId, ...input });
  return id;
}

export async function updateOwnTemplate(
  db: Conn,
  userId: string,
  id: string,
  input: BonoTemplatePayload,
) {
  const rows = await db
    .update(bonoTemplates)
    .set({ ...input, updatedAt: new Date() })
    .where(and(eq(bonoTemplates.userId, userId), eq(bonoTemplates.id, id)))
    .returning({ id: bonoTemplates.id });
  return rows.length > 0;
}

export async function deleteOwnTemplate(db: Conn, userId: string, id: string) {
  const rows = await db
    .delete(bonoTemplates)
    .where(and(eq(bonoTemplates.userId, userId), eq(bonoTemplates.id, id)))
    .returning({ id: bonoTemplates.id });
  return rows.length > 0;
}

// ---- bonos -----------------------------------------------------------------------------------

/** What the ledger holds against each bono: the sum of its payments and refunds, in cents. */
const paidCents = sql<number>`coalesce((select sum(${payments.amountCents}) from ${payments}
  where ${payments.userId} = ${bonos.userId} and ${payments.bonoId} = ${bonos.id}), 0)::int`;

const bonoColumns = {
  id: bonos.id,
  clientId: bonos.clientId,
  clientFirstName: clients.firstName,
  clientLastName: clients.lastName,
  serviceId: bonos.serviceId,
  serviceName: services.name,
  sessionsTotal: bonos.sessionsTotal,
  sessionsRemaining: bonos.sessionsRemaining,
  priceCents: bonos.priceCents,
  paidCents,
  soldOn: bonos.soldOn,
  expiresOn: bonos.expiresOn,
  createdAt: bonos.createdAt,
};
export type BonoRow = Awaited<ReturnType<typeof selectBonos>>[number];

/** A bono a visit on `on` can draw on: sessions left and not expired by that day (issue 18). */
const usableOn = (on: string | SQL) =>
  and(gt(bonos.sessionsRemaining, 0), gte(bonos.expiresOn, on))!;
/** Of those, the one a visit uses: the soonest to expire, then the first sold. */
const drawColumns = [bonos.expiresOn, bonos.createdAt];

export function selectBonos(
  db: Conn,
  userId: string,
  filters: { id?: string; ids?: readonly string[]; clientId?: string; usableOn?: string },
) {
  return db
    .select(bonoColumns)
    .from(bonos)
    .innerJoin(clients, and(eq(clients.userId, bonos.userId), eq(clients.id, bonos.clientId)))
    .innerJoin(services, and(eq(services.userId, bonos.userId), eq(services.id, bonos.serviceId)))
    .where(
      and(
        eq(bonos.userId, userId),
        filters.id ? eq(bonos.id, filters.id) : undefined,
        filters.ids ? inArray(bonos.id, [...filters.ids]) : undefined,
        filters.clientId ? eq(bonos.clientId, filters.clientId) : undefined,
        filters.usableOn ? usableOn(filters.usableOn) : undefined,
      ),
    )
    .orderBy(desc(bonos.soldOn), desc(bonos.createdAt));
}

export async function insertBono(db: Conn, values: Omit<typeof bonos.$inferInsert, 'id'>) {
  const id = uuidv7();
  await db.insert(bonos).values({ id, ...values });
  return id;
}

export function selectMovements(db: Conn, userId: string, bonoId: string) {
  const undo = sql`(select 1 from ${bonoMovements} u where u.reverses_id = ${bonoMovements.id})`;
  return db
    .select({ movement: bonoMovements, undone: sql<boolean>`exists ${undo}` })
    .from(bonoMovements)
    .where(and(eq(bonoMovements.userId, userId), eq(bonoMovements.bonoId, bonoId)))
    .orderBy(desc(bonoMovements.createdAt), desc(bonoMovements.id));
}

export async function selectMovement(db: Conn, userId: string, id: string) {
  const [row] = await db
    .select()
    .from(bonoMovements)
    .where(and(eq(bonoMovements.userId, userId), eq(bonoMovements.id, id)))
    .limit(1);
  return row;
}

interface MovementFields {
  source: 'manual' | 'session' | 'appointment' | 'undo';
  reason?: string | null;
  sessionId?: string | null;
  appointmentId?: string | null;
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
  userId: string,
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
      where b.user_id = ${userId} and b.id = ${bonoId} and ${guard}
      returning b.id, b.user_id
    )
    insert into ${bonoMovements}
      (id, user_id, bono_id, delta, source, reason, session_id, appointment_id, reverses_id)
    select ${id}, moved.user_id, moved.id, ${delta}, ${fields.source}, ${fields.reason ?? null},
      ${fields.sessionId ?? null}::uuid, ${fields.appointmentId ?? null}::uuid,
      ${fields.reversesId ?? null}::uuid
    from moved
    returning id`);
  if (rowsOf(result).length === 0) return undefined;
  return selectMovement(db, userId, id);
}

/**
 * The bonos a visit of that client (or of that dog's client) for that service can use on `on`:
 * the one expiring first comes first.
 */
export async function selectUsableBonoIds(
  db: Conn,
  userId: string,
  who: { clientId: string } | { dogId: string },
  serviceId: string,
  on: string,
) {
  const client =
    'clientId' in who
      ? eq(bonos.clientId, who.clientId)
      : inArray(
          bonos.clientId,
          db
            .select({ id: dogs.clientId })
            .from(dogs)
            .where(and(eq(dogs.userId, userId), eq(dogs.id, who.dogId))),
        );
  const rows = await db
    .select({ id: bonos.id })
    .from(bonos)
    .where(and(eq(bonos.userId, userId), client, eq(bonos.serviceId, serviceId), usableOn(on)))
    .orderBy(...drawColumns.map((column) => asc(column)));
  return rows.map((row) => row.id);
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
export async function selectVisitBonoIds(db: Conn, userId: string, visits: readonly Visit[]) {
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
    join ${bonos} on ${bonos.userId} = ${userId}
      and ${bonos.clientId} = v.client_id and ${bonos.serviceId} = v.service_id
    order by v.appointment_id, (${usable}) desc,
      ${sql.join(
        drawColumns.map((column) => sql`case when ${usable} then ${column} end asc`),
        sql`, `,
      )},
      ${bonos.soldOn} desc, ${bonos.createdAt} desc`);
  return rowsOf<{ appointmentId: string; bonoId: string }>(result);
}

/**
 * A use already recorded for that appointment, undone or not: a visit uses one unit at most, and
 * the unique `bono_movements_appointment_use_key` makes a second one impossible. The use of the
 * session that records it counts too (a session linked to its appointment by an edit).
 */
export async function selectUseOfAppointment(db: Conn, userId: string, appointmentId: string) {
  const recordingSession = db
    .select({ id: trainingSessions.id })
    .from(trainingSessions)
    .where(
      and(eq(trainingSessions.userId, userId), eq(trainingSessions.appointmentId, appointmentId)),
    );
  const [row] = await db
    .select({ id: bonoMovements.id })
    .from(bonoMovements)
    .where(
      and(
        eq(bonoMovements.userId, userId),
        or(
          eq(bonoMovements.appointmentId, appointmentId),
          inArray(bonoMovements.sessionId, recordingSession),
        ),
        eq(bonoMovements.delta, -1),
      ),
    )
    .limit(1);
  return row;
}

/**
 * The bonos of these (trainer, client) pairs still worth showing their owner: sessions left, or
 * not expired yet. Soonest expiry first.
 */
/**
 * The bonos of these clients, each only when the client's e-mail is `email` (the owner asking,
 * normalised as lib/contact-match.ts does): a visit linked to a client is not proof of being
 * that client (issue 28, a phone-only match), the client's own e-mail is.
 */
export function selectBonosOfClients(
  db: Conn,
  pairs: readonly { userId: string; clientId: string; email: string }[],
  today: string,
) {
  if (pairs.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: bonos.id,
      userId: bonos.userId,
      serviceName: services.name,
      sessionsTotal: bonos.sessionsTotal,
      sessionsRemaining: bonos.sessionsRemaining,
      expiresOn: bonos.expiresOn,
    })
    .from(bonos)
    .innerJoin(services, and(eq(services.userId, bonos.userId), eq(services.id, bonos.serviceId)))
    .innerJoin(clients, and(eq(clients.userId, bonos.userId), eq(clients.id, bonos.clientId)))
    .where(
      and(
        or(
          ...pairs.map((p) =>
            and(
              eq(bonos.userId, p.userId),
              eq(bonos.clientId, p.clientId),
              eq(emailKeySql(clients.email), emailKey(p.email)),
            ),
          ),
        ),
        or(gt(bonos.sessionsRemaining, 0), gte(bonos.expiresOn, today)),
      ),
    )
    .orderBy(asc(bonos.expiresOn), asc(bonos.id))
    .limit(200);
}
