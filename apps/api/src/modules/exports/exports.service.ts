import type { ExportJob } from '@adiestra/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { HeavyReads } from '../../db/replica.ts';
import type { Clock } from '../../lib/clock.ts';
import { conflict, notFound } from '../../lib/app-error.ts';
import { recordAudit } from '../audit/index.ts';
import { findClientRow } from '../clients/index.ts';
import { buildExportZip } from './build-export.ts';
import * as repository from './exports.repository.ts';
import type { ExportJobRow } from './exports.repository.ts';

/** A practice export can be downloaded for this long, then the sweep deletes it. */
export const EXPORT_KEPT_MS = 7 * 24 * 60 * 60 * 1000;
/** A job pending or running for longer was cut off by a restart. */
export const EXPORT_STALE_MS = 60 * 60 * 1000;

export interface ExportDeps {
  db: Db;
  /** Where the export's reads run: the replica when there is one (decision 0155). */
  heavyReads?: HeavyReads;
  clock: Clock;
  log: FastifyBaseLogger;
}

const exportNotFound = () => notFound('Exportación no encontrada');

/** A name for a downloaded file: ASCII letters, digits and hyphens. */
export const fileSlug = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase() || 'cliente';

/**
 * One client's ZIP (RGPD arts. 15 and 20): everything held about the owner and their dogs, read
 * from `reads` (the replica when there is one); the audit entry is written to `db`.
 */
export async function clientExport(
  db: Db,
  businessId: string,
  clientId: string,
  now: Date,
  reads: Db = db,
) {
  const client = await findClientRow(reads, businessId, clientId);
  const scope = await repository.selectClientScope(reads, businessId, client.id);
  const file = await buildExportZip({ db: reads, businessId, scope, now });
  await recordAudit(db, {
    actorId: businessId,
    action: 'client.exported',
    targetType: 'client',
    targetId: client.id,
    at: now,
  });
  const name = fileSlug(`${client.firstName} ${client.lastName}`);
  return { file, fileName: `datos-${name}-${now.toISOString().slice(0, 10)}.zip` };
}

function toJob(row: ExportJobRow): ExportJob {
  return {
    id: row.id,
    status: row.status,
    progress: row.progress,
    sizeBytes: row.sizeBytes,
    error: row.error,
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
    expiresAt: row.expiresAt.toISOString(),
  };
}

/** The jobs being built in this process: the app waits for them before it closes. */
const running = new Set<Promise<void>>();
export const exportsSettled = async () => {
  await Promise.all([...running]);
};

async function runJob({ db, clock, log, heavyReads }: ExportDeps, businessId: string, id: string) {
  try {
    await repository.updateJob(db, id, { status: 'running', progress: 1 });
    const reads = heavyReads ? await heavyReads.db() : db;
    const file = await buildExportZip({
      db: reads,
      businessId,
      scope: null,
      now: clock.now(),
      onProgress: (progress) => repository.updateJob(db, id, { progress: Math.max(progress, 1) }),
    });
    await repository.updateJob(db, id, {
      status: 'ready',
      progress: 100,
      file,
      sizeBytes: file.length,
      finishedAt: clock.now(),
    });
  } catch (error) {
    log.error({ err: error, exportId: id }, 'export failed');
    await repository
      .updateJob(db, id, {
        status: 'failed',
        error: 'No se pudo preparar la exportación: vuelve a intentarlo',
        finishedAt: clock.now(),
      })
      .catch(() => undefined);
  }
}

/**
 * Starts the practice's full export in this process and answers at once; the job's row carries
 * its progress, then the ZIP. One at a time per trainer (a unique index), so a double click or a
 * second process cannot start two.
 */
export async function startPracticeExport(
  deps: ExportDeps,
  businessId: string,
): Promise<ExportJob> {
  const now = deps.clock.now();
  const row = await repository.insertJob(
    deps.db,
    businessId,
    now,
    new Date(now.getTime() + EXPORT_KEPT_MS),
  );
  if (!row) throw conflict('Ya se está preparando una exportación: espera a que termine');
  await recordAudit(deps.db, {
    actorId: businessId,
    action: 'practice.exported',
    targetType: 'practice',
    targetId: businessId,
    details: { exportId: row.id },
    at: now,
  });
  const task = runJob(deps, businessId, row.id).finally(() => running.delete(task));
  running.add(task);
  return toJob(row);
}

export async function listExports(db: Db, businessId: string) {
  return { exports: (await repository.selectJobs(db, businessId, 10)).map(toJob) };
}

export async function getExport(db: Db, businessId: string, id: string) {
  const row = await repository.selectJob(db, businessId, id);
  if (!row) throw exportNotFound();
  return toJob(row);
}

export async function downloadExport(db: Db, businessId: string, id: string) {
  const row = await repository.selectJobFile(db, businessId, id);
  if (!row?.file) throw exportNotFound();
  return {
    file: row.file,
    fileName: `adiestra-exportacion-${row.createdAt.toISOString().slice(0, 10)}.zip`,
  };
}

export async function sweepExports(db: Db, now: Date) {
  return repository.sweepJobs(db, now, new Date(now.getTime() - EXPORT_STALE_MS));
}
