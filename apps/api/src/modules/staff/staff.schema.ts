import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  foreignKey,
  pgTable,
  text,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { INVITABLE_ROLES } from '@adiestra/shared';
import { createdAt, enumCheck, id, tz } from '../../db/columns.ts';
import { businessMembers, tenant } from '../auth/auth.schema.ts';

// The table the staff module owns (decision 0133): the e-mailed invitations to join a business.
// The members themselves are the auth module's `business_members`.

/** An invitation link, its token kept hashed like a reset link's; used once, or cancelled. */
export const memberInvitations = pgTable(
  'member_invitations',
  {
    id: id(),
    businessId: tenant(),
    email: text('email').notNull(),
    role: text('role', { enum: INVITABLE_ROLES }).notNull(),
    canSeeContacts: boolean('can_see_contacts').notNull(),
    canSeeMoney: boolean('can_see_money').notNull(),
    canExport: boolean('can_export').notNull(),
    canIssueInvoices: boolean('can_issue_invoices').notNull(),
    tokenHash: text('token_hash').notNull(),
    invitedBy: uuid('invited_by').notNull(),
    createdAt: createdAt(),
    expiresAt: tz('expires_at').notNull(),
    usedAt: tz('used_at'),
    cancelledAt: tz('cancelled_at'),
    acceptedUserId: uuid('accepted_user_id'),
  },
  (t) => [
    unique('member_invitations_business_id_key').on(t.businessId, t.id),
    enumCheck('member_invitations_role_check', t.role, INVITABLE_ROLES),
    check(
      'member_invitations_email_check',
      sql`${t.email} = lower(${t.email}) AND ${t.email} <> ''`,
    ),
    check('member_invitations_expiry_check', sql`${t.expiresAt} > ${t.createdAt}`),
    check(
      'member_invitations_closed_once_check',
      sql`${t.usedAt} IS NULL OR ${t.cancelledAt} IS NULL`,
    ),
    check(
      'member_invitations_accepted_check',
      sql`(${t.usedAt} IS NULL) = (${t.acceptedUserId} IS NULL)`,
    ),
    foreignKey({
      name: 'member_invitations_business_inviter_fk',
      columns: [t.businessId, t.invitedBy],
      foreignColumns: [businessMembers.businessId, businessMembers.userId],
    }).onDelete('cascade'),
    foreignKey({
      name: 'member_invitations_business_accepted_fk',
      columns: [t.businessId, t.acceptedUserId],
      foreignColumns: [businessMembers.businessId, businessMembers.userId],
    }).onDelete('cascade'),
    uniqueIndex('member_invitations_token_hash_key').on(t.tokenHash),
    uniqueIndex('member_invitations_open_email_key')
      .on(t.businessId, t.email)
      .where(sql`${t.usedAt} IS NULL AND ${t.cancelledAt} IS NULL`),
  ],
);
