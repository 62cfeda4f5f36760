import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  foreignKey,
  index,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { MEMBER_ROLES, ROLES, TRAINER_COLOURS } from '@adiestra/shared';
import { enumCheck, id, tz, createdAt, updatedAt } from '../../db/columns.ts';

// The tables the auth module owns: only its own files query them (decision 0029). Accounts,
// the businesses they sign in to and their memberships live together: every request's tenant is
// read from them in one statement (decision 0132).

/**
 * The business (escuela / negocio) a row belongs to: the tenant. Every tenant query filters on it,
 * and tables name each other with (business_id, id) keys, so no row can point into another
 * business (decision 0132).
 */
export const tenant = () =>
  uuid('business_id')
    .notNull()
    .references(() => businesses.id, { onDelete: 'cascade' });

/** An account a row is about (its sessions, its reset links): a person, not the tenant. */
const account = () =>
  uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/**
 * The business that issued a fiscal record (an invoice, its lines and links, its registro record
 * and its way to the AEAT): the same column as `tenant()`, filtered the same way, but without the
 * foreign key, so that deleting the business keeps the record for the legal period (decision 0123).
 */
export const fiscalOwner = () => uuid('business_id').notNull();

/**
 * The tenant, opened by its titular's sign-up with the titular's account id (decision 0132;
 * migration 0047 did the same for every account of the one-trainer era).
 */
export const businesses = pgTable('businesses', {
  id: id(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * Who works in a business, and as what. An account belongs to one business. The toggles are the
 * titular's per-member permissions (decision 0133; the titular has them all, checked). A removed
 * member's row stays, closed by `ended_at`: the history names them, and they cannot sign in.
 */
export const businessMembers = pgTable(
  'business_members',
  {
    businessId: tenant(),
    userId: account(),
    role: text('role', { enum: MEMBER_ROLES }).notNull(),
    canSeeContacts: boolean('can_see_contacts').notNull().default(true),
    canSeeMoney: boolean('can_see_money').notNull().default(true),
    canExport: boolean('can_export').notNull().default(true),
    canIssueInvoices: boolean('can_issue_invoices').notNull().default(true),
    // The calendar's colour for their work (decision 0140); a new member's is the next free one.
    colour: text('colour', { enum: TRAINER_COLOURS }).notNull().default(TRAINER_COLOURS[0]),
    createdAt: createdAt(),
    endedAt: tz('ended_at'),
  },
  (t) => [
    primaryKey({ name: 'business_members_pkey', columns: [t.businessId, t.userId] }),
    uniqueIndex('business_members_user_key').on(t.userId),
    enumCheck('business_members_role_check', t.role, MEMBER_ROLES),
    enumCheck('business_members_colour_check', t.colour, TRAINER_COLOURS),
    check(
      'business_members_titular_check',
      sql`${t.role} <> 'titular' OR (${t.canSeeContacts} AND ${t.canSeeMoney} AND ${t.canExport} AND ${t.canIssueInvoices} AND ${t.endedAt} IS NULL)`,
    ),
  ],
);

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
    userId: account(),
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
    userId: account(),
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

/**
 * The trainer: the member of the row's business who gives an appointment, class, course or
 * session, or whose hours a row describes (issue 39, decision 0134). Its key
 * `(business_id, trainer_id)` → business_members is declared with `trainerFk`.
 */
export const trainer = () => uuid('trainer_id').notNull();

/**
 * A (business_id, trainer_id) key: a row's trainer is a member of the row's own business. No
 * delete rule: a member who still gives something is reassigned before being removed.
 */
export const trainerFk = (name: string, businessId: AnyPgColumn, trainerId: AnyPgColumn) =>
  foreignKey({
    name,
    columns: [businessId, trainerId],
    foreignColumns: [businessMembers.businessId, businessMembers.userId],
  });
