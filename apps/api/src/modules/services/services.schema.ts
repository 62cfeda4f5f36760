import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  integer,
  pgTable,
  primaryKey,
  index,
  text,
  unique,
  uniqueIndex,
  foreignKey,
  type AnyPgColumn,
  type PgColumn,
  uuid,
} from 'drizzle-orm/pg-core';
import { CONSENT_KINDS, SERVICE_KINDS } from '@adiestra/shared';
import { enumCheck, id, createdAt, updatedAt } from '../../db/columns.ts';
import { tenant, trainer, trainerFk } from '../auth/auth.schema.ts';

// The tables the services module owns: only its own files query them (decision 0029).

/** A trainer's catalogue (issue 18): what requests, appointments, sessions and bonos are of. */
export const services = pgTable(
  'services',
  {
    id: id(),
    businessId: tenant(),
    name: text('name').notNull(),
    description: text('description'),
    duration: integer('duration').notNull().default(60),
    /** Integer cents, IVA included; null is "a consultar". */
    priceCents: integer('price_cents'),
    kind: text('kind', { enum: SERVICE_KINDS }).notNull().default('individual'),
    isPublic: boolean('is_public').notNull().default(true),
    /** Issue 27: "a domicilio": booking it asks for the owner's address. */
    homeVisit: boolean('home_visit').notNull().default(false),
    color: text('color').notNull().default('#2563eb'),
    /** The catalogue's order: the default services keep the spec's order. */
    position: integer('position').notNull().default(0),
    /** Issue 31.4: what a dog needs to be booked or enrolled (the vaccines' current doses valid). */
    requiredVaccines: text('required_vaccines')
      .array()
      .notNull()
      .default(sql`'{}'`),
    minAgeMonths: integer('min_age_months'),
    maxAgeMonths: integer('max_age_months'),
    /** The documents (consents module's kinds) the owner must have accepted, current version. */
    requiredConsents: text('required_consents')
      .array()
      .notNull()
      .default(sql`'{}'`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('services_business_id_key').on(t.businessId, t.id),
    uniqueIndex('services_business_name_key').on(t.businessId, sql`lower(${t.name})`),
    check('services_duration_check', sql`${t.duration} between 15 and 480`),
    check('services_price_check', sql`${t.priceCents} is null or ${t.priceCents} >= 0`),
    check('services_color_check', sql`${t.color} ~ '^#[0-9a-f]{6}$'`),
    enumCheck('services_kind_check', t.kind, SERVICE_KINDS),
    arrayCheck('services_required_vaccines_check', t.requiredVaccines, [
      'rabies',
      'polyvalent',
      'kennel_cough',
    ]),
    arrayCheck('services_required_consents_check', t.requiredConsents, CONSENT_KINDS),
    check(
      'services_age_check',
      sql`${t.minAgeMonths} is null or ${t.maxAgeMonths} is null or ${t.minAgeMonths} <= ${t.maxAgeMonths}`,
    ),
  ],
);

/** Every element of a text[] column is one of `values`. */
function arrayCheck(name: string, column: PgColumn, values: readonly string[]) {
  const list = sql.raw(values.map((v) => `'${v}'`).join(', '));
  return check(name, sql`${column} <@ array[${list}]::text[]`);
}

/** A (business_id, service_id) key: a row can only name its own trainer's service. */
export const serviceFk = (name: string, businessId: AnyPgColumn, serviceId: AnyPgColumn) =>
  foreignKey({
    name,
    columns: [businessId, serviceId],
    foreignColumns: [services.businessId, services.id],
  });

/**
 * Which trainers give a service and in what order "Cualquiera" tries them (issue 39, decision
 * 0139). No rows: every trainer of the business gives it.
 */
export const serviceTrainers = pgTable(
  'service_trainers',
  {
    businessId: tenant(),
    serviceId: uuid('service_id').notNull(),
    trainerId: trainer(),
    /** Lower first. */
    priority: integer('priority').notNull().default(0),
  },
  (t) => [
    primaryKey({
      name: 'service_trainers_pkey',
      columns: [t.businessId, t.serviceId, t.trainerId],
    }),
    serviceFk('service_trainers_business_service_fk', t.businessId, t.serviceId).onDelete(
      'cascade',
    ),
    trainerFk('service_trainers_business_trainer_fk', t.businessId, t.trainerId),
    index('service_trainers_trainer_idx').on(t.businessId, t.trainerId),
    check('service_trainers_priority_check', sql`${t.priority} between 0 and 99`),
  ],
);
