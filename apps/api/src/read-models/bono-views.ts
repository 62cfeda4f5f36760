import { and, asc, desc, eq, gt, gte, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import type { Tx } from '../lib/trainer-lock.ts';
import { emailKey, emailKeySql } from '../lib/contact-match.ts';
import { bonoMovements, bonoTemplates, bonos } from '../modules/bonos/bonos.schema.ts';
import { clients } from '../modules/clients/clients.schema.ts';
import { dogs } from '../modules/dogs/dogs.schema.ts';
import { payments } from '../modules/payments/payments.schema.ts';
import { services } from '../modules/services/services.schema.ts';
import { trainingSessions } from '../modules/sessions/sessions.schema.ts';

/**
 * The bonos module's reads joined to other modules' rows (issue 26, decision 0029): the service's
 * name, the client's name and e-mail, the payments held against a bono, a dog's client, the
 * session that records an appointment. The bonos module owns only its templates, bonos and
 * movements, so these live here; its repository re-exports them.
 */
type Conn = Db | Tx;

const templateColumns = {
  id: bonoTemplates.id,
  serviceId: bonoTemplates.serviceId,
  serviceName: services.name,
  sessions: bonoTemplates.sessions,
  priceCents: bonoTemplates.priceCents,
  validityDays: bonoTemplates.validityDays,
  archived: bonoTemplates.archived,
};

export function selectTemplates(db: Conn, businessId: string, id?: string) {
  return db
    .select(templateColumns)
    .from(bonoTemplates)
    .innerJoin(
      services,
      and(
        eq(services.businessId, bonoTemplates.businessId),
        eq(services.id, bonoTemplates.serviceId),
      ),
    )
    .where(and(eq(bonoTemplates.businessId, businessId), id ? eq(bonoTemplates.id, id) : undefined))
    .orderBy(asc(services.position), asc(bonoTemplates.sessions), asc(bonoTemplates.id));
}

/** What the ledger holds against each bono: the sum of its payments and refunds, in cents. */
const paidCents = sql<number>`coalesce((select sum(${payments.amountCents}) from ${payments}
  where ${payments.businessId} = ${bonos.businessId} and ${payments.bonoId} = ${bonos.id}), 0)::int`;

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
export const usableOn = (on: string | SQL) =>
  and(gt(bonos.sessionsRemaining, 0), gte(bonos.expiresOn, on))!;
/** Of those, the one a visit uses: the soonest to expire, then the first sold. */
export const drawColumns = [bonos.expiresOn, bonos.createdAt];

export function selectBonos(
  db: Conn,
  businessId: string,
  filters: { id?: string; ids?: readonly string[]; clientId?: string; usableOn?: string },
) {
  return db
    .select(bonoColumns)
    .from(bonos)
    .innerJoin(
      clients,
      and(eq(clients.businessId, bonos.businessId), eq(clients.id, bonos.clientId)),
    )
    .innerJoin(
      services,
      and(eq(services.businessId, bonos.businessId), eq(services.id, bonos.serviceId)),
    )
    .where(
      and(
        eq(bonos.businessId, businessId),
        filters.id ? eq(bonos.id, filters.id) : undefined,
        filters.ids ? inArray(bonos.id, [...filters.ids]) : undefined,
        filters.clientId ? eq(bonos.clientId, filters.clientId) : undefined,
        filters.usableOn ? usableOn(filters.usableOn) : undefined,
      ),
    )
    .orderBy(desc(bonos.soldOn), desc(bonos.createdAt));
}

/**
 * The bonos a visit of that client (or of that dog's client) for that service can use on `on`:
 * the one expiring first comes first.
 */
export async function selectUsableBonoIds(
  db: Conn,
  businessId: string,
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
            .where(and(eq(dogs.businessId, businessId), eq(dogs.id, who.dogId))),
        );
  const rows = await db
    .select({ id: bonos.id })
    .from(bonos)
    .where(
      and(eq(bonos.businessId, businessId), client, eq(bonos.serviceId, serviceId), usableOn(on)),
    )
    .orderBy(...drawColumns.map((column) => asc(column)));
  return rows.map((row) => row.id);
}

/**
 * A use already recorded for that appointment, undone or not: a visit uses one unit at most, and
 * the unique `bono_movements_appointment_use_key` makes a second one impossible. The use of the
 * session that records it counts too (a session linked to its appointment by an edit).
 */
export async function selectUseOfAppointment(db: Conn, businessId: string, appointmentId: string) {
  const recordingSession = db
    .select({ id: trainingSessions.id })
    .from(trainingSessions)
    .where(
      and(
        eq(trainingSessions.businessId, businessId),
        eq(trainingSessions.appointmentId, appointmentId),
      ),
    );
  const [row] = await db
    .select({ id: bonoMovements.id })
    .from(bonoMovements)
    .where(
      and(
        eq(bonoMovements.businessId, businessId),
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
  pairs: readonly { businessId: string; clientId: string; email: string }[],
  today: string,
) {
  if (pairs.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: bonos.id,
      businessId: bonos.businessId,
      serviceName: services.name,
      sessionsTotal: bonos.sessionsTotal,
      sessionsRemaining: bonos.sessionsRemaining,
      expiresOn: bonos.expiresOn,
    })
    .from(bonos)
    .innerJoin(
      services,
      and(eq(services.businessId, bonos.businessId), eq(services.id, bonos.serviceId)),
    )
    .innerJoin(
      clients,
      and(eq(clients.businessId, bonos.businessId), eq(clients.id, bonos.clientId)),
    )
    .where(
      and(
        or(
          ...pairs.map((p) =>
            and(
              eq(bonos.businessId, p.businessId),
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
