import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  unique,
  uniqueIndex,
  uuid,
  foreignKey,
} from 'drizzle-orm/pg-core';
import { BONO_MOVEMENT_SOURCES } from '@adiestra/shared';
import { enumCheck, id, createdAt, updatedAt } from '../../db/columns.ts';
import { tenant } from '../auth/auth.schema.ts';
import { clients } from '../clients/clients.schema.ts';
import { serviceFk } from '../services/services.schema.ts';

// The tables the bonos module owns: only its own files query them (decision 0029).

/** Pack templates: "bono de 5 sesiones, válido 90 días" of one service (issue 18). */
export const bonoTemplates = pgTable(
  'bono_templates',
  {
    id: id(),
    businessId: tenant(),
    serviceId: uuid('service_id').notNull(),
    sessions: integer('sessions').notNull(),
    priceCents: integer('price_cents').notNull(),
    validityDays: integer('validity_days').notNull(),
    /** Archived: no longer sold (a sold template cannot be deleted), kept for its bonos. */
    archived: boolean('archived').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('bono_templates_business_id_key').on(t.businessId, t.id),
    serviceFk('bono_templates_business_service_fk', t.businessId, t.serviceId),
    check('bono_templates_sessions_check', sql`${t.sessions} between 1 and 100`),
    check('bono_templates_price_check', sql`${t.priceCents} >= 0`),
    check('bono_templates_validity_check', sql`${t.validityDays} between 1 and 730`),
  ],
);

/**
 * A bono sold to a client. Its terms are copied from the template at the sale. `sessions_remaining`
 * is changed only by single UPDATEs that also write the ledger (bono_movements), and its CHECK
 * keeps it between 0 and the total whatever runs at the same time.
 */
export const bonos = pgTable(
  'bonos',
  {
    id: id(),
    businessId: tenant(),
    clientId: uuid('client_id').notNull(),
    serviceId: uuid('service_id').notNull(),
    templateId: uuid('template_id'),
    sessionsTotal: integer('sessions_total').notNull(),
    sessionsRemaining: integer('sessions_remaining').notNull(),
    priceCents: integer('price_cents').notNull(),
    soldOn: date('sold_on', { mode: 'string' }).notNull(),
    /** The last day it can be used (the trainer's calendar day). */
    expiresOn: date('expires_on', { mode: 'string' }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('bonos_business_id_key').on(t.businessId, t.id),
    index('bonos_business_client_idx').on(t.businessId, t.clientId, t.expiresOn),
    foreignKey({
      name: 'bonos_business_client_fk',
      columns: [t.businessId, t.clientId],
      foreignColumns: [clients.businessId, clients.id],
    }).onDelete('cascade'),
    serviceFk('bonos_business_service_fk', t.businessId, t.serviceId),
    foreignKey({
      name: 'bonos_business_template_fk',
      columns: [t.businessId, t.templateId],
      foreignColumns: [bonoTemplates.businessId, bonoTemplates.id],
    }),
    check(
      'bonos_remaining_check',
      sql`${t.sessionsRemaining} >= 0 and ${t.sessionsRemaining} <= ${t.sessionsTotal}`,
    ),
    check('bonos_total_check', sql`${t.sessionsTotal} between 1 and 100`),
    check('bonos_price_check', sql`${t.priceCents} >= 0`),
    check('bonos_dates_check', sql`${t.expiresOn} >= ${t.soldOn}`),
  ],
);

/** The ledger of a bono's units: -1 a use, +1 a return or an undo. Never updated nor deleted. */
export const bonoMovements = pgTable(
  'bono_movements',
  {
    id: id(),
    businessId: tenant(),
    bonoId: uuid('bono_id').notNull(),
    delta: integer('delta').notNull(),
    source: text('source', { enum: BONO_MOVEMENT_SOURCES }).notNull(),
    reason: text('reason'),
    sessionId: uuid('session_id'),
    appointmentId: uuid('appointment_id'),
    /** The class place the unit pays for (decision 0084); its FK is hand-written (SET NULL). */
    classEnrolmentId: uuid('class_enrolment_id'),
    /** The course enrolment the unit pays for (decision 0099); its FK is hand-written (SET NULL). */
    courseEnrolmentId: uuid('course_enrolment_id'),
    /** For an undo, the use it reverses; unique, so a use is undone once at most. */
    reversesId: uuid('reverses_id'),
    createdAt: createdAt(),
    // (business_id, session_id) and (business_id, appointment_id) keys, ON DELETE SET NULL of that column:
    // hand-written in the migration, as for payments.
  },
  (t) => [
    index('bono_movements_bono_idx').on(t.bonoId, t.createdAt),
    uniqueIndex('bono_movements_reverses_key').on(t.reversesId),
    // An appointment uses at most one unit, whichever way it is recorded (completed, or its
    // session registered): a second use of the same visit is refused by the database.
    uniqueIndex('bono_movements_appointment_use_key')
      .on(t.businessId, t.appointmentId)
      .where(sql`${t.delta} = -1 and ${t.appointmentId} is not null`),
    // A class place uses one unit first; a use after a return reverses that return (a chain,
    // each link reversed once by the key above), so a place holds at most one live unit.
    uniqueIndex('bono_movements_class_enrolment_use_key')
      .on(t.businessId, t.classEnrolmentId)
      .where(
        sql`${t.delta} = -1 and ${t.classEnrolmentId} is not null and ${t.reversesId} is null`,
      ),
    // A course enrolment paid per enrolment holds one live unit the same way (decision 0099).
    uniqueIndex('bono_movements_course_enrolment_use_key')
      .on(t.businessId, t.courseEnrolmentId)
      .where(
        sql`${t.delta} = -1 and ${t.courseEnrolmentId} is not null and ${t.reversesId} is null`,
      ),
    foreignKey({
      name: 'bono_movements_business_bono_fk',
      columns: [t.businessId, t.bonoId],
      foreignColumns: [bonos.businessId, bonos.id],
    }).onDelete('cascade'),
    // `bono_movements_reverses_fk` (an undo names its use) is DEFERRABLE, so a restore may load
    // the rows in any order: hand-written in the migration.
    check('bono_movements_delta_check', sql`${t.delta} in (-1, 1)`),
    enumCheck('bono_movements_source_check', t.source, BONO_MOVEMENT_SOURCES),
  ],
);
