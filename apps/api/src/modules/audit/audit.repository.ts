import type { AuditAction } from '@adiestra/shared';
import { count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { auditLog } from './audit.schema.ts';
import { uuidv7 } from '../../lib/ids.ts';
import type { Tx } from '../../lib/trainer-lock.ts';

/** Every query on the audit log: written by the actions' transactions, read by admins. */

export type AuditRow = typeof auditLog.$inferInsert;

export async function insertAuditEntry(tx: Db | Tx, row: Omit<AuditRow, 'id'>) {
  await tx.insert(auditLog).values({ id: uuidv7(), ...row });
}
