import type { Db } from '../../db/client.ts';
import { auditLog } from './audit.schema.ts';
import { uuidv7 } from '../../lib/ids.ts';
import type { Tx } from '../../lib/trainer-lock.ts';

/** Writes of the audit log, in the actions' transactions; the admins' page is read-models/audit-log-page.ts. */

export type AuditRow = typeof auditLog.$inferInsert;

export async function insertAuditEntry(tx: Db | Tx, row: Omit<AuditRow, 'id'>) {
  await tx.insert(auditLog).values({ id: uuidv7(), ...row });
}
