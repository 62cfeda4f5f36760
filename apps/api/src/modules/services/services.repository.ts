import { DEFAULT_SERVICES, type Service, type ServicePayload } from '@adiestra/shared';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { services, serviceTrainers } from './services.schema.ts';
import { uuidv7 } from '../../lib/ids.ts';
import type { Tx } from '../../lib/trainer-lock.ts';

type ServiceRow = typeof services.$inferSelect;

export function toServiceDto(row: ServiceRow): Service {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    duration: row.duration,
    priceCents: row.priceCents,
    kind: row.kind,
    isPublic: row.isPublic,
    homeVisit: row.homeVisit,
    color: row.color,
    requirements: {
      vaccines: row.requiredVaccines as Service['requirements']['vaccines'],
      minAgeMonths: row.minAgeMonths,
      maxAgeMonths: row.maxAgeMonths,
      consents: row.requiredConsents as Service['requirements']['consents'],
    },
  };
}

/** The requirements' columns from the payload's object. */
function columnsOf({ requirements, ...input }: ServicePayload) {
  return {
    ...input,
    requiredVaccines: requirements.vaccines,
    minAgeMonths: requirements.minAgeMonths,
    maxAgeMonths: requirements.maxAgeMonths,
    requiredConsents: requirements.consents,
  };
}

/** The catalogue a new account starts with, in the same transaction as the account. */
export async function insertDefaultServices(db: Db | Tx, businessId: string) {
  await db.insert(services).values(
    DEFAULT_SERVICES.map((service, position) => ({
      id: uuidv7(),
      businessId,
      name: service.name,
      duration: service.duration,
      position,
    })),
  );
}

export function selectServices(db: Db | Tx, businessId: string, onlyPublic = false) {
  return db
    .select()
    .from(services)
    .where(
      and(
        eq(services.businessId, businessId),
        onlyPublic ? eq(services.isPublic, true) : undefined,
      ),
    )
    .orderBy(asc(services.position), asc(services.createdAt), asc(services.id));
}

export async function selectOwnService(db: Db | Tx, businessId: string, id: string) {
  const [row] = await db
    .select()
    .from(services)
    .where(and(eq(services.businessId, businessId), eq(services.id, id)))
    .limit(1);
  return row;
}

/** The service of that name (any case), for requests that still send an older fixed key. */
export async function selectServiceByName(db: Db | Tx, businessId: string, name: string) {
  const [row] = await db
    .select()
    .from(services)
    .where(and(eq(services.businessId, businessId), sql`lower(${services.name}) = lower(${name})`))
    .limit(1);
  return row;
}

export async function insertService(db: Db, businessId: string, input: ServicePayload) {
  const [row] = await db
    .insert(services)
    .values({
      id: uuidv7(),
      businessId,
      ...columnsOf(input),
      // New services go last in the catalogue.
      position: sql`(select coalesce(max(${services.position}), -1) + 1 from ${services} where ${services.businessId} = ${businessId})`,
    })
    .returning();
  return row!;
}

export async function updateOwnService(
  db: Db,
  businessId: string,
  id: string,
  input: ServicePayload,
) {
  const [row] = await db
    .update(services)
    .set({ ...columnsOf(input), updatedAt: new Date() })
    .where(and(eq(services.businessId, businessId), eq(services.id, id)))
    .returning();
  return row;
}

export async function deleteOwnService(db: Db, businessId: string, id: string) {
  const rows = await db
    .delete(services)
    .where(and(eq(services.businessId, businessId), eq(services.id, id)))
    .returning({ id: services.id });
  return rows.length > 0;
}

/** The service's whole list of trainers is replaced in one transaction (decision 0139). */
export async function replaceServiceTrainers(
  db: Db,
  businessId: string,
  serviceId: string,
  rows: { trainerId: string; priority: number }[],
) {
  await db.transaction(async (tx) => {
    await tx
      .delete(serviceTrainers)
      .where(
        and(eq(serviceTrainers.businessId, businessId), eq(serviceTrainers.serviceId, serviceId)),
      );
    if (rows.length > 0) {
      await tx
        .insert(serviceTrainers)
        .values(rows.map((row) => ({ businessId, serviceId, ...row })));
    }
  });
}
