import { sql, type SQL } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  time,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
  foreignKey,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { APPOINTMENT_STATUSES, REQUEST_SOURCES, REQUEST_STATUSES, ROLES } from '@adiestra/shared';
import { spanishSortKey } from '../lib/sort-key.ts';
import { foldSql } from '../lib/text-search.ts';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** A wall-clock range (timestamp without time zone), as the exclusion constraints compare. */
const tsrange = customType<{ data: string }>({ dataType: () => 'tsrange' });

/** A CHECK that keeps a text column inside one of the shared enums (packages/shared). */
const enumCheck = (name: string, column: AnyPgColumn, values: readonly string[]) =>
  check(name, sql`${column} in (${sql.raw(values.map((v) => `'${v}'`).join(', '))})`);

const id = () => uuid('id').primaryKey();
const tz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const createdAt = () => tz('created_at').notNull().defaultNow();
const updatedAt = () => tz('updated_at').notNull().defaultNow();
/** The trainer who owns a row: every tenant query filters on it. */
const owner = () =>
  uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

export const users = pgTable(
  'users',
  {
    id: id(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull().default(''),
    phone: text('phone'),
    role: text('role', { enum: ROLES }).notNull().default('user'),
    isApproved: boolean('is_approved').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    timeZone: text('time_zone').notNull().default('Europe/Madrid'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    lastLogin: tz('last_login'),
  },
  (t) => [uniqueIndex('users_email_key').on(t.email), enumCheck('users_role_check', t.role, ROLES)],
);

/** One row per issued token: checked on every request so revocation is immediate. */
export const loginSessions = pgTable(
  'login_sessions',
  {
    id: id(),
    userId: owner(),
    createdAt: createdAt(),
    expiresAt: tz('expires_at').notNull(),
    revokedAt: tz('revoked_at'),
  },
  (t) => [index('login_sessions_user_idx').on(t.userId)],
);

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: id(),
    userId: owner(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: tz('expires_at').notNull(),
    usedAt: tz('used_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('password_reset_tokens_hash_key').on(t.tokenHash),
    index('password_reset_tokens_user_idx').on(t.userId),
  ],
);

export const clients = pgTable(
  'clients',
  {
    id: id(),
    userId: owner(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull().default(''),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    address: text('address'),
    emergencyContact: text('emergency_contact'),
    emergencyPhone: text('emergency_phone'),
    notes: text('notes'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** The full name folded for search (lib/text-search.ts), kept by the database. */
    nameKey: text('name_key').generatedAlwaysAs((): SQL =>
      foldSql(sql`${clients.firstName} || ' ' || ${clients.lastName}`),
    ),
  },
  (t) => [
    index('clients_user_created_idx').on(t.userId, t.createdAt),
    // Names searched anywhere in them (the sessions search, the selectors): trigram indexes answer
    // `%term%` without reading every row (bench/README.md, run D).
    index('clients_name_key_trgm_idx').using('gin', t.nameKey.op('gin_trgm_ops')),
    // The target of the (user_id, client_id) keys: a dog can only name its own trainer's client.
    unique('clients_user_id_key').on(t.userId, t.id),
  ],
);

export const dogs = pgTable(
  'dogs',
  {
    id: id(),
    userId: owner(),
    clientId: uuid('client_id').notNull(),
    name: text('name').notNull(),
    breed: text('breed').notNull(),
    age: doublePrecision('age'),
    weight: doublePrecision('weight'),
    height: doublePrecision('height'),
    notes: text('notes'),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** Name and breed folded for search (lib/text-search.ts), kept by the database. */
    nameKey: text('name_key').generatedAlwaysAs((): SQL => foldSql(dogs.name)),
    breedKey: text('breed_key').generatedAlwaysAs((): SQL => foldSql(dogs.breed)),
  },
  (t) => [
    index('dogs_user_name_idx').on(t.userId, t.name),
    // The dogs list's order (lib/sort-key.ts): a page is read off the index, never sorted.
    index('dogs_user_sort_idx').on(t.userId, spanishSortKey(t.name), t.name, t.id),
    index('dogs_client_idx').on(t.clientId),
    index('dogs_name_key_trgm_idx').using('gin', t.nameKey.op('gin_trgm_ops')),
    unique('dogs_user_id_key').on(t.userId, t.id),
    // Tenant isolation in the database: the client must belong to the dog's trainer.
    foreignKey({
      name: 'dogs_user_client_fk',
      columns: [t.userId, t.clientId],
      foreignColumns: [clients.userId, clients.id],
    }).onDelete('cascade'),
  ],
);

/** One photo per dog; a replacement is a new row (new id, new URL) so URLs can be cached forever. */
export const dogPhotos = pgTable(
  'dog_photos',
  {
    id: id(),
    userId: owner(),
    dogId: uuid('dog_id').notNull(),
    image: bytea('image').notNull(),
    thumbnail: bytea('thumbnail').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('dog_photos_dog_key').on(t.dogId),
    foreignKey({
      name: 'dog_photos_user_dog_fk',
      columns: [t.userId, t.dogId],
      foreignColumns: [dogs.userId, dogs.id],
    }).onDelete('cascade'),
  ],
);

export const trainingSessions = pgTable(
  'training_sessions',
  {
    id: id(),
    userId: owner(),
    dogId: uuid('dog_id').notNull(),
    date: tz('date').notNull(),
    duration: integer('duration').notNull(),
    objectives: text('objectives').notNull(),
    activities: text('activities').notNull(),
    observations: text('observations'),
    progress: integer('progress'),
    nextSteps: text('next_steps'),
    rating: integer('rating'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // Lists by date, and the session stats (counts, minutes, rating over every session of the
    // trainer) answered from the index alone, without reading the rows (migration 0006).
    index('training_sessions_user_date_stats_idx').on(t.userId, t.date, t.duration, t.rating),
    index('training_sessions_dog_date_idx').on(t.dogId, t.date),
    foreignKey({
      name: 'training_sessions_user_dog_fk',
      columns: [t.userId, t.dogId],
      foreignColumns: [dogs.userId, dogs.id],
    }).onDelete('cascade'),
    // The sessions search (ILIKE '%…%') on a trainer's tens of thousands of sessions: trigram
    // indexes (pg_trgm, migration 0004) instead of reading every row (bench/README.md).
    index('training_sessions_objectives_trgm_idx').using('gin', t.objectives.op('gin_trgm_ops')),
    index('training_sessions_activities_trgm_idx').using('gin', t.activities.op('gin_trgm_ops')),
    check('training_sessions_duration_check', sql`${t.duration} between 1 and 480`),
    check(
      'training_sessions_progress_check',
      sql`${t.progress} is null or ${t.progress} between 0 and 100`,
    ),
    check(
      'training_sessions_rating_check',
      sql`${t.rating} is null or ${t.rating} between 1 and 5`,
    ),
  ],
);

/**
 * Wall-clock times in the trainer's time zone; overlaps are refused by an exclusion constraint that
 * Drizzle cannot declare: `availability_slots_no_overlap` in drizzle/0001_scheduling_constraints.sql.
 */
export const availabilitySlots = pgTable(
  'availability_slots',
  {
    id: id(),
    userId: owner(),
    date: date('date', { mode: 'string' }).notNull(),
    startTime: time('start_time').notNull(),
    endTime: time('end_time').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('availability_slots_user_date_idx').on(t.userId, t.date),
    check('availability_slots_order_check', sql`${t.endTime} > ${t.startTime}`),
  ],
);

export const appointmentRequests = pgTable(
  'appointment_requests',
  {
    id: id(),
    userId: owner(),
    clientName: text('client_name').notNull(),
    clientEmail: text('client_email').notNull(),
    clientPhone: text('client_phone').notNull(),
    dogName: text('dog_name').notNull(),
    dogBreed: text('dog_breed'),
    dogAge: integer('dog_age'),
    requestedDate: date('requested_date', { mode: 'string' }).notNull(),
    requestedTime: time('requested_time'),
    duration: integer('duration').notNull().default(60),
    serviceType: text('service_type').notNull(),
    serviceDescription: text('service_description'),
    notes: text('notes'),
    status: text('status', { enum: REQUEST_STATUSES }).notNull().default('PENDING'),
    rejectionReason: text('rejection_reason'),
    source: text('source', { enum: REQUEST_SOURCES }).notNull().default('public'),
    consentAt: tz('consent_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** Owner's and dog's names folded for search (lib/text-search.ts), kept by the database. */
    clientNameKey: text('client_name_key').generatedAlwaysAs((): SQL =>
      foldSql(appointmentRequests.clientName),
    ),
    dogNameKey: text('dog_name_key').generatedAlwaysAs((): SQL =>
      foldSql(appointmentRequests.dogName),
    ),
  },
  (t) => [
    index('appointment_requests_user_status_idx').on(t.userId, t.status, t.createdAt),
    enumCheck('appointment_requests_status_check', t.status, REQUEST_STATUSES),
    enumCheck('appointment_requests_source_check', t.source, REQUEST_SOURCES),
  ],
);

/**
 * Two SCHEDULED appointments of one trainer never overlap: `appointments_no_overlap`, an exclusion
 * constraint on `period` that Drizzle cannot declare, is in drizzle/0001_scheduling_constraints.sql.
 */
export const appointments = pgTable(
  'appointments',
  {
    id: id(),
    userId: owner(),
    requestId: uuid('request_id').references(() => appointmentRequests.id, {
      onDelete: 'set null',
    }),
    clientName: text('client_name').notNull(),
    clientEmail: text('client_email').notNull(),
    clientPhone: text('client_phone').notNull(),
    dogName: text('dog_name').notNull(),
    dogBreed: text('dog_breed'),
    dogAge: integer('dog_age'),
    scheduledDate: date('scheduled_date', { mode: 'string' }).notNull(),
    scheduledTime: time('scheduled_time').notNull(),
    duration: integer('duration').notNull().default(60),
    serviceType: text('service_type').notNull(),
    status: text('status', { enum: APPOINTMENT_STATUSES }).notNull().default('SCHEDULED'),
    notes: text('notes'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** The appointment's wall-clock range, kept by the database; the overlap constraint reads it. */
    period: tsrange('period').generatedAlwaysAs(
      (): SQL =>
        sql`tsrange(${appointments.scheduledDate} + ${appointments.scheduledTime}, ${appointments.scheduledDate} + ${appointments.scheduledTime} + make_interval(mins => ${appointments.duration}), '[)')`,
    ),
  },
  (t) => [
    index('appointments_user_date_idx').on(t.userId, t.scheduledDate, t.scheduledTime),
    // One appointment per request, whatever the API does.
    unique('appointments_request_id_key').on(t.requestId),
    enumCheck('appointments_status_check', t.status, APPOINTMENT_STATUSES),
    check('appointments_duration_check', sql`${t.duration} between 1 and 480`),
  ],
);

/** First-party product analytics: no names, e-mails or form text; the user only by id. */
export const telemetryEvents = pgTable(
  'telemetry_events',
  {
    id: id(),
    type: text('type').notNull(),
    name: text('name').notNull(),
    route: text('route'),
    props: jsonb('props').$type<Record<string, string | number | boolean | null>>(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    visitorId: text('visitor_id'),
    release: text('release'),
    occurredAt: tz('occurred_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('telemetry_events_created_idx').on(t.createdAt),
    index('telemetry_events_type_created_idx').on(t.type, t.createdAt),
  ],
);

export const telemetryErrors = pgTable(
  'telemetry_errors',
  {
    id: id(),
    fingerprint: text('fingerprint').notNull(),
    message: text('message').notNull(),
    stack: text('stack'),
    route: text('route'),
    release: text('release'),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('telemetry_errors_fingerprint_idx').on(t.fingerprint, t.createdAt),
    index('telemetry_errors_created_idx').on(t.createdAt),
  ],
);

/** Rate-limit counters shared by every API process on one PostgreSQL (DESIGN §6). */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  resetAt: tz('reset_at').notNull(),
});
