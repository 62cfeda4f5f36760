import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from './test/test-app.ts';

/**
 * Issue 46.4, decision 0156: what distributing by tenant (Citus, row-based sharding on
 * business_id) asks of the schema, read from the migrated catalog. A distributed table's primary
 * key, and a foreign key between two distributed tables, must include the distribution column.
 */

/** Tables without business_id, each with why it is not distributed by the business. */
const GLOBAL_TABLES: Record<string, string> = {
  businesses: 'the tenant itself: distributed on its own id (colocated with business_id)',
  users: 'an account may belong to several businesses (staff): a reference table',
  login_sessions: "a user's sessions, checked on every request before the business is known",
  password_reset_tokens: 'per user, looked up by token hash before sign-in',
  owner_sign_in_tokens: 'looked up by token hash before the owner is known',
  owner_sessions: 'looked up by cookie hash before the owner is known',
  rate_limits: 'counters per IP and address, not per business',
  telemetry_events: 'product analytics across businesses (platform data)',
  telemetry_errors: 'error reports across businesses (platform data)',
  audit_log: "the admin's log across businesses (platform data)",
};

/**
 * Tenant tables whose primary key is still (id): each has business_id and is reached by
 * (business_id, id) through its composite foreign keys; before distributing, migration after
 * migration makes (business_id, id) the primary key (decision 0156). The list may only shrink: a
 * new tenant table starts with business_id in its key.
 */
const PRIMARY_KEY_ON_ID_ONLY = new Set([
  'appointment_change_requests',
  'appointment_requests',
  'appointments',
  'availability_exceptions',
  'availability_slots',
  'bono_movements',
  'bono_templates',
  'bonos',
  'booking_links',
  'booking_slugs',
  'class_enrolments',
  'class_reports',
  'class_waitlist',
  'classes',
  'clients',
  'commission_rules',
  'consent_acceptances',
  'consent_request_acceptances',
  'consent_versions',
  'course_enrolments',
  'course_makeups',
  'courses',
  'dog_documents',
  'dog_photos',
  'dogs',
  'exercise_photos',
  'exercises',
  'export_jobs',
  'homework_items',
  'invoice_events',
  'invoice_lines',
  'invoice_records',
  'invoice_submissions',
  'invoices',
  'member_invitations',
  'outgoing_messages',
  'owner_area_invitations',
  'payments',
  'practice_ticks',
  'privacy_texts',
  'report_links',
  'sent_agendas',
  'sent_class_reminders',
  'sent_reminders',
  'services',
  'session_reports',
  'trainer_occupancy',
  'training_sessions',
  'vaccinations',
  'vaccine_reminders',
  'weekly_hours',
]);

/**
 * Foreign keys between tenant tables on the id alone (decision 0156): the nullable ones become
 * (business_id, x_id) with ON DELETE SET NULL (x_id) (PostgreSQL 15), the others plain composites.
 */
const FOREIGN_KEYS_ON_ID_ONLY = new Set([
  'appointments_request_id_appointment_requests_id_fk',
  'appointment_change_requests_appointment_id_appointments_id_fk',
  'booking_links_appointment_id_appointments_id_fk',
  'booking_links_request_id_appointment_requests_id_fk',
  'bono_movements_reverses_fk',
  'sent_reminders_appointment_id_appointments_id_fk',
  // PostgreSQL cuts names at 63 characters: this is the whole name as the catalog has it.
  'consent_request_acceptances_request_id_appointment_requests_id_',
  'sent_class_reminders_place_id_class_enrolments_id_fk',
]);

describe('the schema, ready to be distributed by business_id', () => {
  let database: Awaited<ReturnType<typeof openTestDatabase>>;
  let tables: { name: string; tenant: boolean; primaryKeyHasBusiness: boolean }[];
  let foreignKeys: { name: string; hasBusiness: boolean }[];

  beforeAll(async () => {
    database = await openTestDatabase();
    tables = await database.sql`
      select c.relname as name,
        exists (select 1 from pg_attribute a where a.attrelid = c.oid and a.attname = 'business_id'
          and not a.attisdropped) as tenant,
        exists (select 1 from pg_constraint k join pg_attribute a on a.attrelid = c.oid
            and a.attnum = any(k.conkey) and a.attname = 'business_id'
          where k.conrelid = c.oid and k.contype = 'p') as "primaryKeyHasBusiness"
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relispartition
      order by c.relname`;
    // Foreign keys from one tenant table to another.
    foreignKeys = await database.sql`
      select k.conname as name,
        exists (select 1 from pg_attribute a where a.attrelid = k.conrelid
          and a.attnum = any(k.conkey) and a.attname = 'business_id') as "hasBusiness"
      from pg_constraint k
      where k.contype = 'f'
        and exists (select 1 from pg_attribute a where a.attrelid = k.conrelid and a.attname = 'business_id')
        and exists (select 1 from pg_attribute a where a.attrelid = k.confrelid and a.attname = 'business_id')
      order by k.conname`;
  });
  afterAll(() => database.close());

  it('names every table without business_id as global, with its reason', () => {
    const global = tables.filter((t) => !t.tenant).map((t) => t.name);
    expect(global.sort()).toEqual(Object.keys(GLOBAL_TABLES).sort());
  });

  it("has business_id in every tenant table's primary key, but for the listed ones", () => {
    const lacking = tables.filter((t) => t.tenant && !t.primaryKeyHasBusiness).map((t) => t.name);
    // A new table may not join the list, and a fixed one leaves it.
    expect(lacking.filter((name) => !PRIMARY_KEY_ON_ID_ONLY.has(name))).toEqual([]);
    expect([...PRIMARY_KEY_ON_ID_ONLY].filter((name) => !lacking.includes(name))).toEqual([]);
  });

  it('has business_id in every foreign key between tenant tables, but for the listed ones', () => {
    const lacking = foreignKeys.filter((k) => !k.hasBusiness).map((k) => k.name);
    expect(lacking.filter((name) => !FOREIGN_KEYS_ON_ID_ONLY.has(name))).toEqual([]);
    expect([...FOREIGN_KEYS_ON_ID_ONLY].filter((name) => !lacking.includes(name))).toEqual([]);
  });
});
