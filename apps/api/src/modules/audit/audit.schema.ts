import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { AUDIT_ACTIONS, AUDIT_TARGET_TYPES, type AuditDetails } from '@adiestra/shared';
import { enumCheck, id, createdAt } from '../../db/columns.ts';
import { users } from '../auth/auth.schema.ts';

// The tables the audit module owns: only its own files query them (decision 0029).

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
