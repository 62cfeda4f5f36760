import { boolean, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { ROLES } from '@adiestra/shared';
import { enumCheck, id, tz, createdAt, updatedAt } from '../../db/columns.ts';

// The tables the auth module owns: only its own files query them (decision 0029).

/** The trainer who owns a row: every tenant query filters on it. */
export const owner = () =>
  uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/**
 * The trainer who issued a fiscal record (an invoice, its lines and links, its registro record and
 * its way to the AEAT): the same column as `owner()`, filtered the same way, but without the
 * foreign key, so that deleting the account keeps the record for the legal period (decision 0123).
 */
export const fiscalOwner = () => uuid('user_id').notNull();

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
