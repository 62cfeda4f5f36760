import type { AuditAction } from '@adiestra/shared';
import { count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { auditLog, users } from '../../db/schema.ts';
import { uuidv7 } from '../../lib/ids.ts';
import type { Tx } from '../../lib/trainer-lock.ts';

/** Every query on the audit log: written by the actions' transactions, read by admins. */

export type AuditRow = typeof auditLog.$inferInsert;

export async function insertAuditEntry(tx: Db | Tx, row: Omit<AuditRow, 'id'>) {
  await tx.insert(auditLog).values({ id: uuidv7(), ...row });
}

export async function selectAuditPage(
  db: Db,
  { page, limit, action }: { page: number; limit: number; action?: AuditAction },
) {
  const where = action ? eq(auditLog.action, action) : undefined;
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
