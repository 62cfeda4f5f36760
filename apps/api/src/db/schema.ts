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
import {
  APPOINTMENT_STATUSES,
  AUDIT_ACTIONS,
  AUDIT_TARGET_TYPES,
  type AuditDetails,
  BONO_MOVEMENT_SOURCES,
  CANCELLED_BY,
  CHANGE_REQUEST_STATUSES,
  DEFAULT_CANCELLATION_NOTICE_HOURS,
  MAX_CANCELLATION_NOTICE_HOURS,
  EXCEPTION_KINDS,
  PAYMENT_METHODS,
  PAYMENT_TARGETS,
  REMINDER_LEAD_MINUTES,
  REQUEST_SOURCES,
  REQUEST_STATUSES,
  ROLES,
  SERVICE_KINDS,
  EXPORT_STATUSES,
  MESSAGE_CHANNELS,
  OUTGOING_MESSAGE_STATUSES,
} from '@adiestra/shared';
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
    // The target of the bookings' (user_id, client_id, dog_id) key: a booking's dog is its client's.
    unique('dogs_user_client_id_key').on(t.userId, t.clientId, t.id),
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

/** A trainer's catalogue (issue 18): what requests, appointments, sessions and bonos are of. */
export const services = pgTable(
  'services',
  {
    id: id(),
    userId: owner(),
    name: text('name').notNull(),
    description: text('description'),
    duration: integer('duration').notNull().default(60),
    /** Integer cents, IVA included; null is "a consultar". */
    priceCents: integer('price_cents'),
    kind: text('kind', { enum: SERVICE_KINDS }).notNull().default('individual'),
    isPublic: boolean('is_public').notNull().default(true),
    color: text('color').notNull().default('#2563eb'),
    /** The catalogue's order: the default services keep the spec's order. */
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('services_user_id_key').on(t.userId, t.id),
    uniqueIndex('services_user_name_key').on(t.userId, sql`lower(${t.name})`),
    check('services_duration_check', sql`${t.duration} between 15 and 480`),
    check('services_price_check', sql`${t.priceCents} is null or ${t.priceCents} >= 0`),
    check('services_color_check', sql`${t.color} ~ '^#[0-9a-f]{6}$'`),
    enumCheck('services_kind_check', t.kind, SERVICE_KINDS),
  ],
);

/** A (user_id, service_id) key: a row can only name its own trainer's service. */
const serviceFk = (name: string, userId: AnyPgColumn, serviceId: AnyPgColumn) =>
  foreignKey({
    name,
    columns: [userId, serviceId],
    foreignColumns: [services.userId, services.id],
  });

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
    /** Issue 17: the trainer's private notes, never shown to the owner. */
    privateNotes: text('private_notes'),
    progress: integer('progress'),
    nextSteps: text('next_steps'),
    rating: integer('rating'),
    serviceId: uuid('service_id'),
    /**
     * The appointment this session records ('Registrar sesión'), so the visit is billed once
     * (decision 0016). Its key (user_id, appointment_id) → appointments, ON DELETE SET NULL
     * (appointment_id), is hand-written in drizzle/0020_session_appointment.sql: Drizzle cannot
     * declare the column list.
     */
    appointmentId: uuid('appointment_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    serviceFk('training_sessions_user_service_fk', t.userId, t.serviceId),
    // One session per appointment: a second 'Registrar sesión' of the same visit is refused.
    uniqueIndex('training_sessions_appointment_key')
      .on(t.userId, t.appointmentId)
      .where(sql`${t.appointmentId} is not null`),
    unique('training_sessions_user_id_key').on(t.userId, t.id),
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
 * Each trainer's running totals over their sessions, kept by statement triggers on
 * training_sessions (hand-written in drizzle/0021_session_totals.sql), so the unfiltered session
 * stats read one row instead of every session (decision 0023). Derived: backups leave it
 * out and a restore rebuilds it through the same triggers (db/backup.ts).
 */
export const sessionTotals = pgTable(
  'session_totals',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    sessions: integer('sessions').notNull().default(0),
    minutes: integer('minutes').notNull().default(0),
    rated: integer('rated').notNull().default(0),
    ratingSum: integer('rating_sum').notNull().default(0),
  },
  (t) => [
    check(
      'session_totals_nonnegative_check',
      sql`${t.sessions} >= 0 and ${t.minutes} >= 0 and ${t.rated} >= 0 and ${t.ratingSum} >= 0`,
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

/**
 * A booking's client and dog (issue 13): nullable (a booking not linked yet, or whose client or dog
 * was deleted) and always the trainer's own, the dog always the client's. Drizzle cannot declare
 * `ON DELETE SET NULL (column)` (PostgreSQL 15), so the three foreign keys are written by hand in
 * migration 0010_booking_links.sql: deleting a client or dog keeps the booking, unlinked.
 */
const clientAndDogColumns = () => ({
  clientId: uuid('client_id'),
  dogId: uuid('dog_id'),
});
/** Issue 19: the trainer's weekly pattern, one row per range of a weekday (0 Sunday … 6 Saturday). */
export const weeklyHours = pgTable(
  'weekly_hours',
  {
    id: id(),
    userId: owner(),
    weekday: integer('weekday').notNull(),
    startTime: time('start_time').notNull(),
    endTime: time('end_time').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('weekly_hours_user_idx').on(t.userId, t.weekday),
    check('weekly_hours_weekday_check', sql`${t.weekday} between 0 and 6`),
    check('weekly_hours_order_check', sql`${t.endTime} > ${t.startTime}`),
  ],
);

/**
 * Issue 19: dates that differ from the weekly pattern. CLOSED removes time (whole days when the
 * times are null) on every date of the range; EXTRA adds hours on one date.
 */
export const availabilityExceptions = pgTable(
  'availability_exceptions',
  {
    id: id(),
    userId: owner(),
    kind: text('kind', { enum: EXCEPTION_KINDS }).notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    startTime: time('start_time'),
    endTime: time('end_time'),
    reason: text('reason'),
    createdAt: createdAt(),
  },
  (t) => [
    index('availability_exceptions_user_dates_idx').on(t.userId, t.startDate, t.endDate),
    enumCheck('availability_exceptions_kind_check', t.kind, EXCEPTION_KINDS),
    check('availability_exceptions_dates_check', sql`${t.endDate} >= ${t.startDate}`),
    check(
      'availability_exceptions_times_check',
      sql`(${t.startTime} is null and ${t.endTime} is null and ${t.kind} = 'CLOSED') or ${t.endTime} > ${t.startTime}`,
    ),
  ],
);

/** Issue 19: the public page's rules; a trainer without a row has DEFAULT_BOOKING_RULES. */
export const bookingRules = pgTable(
  'booking_rules',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    bufferBeforeMinutes: integer('buffer_before_minutes').notNull(),
    bufferAfterMinutes: integer('buffer_after_minutes').notNull(),
    minNoticeHours: integer('min_notice_hours').notNull(),
    horizonDays: integer('horizon_days').notNull(),
    stepMinutes: integer('step_minutes').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check(
      'booking_rules_buffers_check',
      sql`${t.bufferBeforeMinutes} between 0 and 120 and ${t.bufferAfterMinutes} between 0 and 120`,
    ),
    check('booking_rules_notice_check', sql`${t.minNoticeHours} between 0 and 720`),
    check('booking_rules_horizon_check', sql`${t.horizonDays} between 1 and 730`),
    check('booking_rules_step_check', sql`${t.stepMinutes} in (15, 30, 60)`),
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
    serviceId: uuid('service_id'),
    serviceDescription: text('service_description'),
    notes: text('notes'),
    status: text('status', { enum: REQUEST_STATUSES }).notNull().default('PENDING'),
    rejectionReason: text('rejection_reason'),
    ...clientAndDogColumns(),
    source: text('source', { enum: REQUEST_SOURCES }).notNull().default('public'),
    consentAt: tz('consent_at'),
    /** Issue 20: the privacy text version accepted (key to privacy_texts in the migration). */
    privacyTextId: uuid('privacy_text_id'),
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
    index('appointment_requests_client_idx').on(t.userId, t.clientId),
    index('appointment_requests_dog_idx').on(t.userId, t.dogId),
    serviceFk('appointment_requests_user_service_fk', t.userId, t.serviceId),
    enumCheck('appointment_requests_status_check', t.status, REQUEST_STATUSES),
    enumCheck('appointment_requests_source_check', t.source, REQUEST_SOURCES),
    index('appointment_requests_client_email_idx').on(sql`lower(${t.clientEmail})`),
  ],
);

/**
 * Two appointments of one trainer that are not CANCELLED never overlap (a COMPLETED one keeps its
 * time): `appointments_no_overlap`, an exclusion constraint on `period` that Drizzle cannot declare,
 * is in drizzle/0001_scheduling_constraints.sql, its predicate widened by the issue-19 migration.
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
    ...clientAndDogColumns(),
    scheduledDate: date('scheduled_date', { mode: 'string' }).notNull(),
    scheduledTime: time('scheduled_time').notNull(),
    duration: integer('duration').notNull().default(60),
    serviceType: text('service_type').notNull(),
    serviceId: uuid('service_id'),
    status: text('status', { enum: APPOINTMENT_STATUSES }).notNull().default('SCHEDULED'),
    notes: text('notes'),
    /** RFC 5545 SEQUENCE of the appointment's event: raised on each change of time and on cancel. */
    icsSequence: integer('ics_sequence').notNull().default(0),
    /** Who cancelled it (the owner from their area, or the trainer); null when not cancelled. */
    cancelledBy: text('cancelled_by', { enum: CANCELLED_BY }),
    /** When the owner pressed "Confirmo asistencia" in the reminder (issue 16); null until then. */
    ownerConfirmedAt: tz('owner_confirmed_at'),
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
    index('appointments_client_idx').on(t.userId, t.clientId),
    index('appointments_dog_idx').on(t.userId, t.dogId),
    serviceFk('appointments_user_service_fk', t.userId, t.serviceId),
    // The target of (user_id, appointment_id) keys (payments, bono uses).
    unique('appointments_user_id_key').on(t.userId, t.id),
    // One appointment per request, whatever the API does.
    unique('appointments_request_id_key').on(t.requestId),
    enumCheck('appointments_status_check', t.status, APPOINTMENT_STATUSES),
    check('appointments_duration_check', sql`${t.duration} between 1 and 480`),
    enumCheck('appointments_cancelled_by_check', t.cancelledBy, CANCELLED_BY),
    // The owners' area finds an owner's bookings by their e-mail, compared case-insensitively.
    index('appointments_client_email_idx').on(sql`lower(${t.clientEmail})`),
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

/*
 * The owners' area (issue 15). An owner is an e-mail address: no account row. Every token below is
 * 256 random bits handed out once and stored only as its SHA-256, so a copy of the database opens
 * nothing.
 */

/** One-time sign-in links: 15 minutes, good once. */
export const ownerSignInTokens = pgTable(
  'owner_sign_in_tokens',
  {
    id: id(),
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: tz('expires_at').notNull(),
    usedAt: tz('used_at'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('owner_sign_in_tokens_hash_key').on(t.tokenHash)],
);

/** Owner sessions: separate from trainers' login_sessions, checked on every request, revocable. */
export const ownerSessions = pgTable(
  'owner_sessions',
  {
    id: id(),
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: tz('expires_at').notNull(),
    revokedAt: tz('revoked_at'),
    /** Issue 20: when the owner accepted, and which trainers' privacy text versions. */
    consentAt: tz('consent_at'),
    privacyTextIds: uuid('privacy_text_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
  },
  (t) => [
    uniqueIndex('owner_sessions_hash_key').on(t.tokenHash),
    index('owner_sessions_email_idx').on(t.email),
  ],
);

/** A link from an e-mail to one appointment or one request, usable without signing in. */
export const bookingLinks = pgTable(
  'booking_links',
  {
    id: id(),
    userId: owner(),
    tokenHash: text('token_hash').notNull(),
    appointmentId: uuid('appointment_id').references(() => appointments.id, {
      onDelete: 'cascade',
    }),
    requestId: uuid('request_id').references(() => appointmentRequests.id, {
      onDelete: 'cascade',
    }),
    expiresAt: tz('expires_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('booking_links_hash_key').on(t.tokenHash),
    check(
      'booking_links_target_check',
      sql`(${t.appointmentId} is null) <> (${t.requestId} is null)`,
    ),
  ],
);

/** What a trainer shows owners and the notice an owner's cancellation needs (Ajustes). */
export const ownerAreaSettings = pgTable(
  'owner_area_settings',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    cancellationNoticeHours: integer('cancellation_notice_hours')
      .notNull()
      .default(DEFAULT_CANCELLATION_NOTICE_HOURS),
    businessName: text('business_name'),
    contactPhone: text('contact_phone'),
    sessionPlace: text('session_place'),
    updatedAt: updatedAt(),
  },
  (t) => [
    check(
      'owner_area_settings_notice_check',
      sql`${t.cancellationNoticeHours} between 0 and ${sql.raw(String(MAX_CANCELLATION_NOTICE_HOURS))}`,
    ),
  ],
);

/**
 * An owner's request to move an appointment; the appointment stands until the trainer approves.
 * At most one PENDING change per appointment.
 */
export const appointmentChangeRequests = pgTable(
  'appointment_change_requests',
  {
    id: id(),
    userId: owner(),
    appointmentId: uuid('appointment_id')
      .notNull()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    requestedDate: date('requested_date', { mode: 'string' }).notNull(),
    requestedTime: time('requested_time').notNull(),
    status: text('status', { enum: CHANGE_REQUEST_STATUSES }).notNull().default('PENDING'),
    rejectionReason: text('rejection_reason'),
    createdAt: createdAt(),
    decidedAt: tz('decided_at'),
  },
  (t) => [
    index('appointment_change_requests_user_status_idx').on(t.userId, t.status, t.createdAt),
    uniqueIndex('appointment_change_requests_one_pending_key')
      .on(t.appointmentId)
      .where(sql`${t.status} = 'PENDING'`),
    enumCheck('appointment_change_requests_status_check', t.status, CHANGE_REQUEST_STATUSES),
  ],
);

/** Pack templates: "bono de 5 sesiones, válido 90 días" of one service (issue 18). */
export const bonoTemplates = pgTable(
  'bono_templates',
  {
    id: id(),
    userId: owner(),
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
    unique('bono_templates_user_id_key').on(t.userId, t.id),
    serviceFk('bono_templates_user_service_fk', t.userId, t.serviceId),
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
    userId: owner(),
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
    unique('bonos_user_id_key').on(t.userId, t.id),
    index('bonos_user_client_idx').on(t.userId, t.clientId, t.expiresOn),
    foreignKey({
      name: 'bonos_user_client_fk',
      columns: [t.userId, t.clientId],
      foreignColumns: [clients.userId, clients.id],
    }).onDelete('cascade'),
    serviceFk('bonos_user_service_fk', t.userId, t.serviceId),
    foreignKey({
      name: 'bonos_user_template_fk',
      columns: [t.userId, t.templateId],
      foreignColumns: [bonoTemplates.userId, bonoTemplates.id],
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
    userId: owner(),
    bonoId: uuid('bono_id').notNull(),
    delta: integer('delta').notNull(),
    source: text('source', { enum: BONO_MOVEMENT_SOURCES }).notNull(),
    reason: text('reason'),
    sessionId: uuid('session_id'),
    appointmentId: uuid('appointment_id'),
    /** For an undo, the use it reverses; unique, so a use is undone once at most. */
    reversesId: uuid('reverses_id'),
    createdAt: createdAt(),
    // (user_id, session_id) and (user_id, appointment_id) keys, ON DELETE SET NULL of that column:
    // hand-written in the migration, as for payments.
  },
  (t) => [
    index('bono_movements_bono_idx').on(t.bonoId, t.createdAt),
    uniqueIndex('bono_movements_reverses_key').on(t.reversesId),
    // An appointment uses at most one unit, whichever way it is recorded (completed, or its
    // session registered): a second use of the same visit is refused by the database.
    uniqueIndex('bono_movements_appointment_use_key')
      .on(t.userId, t.appointmentId)
      .where(sql`${t.delta} = -1 and ${t.appointmentId} is not null`),
    foreignKey({
      name: 'bono_movements_user_bono_fk',
      columns: [t.userId, t.bonoId],
      foreignColumns: [bonos.userId, bonos.id],
    }).onDelete('cascade'),
    // `bono_movements_reverses_fk` (an undo names its use) is DEFERRABLE, so a restore may load
    // the rows in any order: hand-written in the migration.
    check('bono_movements_delta_check', sql`${t.delta} in (-1, 1)`),
    enumCheck('bono_movements_source_check', t.source, BONO_MOVEMENT_SOURCES),
  ],
);

/**
 * The payments ledger: receipts, not invoices. A refund is a negative entry; rows are never
 * updated nor deleted. Each entry pays for exactly one appointment, session or bono.
 * `provider`/`external_reference` are for an online payment provider later (none now).
 */
export const payments = pgTable(
  'payments',
  {
    id: id(),
    userId: owner(),
    clientId: uuid('client_id'),
    /** Kept with the entry, so the ledger reads the same after a client is deleted. */
    clientName: text('client_name'),
    target: text('target', { enum: PAYMENT_TARGETS }).notNull(),
    concept: text('concept').notNull(),
    appointmentId: uuid('appointment_id'),
    sessionId: uuid('session_id'),
    bonoId: uuid('bono_id'),
    amountCents: integer('amount_cents').notNull(),
    method: text('method', { enum: PAYMENT_METHODS }).notNull(),
    paidOn: date('paid_on', { mode: 'string' }).notNull(),
    note: text('note'),
    provider: text('provider'),
    externalReference: text('external_reference'),
    createdAt: createdAt(),
  },
  (t) => [
    index('payments_user_paid_idx').on(t.userId, t.paidOn),
    index('payments_user_client_idx').on(t.userId, t.clientId),
    // Its (user_id, client/appointment/session/bono) keys are ON DELETE SET NULL of that column
    // only (PostgreSQL 15), which Drizzle cannot declare: hand-written in the migration. A
    // deleted record leaves its payments, with their concept and client name, in the ledger.
    check('payments_amount_check', sql`${t.amountCents} <> 0`),
    check(
      'payments_target_check',
      sql`(${t.target} = 'appointment' and ${t.sessionId} is null and ${t.bonoId} is null)
        or (${t.target} = 'session' and ${t.appointmentId} is null and ${t.bonoId} is null)
        or (${t.target} = 'bono' and ${t.appointmentId} is null and ${t.sessionId} is null)`,
    ),
    enumCheck('payments_method_check', t.method, PAYMENT_METHODS),
    enumCheck('payments_target_enum_check', t.target, PAYMENT_TARGETS),
  ],
);

/**
 * The trainer's private calendar feed (issue 16): one live token per trainer, kept only as its
 * SHA-256, so a new one replaces the old at once.
 */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('calendar_feeds_token_hash_key').on(t.tokenHash)],
);

/** The trainer's reminder settings (Ajustes); no row means the defaults (24 h, no agenda). */
export const reminderSettings = pgTable(
  'reminder_settings',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Minutes before the appointment; null: no reminders. */
    leadMinutes: integer('lead_minutes').default(1440),
    dailyAgenda: boolean('daily_agenda').notNull().default(false),
    updatedAt: updatedAt(),
  },
  (t) => [
    check(
      'reminder_settings_lead_minutes_check',
      sql`${t.leadMinutes} is null or ${t.leadMinutes} in (${sql.raw(REMINDER_LEAD_MINUTES.join(', '))})`,
    ),
  ],
);

/**
 * One row per reminder sent: the unique key (appointment, lead time, start) is what makes a
 * reminder go out once, whatever the number of processes or restarts. The row also holds the
 * owner's confirmation link (hashed).
 */
export const sentReminders = pgTable(
  'sent_reminders',
  {
    id: id(),
    userId: owner(),
    appointmentId: uuid('appointment_id')
      .notNull()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    leadMinutes: integer('lead_minutes').notNull(),
    /** The appointment's start when the reminder was sent: a moved appointment gets a new one. */
    startsAt: tz('starts_at').notNull(),
    tokenHash: text('token_hash').notNull(),
    sentAt: createdAt(),
  },
  (t) => [
    unique('sent_reminders_once_key').on(t.appointmentId, t.leadMinutes, t.startsAt),
    uniqueIndex('sent_reminders_token_hash_key').on(t.tokenHash),
  ],
);

/** Daily agenda e-mails sent: one per trainer and local day, whatever the processes. */
export const sentAgendas = pgTable(
  'sent_agendas',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    sentAt: createdAt(),
  },
  (t) => [unique('sent_agendas_once_key').on(t.userId, t.day)],
);

// ── Issue 20: data out (exports) ─────────────────────────────────────────────────────────

/**
 * A trainer's full export, built in the background by the API process that was asked
 * (modules/exports): its progress while it runs, then the ZIP until it expires.
 */
export const exportJobs = pgTable(
  'export_jobs',
  {
    id: id(),
    userId: owner(),
    status: text('status', { enum: EXPORT_STATUSES }).notNull().default('pending'),
    progress: integer('progress').notNull().default(0),
    file: bytea('file'),
    sizeBytes: integer('size_bytes'),
    error: text('error'),
    createdAt: createdAt(),
    finishedAt: tz('finished_at'),
    expiresAt: tz('expires_at').notNull(),
  },
  (t) => [
    index('export_jobs_user_created_idx').on(t.userId, t.createdAt),
    // At most one export of a trainer is being built at a time, whatever the processes.
    uniqueIndex('export_jobs_one_running_key')
      .on(t.userId)
      .where(sql`${t.status} in ('pending', 'running')`),
    enumCheck('export_jobs_status_check', t.status, EXPORT_STATUSES),
    check('export_jobs_progress_check', sql`${t.progress} between 0 and 100`),
  ],
);

/*
 * Issue 20: the admins' audit log, the trainers' privacy texts (each change a new version) and
 * the consent records that name them.
 */

/** Who did what and when; `details` carries ids and counts, never personal data. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: id(),
    /** Null once the acting account is deleted: the entry stays. */
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action', { enum: AUDIT_ACTIONS }).notNull(),
    targetType: text('target_type', { enum: AUDIT_TARGET_TYPES }).notNull(),
    targetId: uuid('target_id'),
    details: jsonb('details').$type<AuditDetails>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt, t.id),
    index('audit_log_action_created_idx').on(t.action, t.createdAt),
    enumCheck('audit_log_action_check', t.action, AUDIT_ACTIONS),
    enumCheck('audit_log_target_type_check', t.targetType, AUDIT_TARGET_TYPES),
  ],
);

/** A trainer's privacy text: never updated, a change is the next version. */
export const privacyTexts = pgTable(
  'privacy_texts',
  {
    id: id(),
    userId: owner(),
    version: integer('version').notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    unique('privacy_texts_user_version_key').on(t.userId, t.version),
    unique('privacy_texts_user_id_key').on(t.userId, t.id),
    check('privacy_texts_version_check', sql`${t.version} >= 1`),
  ],
);

/*
 * Training the owner can follow (issue 17): the trainer's exercise library, homework on a
 * session, the report sent to the owner (its links hashed like the owners' area's) and the
 * owner's practice log. Rows name each other with (user_id, id) keys, so nothing crosses trainers.
 */

/**
 * An exercise's photo, through the dogs' image pipeline (decision 0006): never updated, served by
 * its random v4 id. Library exercises and the homework copied from them point at it, so a sent
 * report keeps its picture when the library changes; a photo nothing points at is deleted
 * (exercises.service.ts, under the trainer's lock).
 */
export const exercisePhotos = pgTable(
  'exercise_photos',
  {
    id: id(),
    userId: owner(),
    image: bytea('image').notNull(),
    thumbnail: bytea('thumbnail').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    createdAt: createdAt(),
  },
  (t) => [unique('exercise_photos_user_id_key').on(t.userId, t.id)],
);

/** A trainer's reusable exercises; every account starts with DEFAULT_EXERCISES. */
export const exercises = pgTable(
  'exercises',
  {
    id: id(),
    userId: owner(),
    name: text('name').notNull(),
    instructions: text('instructions'),
    videoUrl: text('video_url'),
    photoId: uuid('photo_id'),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('exercises_user_id_key').on(t.userId, t.id),
    uniqueIndex('exercises_user_name_key').on(t.userId, sql`lower(${t.name})`),
    foreignKey({
      name: 'exercises_user_photo_fk',
      columns: [t.userId, t.photoId],
      foreignColumns: [exercisePhotos.userId, exercisePhotos.id],
    }),
  ],
);

/** One exercise set as homework in a session (copied from the library, or written there). */
export const homeworkItems = pgTable(
  'homework_items',
  {
    id: id(),
    userId: owner(),
    sessionId: uuid('session_id').notNull(),
    /**
     * The library exercise it came from (its name and instructions are copied). Its key
     * (user_id, exercise_id) → exercises, ON DELETE SET NULL (exercise_id), is hand-written in
     * drizzle/0018_session_reports_homework.sql: Drizzle cannot declare the column list.
     */
    exerciseId: uuid('exercise_id'),
    name: text('name').notNull(),
    instructions: text('instructions'),
    videoUrl: text('video_url'),
    /** The exercise's photo when it was set (copied like its texts). */
    photoId: uuid('photo_id'),
    timesPerDay: integer('times_per_day').notNull(),
    daysPerWeek: integer('days_per_week').notNull(),
    /** Last day (trainer's zone); null: until the dog's next session. */
    untilDate: date('until_date', { mode: 'string' }),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    unique('homework_items_user_id_key').on(t.userId, t.id),
    index('homework_items_session_idx').on(t.sessionId),
    foreignKey({
      name: 'homework_items_user_photo_fk',
      columns: [t.userId, t.photoId],
      foreignColumns: [exercisePhotos.userId, exercisePhotos.id],
    }),
    foreignKey({
      name: 'homework_items_user_session_fk',
      columns: [t.userId, t.sessionId],
      foreignColumns: [trainingSessions.userId, trainingSessions.id],
    }).onDelete('cascade'),
    check('homework_items_times_check', sql`${t.timesPerDay} between 1 and 10`),
    check('homework_items_days_check', sql`${t.daysPerWeek} between 1 and 7`),
  ],
);

/** A session's report once sent to the owner: what makes it visible in the owner's area. */
export const sessionReports = pgTable(
  'session_reports',
  {
    sessionId: uuid('session_id').primaryKey(),
    userId: owner(),
    ownerEmail: text('owner_email').notNull(),
    firstSentAt: tz('first_sent_at').notNull(),
    lastSentAt: tz('last_sent_at').notNull(),
    sendCount: integer('send_count').notNull().default(1),
  },
  (t) => [
    index('session_reports_owner_email_idx').on(t.ownerEmail),
    foreignKey({
      name: 'session_reports_user_session_fk',
      columns: [t.userId, t.sessionId],
      foreignColumns: [trainingSessions.userId, trainingSessions.id],
    }).onDelete('cascade'),
  ],
);

/** The link an e-mailed report carries: 256 random bits, stored only as SHA-256. */
export const reportLinks = pgTable(
  'report_links',
  {
    id: id(),
    userId: owner(),
    sessionId: uuid('session_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: tz('expires_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('report_links_hash_key').on(t.tokenHash),
    foreignKey({
      name: 'report_links_user_session_fk',
      columns: [t.userId, t.sessionId],
      foreignColumns: [trainingSessions.userId, trainingSessions.id],
    }).onDelete('cascade'),
  ],
);

/** The owner's practice log: one tick per homework item and day, whatever the clicks. */
export const practiceTicks = pgTable(
  'practice_ticks',
  {
    id: id(),
    userId: owner(),
    homeworkId: uuid('homework_id').notNull(),
    /** The day practised, in the trainer's zone. */
    day: date('day', { mode: 'string' }).notNull(),
    comment: text('comment'),
    createdAt: createdAt(),
  },
  (t) => [
    unique('practice_ticks_once_key').on(t.homeworkId, t.day),
    foreignKey({
      name: 'practice_ticks_user_homework_fk',
      columns: [t.userId, t.homeworkId],
      foreignColumns: [homeworkItems.userId, homeworkItems.id],
    }).onDelete('cascade'),
  ],
);

// ── Issue 26: the transactional outbox (lib/outbox.ts, decision 0026) ───────────────────

/**
 * Every message the app sends, written in the transaction of the change that causes it and sent
 * by the outbox worker. Not to be confused with DATA_DIR/outbox, the dev mail drop of .eml files.
 * `payload` is the rendered message (text, html, attachments), so what is sent is what was
 * decided at commit time. `locked_until` is the lease of the process sending it.
 */
export const outgoingMessages = pgTable(
  'outgoing_messages',
  {
    id: id(),
    /** The trainer the message concerns, when any (account mails to admins have none). */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    channel: text('channel', { enum: MESSAGE_CHANNELS }).notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    payload: jsonb('payload').$type<OutgoingPayload>().notNull(),
    status: text('status', { enum: OUTGOING_MESSAGE_STATUSES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: tz('next_attempt_at').notNull().defaultNow(),
    lockedUntil: tz('locked_until'),
    lastError: text('last_error'),
    createdAt: createdAt(),
    sentAt: tz('sent_at'),
  },
  (t) => [
    index('outgoing_messages_due_idx').on(t.status, t.nextAttemptAt),
    index('outgoing_messages_user_idx').on(t.userId),
    enumCheck('outgoing_messages_channel_check', t.channel, MESSAGE_CHANNELS),
    enumCheck('outgoing_messages_status_check', t.status, OUTGOING_MESSAGE_STATUSES),
  ],
);

/** A rendered e-mail as stored: attachments' content as text (calendar files are). */
export interface OutgoingPayload {
  text: string;
  html?: string;
  attachments?: { filename: string; content: string; contentType?: string }[];
}
