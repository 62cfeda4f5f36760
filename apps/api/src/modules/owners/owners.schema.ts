import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  foreignKey,
  text,
  unique,
  time,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  OWNER_INVITATION_CHANNELS,
  OWNER_INVITATION_PURPOSES,
  BOOKING_SLUG_MAX,
  BOOKING_SLUG_PATTERN_SQL,
  CHANGE_REQUEST_STATUSES,
  CLASS_ENROLMENT_MODES,
  DEFAULT_CLASS_ENROLMENT_MODE,
  DEFAULT_CANCELLATION_NOTICE_HOURS,
  MAX_CANCELLATION_NOTICE_HOURS,
} from '@adiestra/shared';
import { enumCheck, id, tz, createdAt, updatedAt } from '../../db/columns.ts';
import { appointmentRequests } from '../appointment-requests/appointment-requests.schema.ts';
import { appointments } from '../appointments/appointments.schema.ts';
import { tenant, businesses } from '../auth/auth.schema.ts';
import { clients } from '../clients/clients.schema.ts';

// The tables the owners module owns: only its own files query them (decision 0029).

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
    businessId: tenant(),
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
    businessId: uuid('business_id')
      .primaryKey()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    cancellationNoticeHours: integer('cancellation_notice_hours')
      .notNull()
      .default(DEFAULT_CANCELLATION_NOTICE_HOURS),
    businessName: text('business_name'),
    contactPhone: text('contact_phone'),
    sessionPlace: text('session_place'),
    /** Issue 29: whether known clients take a class place themselves or ask for it (0090). */
    classEnrolment: text('class_enrolment', { enum: CLASS_ENROLMENT_MODES })
      .notNull()
      .default(DEFAULT_CLASS_ENROLMENT_MODE),
    updatedAt: updatedAt(),
  },
  (t) => [
    enumCheck('owner_area_settings_class_enrolment_check', t.classEnrolment, CLASS_ENROLMENT_MODES),
    check(
      'owner_area_settings_notice_check',
      sql`${t.cancellationNoticeHours} between 0 and ${sql.raw(String(MAX_CANCELLATION_NOTICE_HOURS))}`,
    ),
  ],
);

/**
 * Issue 27: the readable addresses of a trainer's booking page (`/reservar/<slug>`), made from the
 * business name. Every slug a trainer was given keeps leading to them (a printed QR must not go
 * dead when the name changes); the one chosen last is the one shown and mailed.
 */
export const bookingSlugs = pgTable(
  'booking_slugs',
  {
    slug: text('slug').primaryKey(),
    businessId: tenant(),
    chosenAt: tz('chosen_at').notNull(),
  },
  (t) => [
    index('booking_slugs_business_idx').on(t.businessId, t.chosenAt),
    check(
      'booking_slugs_slug_check',
      sql`${t.slug} ~ ${sql.raw(`'${BOOKING_SLUG_PATTERN_SQL}'`)} and length(${t.slug}) <= ${sql.raw(String(BOOKING_SLUG_MAX))}`,
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
    businessId: tenant(),
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
    index('appointment_change_requests_business_status_idx').on(
      t.businessId,
      t.status,
      t.createdAt,
    ),
    uniqueIndex('appointment_change_requests_one_pending_key')
      .on(t.appointmentId)
      .where(sql`${t.status} = 'PENDING'`),
    enumCheck('appointment_change_requests_status_check', t.status, CHANGE_REQUEST_STATUSES),
  ],
);

/**
 * Issue 45.5: the trainer invited a known client to Mi área (to enter, or to sign documents), by
 * e-mail or WhatsApp. Being invited makes the client's address a client's (decision 0117); the
 * link is an `owner_sign_in_tokens` row. It goes with its client.
 */
export const ownerAreaInvitations = pgTable(
  'owner_area_invitations',
  {
    id: id(),
    businessId: tenant(),
    clientId: uuid('client_id').notNull(),
    purpose: text('purpose', { enum: OWNER_INVITATION_PURPOSES }).notNull(),
    channel: text('channel', { enum: OWNER_INVITATION_CHANNELS }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    unique('owner_area_invitations_business_id_key').on(t.businessId, t.id),
    index('owner_area_invitations_client_idx').on(t.businessId, t.clientId),
    enumCheck('owner_area_invitations_purpose_check', t.purpose, OWNER_INVITATION_PURPOSES),
    enumCheck('owner_area_invitations_channel_check', t.channel, OWNER_INVITATION_CHANNELS),
    foreignKey({
      name: 'owner_area_invitations_business_client_fk',
      columns: [t.businessId, t.clientId],
      foreignColumns: [clients.businessId, clients.id],
    }).onDelete('cascade'),
  ],
);
