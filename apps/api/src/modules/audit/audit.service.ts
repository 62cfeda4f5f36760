import {
  AuditDetailsSchema,
  PAGE_SIZES,
  addDays,
  zonedToUtc,
  type AuditAction,
  type AuditDetails,
  type AuditEntry,
  type AuditTargetType,
} from '@adiestra/shared';
import type { Db } from '../../db/client.ts';
import { pageInfo } from '../../lib/pagination.ts';
import type { Tx } from '../../lib/trainer-lock.ts';
import { selectAuditPage } from '../../read-models/audit-log-page.ts';
import * as repository from './audit.repository.ts';

export interface AuditInput {
  /** The account that acted (null: the system). */
  actorId: string | null;
  action: AuditAction;
  targetType: AuditTargetType;
  targetId: string | null;
  /** Ids, counts and flags only: never a name, e-mail, phone or free text. */
  details?: AuditDetails;
  /** The action's time (`app.clock.now()`). */
  at: Date;
}

/**
 * Records one audit entry. Call it with the transaction of the action itself, so the action and
 * its entry are written together or not at all.
 */
export async function recordAudit(tx: Db | Tx, input: AuditInput): Promise<void> {
  await repository.insertAuditEntry(tx, {
    actorId: input.actorId,
    action: input.action,
    targetType: input.targetType,
    targetId: input.targetId,
    details: AuditDetailsSchema.parse(input.details ?? {}),
    createdAt: input.at,
  });
}

/** A page of the log; `from`/`to` are whole days on the admin's clock (`timeZone`). */
export async function listAudit(
  db: Db,
  query: { page: number; limit?: number; action?: AuditAction; from?: string; to?: string },
  timeZone: string,
) {
  const limit = query.limit ?? PAGE_SIZES.audit;
  const { rows, total } = await selectAuditPage(db, {
    page: query.page,
    limit,
    ...(query.action ? { action: query.action } : {}),
    ...(query.from ? { since: zonedToUtc(query.from, 0, timeZone) } : {}),
    ...(query.to ? { before: zonedToUtc(addDays(query.to, 1), 0, timeZone) } : {}),
  });
  const entries: AuditEntry[] = rows.map((row) => ({
    ...row,
    createdAt: row.createdAt.toISOString(),
  }));
  return { entries, pagination: pageInfo(query.page, limit, total) };
}
