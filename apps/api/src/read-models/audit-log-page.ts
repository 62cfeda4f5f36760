import type { AuditAction } from '@adiestra/shared';
import { and, count, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { auditLog } from '../modules/audit/audit.schema.ts';
import { users } from '../modules/auth/auth.schema.ts';

// The audit log's page for admins with each actor's name, read from `users` (the auth module's)
// for the audit module, which owns `audit_log` only (decision 0029).
export async function selectAuditPage(
  db: Db,
  filters: { page: number; limit: number; action?: AuditAction; since?: Date; before?: Date },
) {
  const { page, limit, action, since, before } = filters;
  const where = and(
    action ? eq(auditLog.action, action) : undefined,
    since ? gte(auditLog.createdAt, since) : undefined,
    before ? lt(auditLog.createdAt, before) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: auditLog.id,
        createdAt: auditLog.createdAt,
        actorId: auditLog.actorId,
        actorName: sql<
          string | null
        >`nullif(trim(${users.firstName} || ' ' || ${users.lastName}), '')`,
        action: auditLog.action,
        targetType: auditLog.targetType,
        targetId: auditLog.targetId,
        details: auditLog.details,
      })
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.actorId))
      .where(where)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ value: count() }).from(auditLog).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}
