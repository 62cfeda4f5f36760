import { and, asc, desc, eq, getTableColumns, lt, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { uuidv7 } from '../../lib/ids.ts';
import type { Tx } from '../../lib/trainer-lock.ts';
import { where, type ClientScope, type ExportSource } from '../../read-models/export-sources.ts';
import { exportJobs } from './exports.schema.ts';

export {
  selectClientScope,
  selectDocumentPage,
  selectExercisePhotoPage,
  selectPhotoPage,
  selectTrainer,
} from '../../read-models/export-sources.ts';

/**
 * Every query of the exports: `export_jobs`, and the read-only reads of the tables an export
 * copies (export-sources.ts, which also reads the scope, the photos and the trainer, re-exported
 * here), each filtered on the trainer's `business_id`. Like the backups
 * (db/backup.ts), an export reads what other modules own; it never writes there.
 */

export type ExportRow = Record<string, unknown>;

/** The columns a source exports: its table's, without the omitted ones. */
export function sourceColumns(source: ExportSource) {
  const omit = new Set(source.omit ?? []);
  return Object.fromEntries(
    Object.entries(getTableColumns(source.table)).filter(([key]) => !omit.has(key)),
  );
}

/** One source's rows of the trainer (and of the scope's clients), without the omitted columns. */
export async function selectSourceRows(
  db: Db,
  source: ExportSource,
  businessId: string,
  scope: ClientScope | null,
): Promise<ExportRow[]> {
  return await db
    .select(sourceColumns(source))
    .from(source.table)
    .where(where(source, businessId, scope))
    .orderBy(asc(source.orderBy));
}

// ── export_jobs ──────────────────────────────────────────────────────────────────────────

const { file: _file, businessId: _userId, ...jobColumns } = getTableColumns(exportJobs);
export type ExportJobRow = Omit<typeof exportJobs.$inferSelect, 'file' | 'businessId'>;

/** A new pending job, or undefined when one of the trainer's is already pending or running. */
export async function insertJob(db: Db, businessId: string, now: Date, expiresAt: Date) {
  const [row] = await db
    .insert(exportJobs)
    .values({ id: uuidv7(), businessId, createdAt: now, expiresAt })
    .onConflictDoNothing()
    .returning(jobColumns);
  return row;
}

export async function updateJob(
  db: Db,
  id: string,
  values: Partial<
    Pick<
      typeof exportJobs.$inferInsert,
      'status' | 'progress' | 'file' | 'sizeBytes' | 'error' | 'finishedAt'
    >
  >,
) {
  await db.update(exportJobs).set(values).where(eq(exportJobs.id, id));
}

export async function selectJobs(db: Db, businessId: string, limit: number) {
  return db
    .select(jobColumns)
    .from(exportJobs)
    .where(eq(exportJobs.businessId, businessId))
    .orderBy(desc(exportJobs.createdAt), desc(exportJobs.id))
    .limit(limit);
}

export async function selectJob(db: Db, businessId: string, id: string) {
  const [row] = await db
    .select(jobColumns)
    .from(exportJobs)
    .where(and(eq(exportJobs.businessId, businessId), eq(exportJobs.id, id)));
  return row;
}

export async function selectJobFile(db: Db, businessId: string, id: string) {
  const [row] = await db
    .select({ file: exportJobs.file, createdAt: exportJobs.createdAt })
    .from(exportJobs)
    .where(
      and(
        eq(exportJobs.businessId, businessId),
        eq(exportJobs.id, id),
        eq(exportJobs.status, 'ready'),
      ),
    );
  return row;
}

/**
 * Expired jobs go with their files; a job still pending or running since before `staleBefore`
 * was cut off by a restart and is marked failed (nothing survives a restart).
 */
export async function sweepJobs(db: Db, now: Date, staleBefore: Date) {
  const deleted = await db
    .delete(exportJobs)
    .where(lt(exportJobs.expiresAt, now))
    .returning({ id: exportJobs.id });
  const failed = await db
    .update(exportJobs)
    .set({ status: 'failed', error: 'Interrumpida: vuelve a pedirla', finishedAt: now })
    .where(
      and(
        or(eq(exportJobs.status, 'pending'), eq(exportJobs.status, 'running')),
        lt(exportJobs.createdAt, staleBefore),
      ),
    )
    .returning({ id: exportJobs.id });
  return { deleted: deleted.length, failed: failed.length };
}

/**
 * Erasure (issue 20): a practice export made before a client was erased still holds that client's
 * data, so every export of the trainer goes with the erasure (the trainer can make a new one).
 */
export async function deleteJobsOf(tx: Db | Tx, businessId: string) {
  await tx.delete(exportJobs).where(eq(exportJobs.businessId, businessId));
}
