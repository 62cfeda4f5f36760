import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { EXPORT_STATUSES } from '@adiestra/shared';
import { bytea, enumCheck, id, tz, createdAt } from '../../db/columns.ts';
import { tenant } from '../auth/auth.schema.ts';

// The tables the exports module owns: only its own files query them (decision 0029).

/**
 * A trainer's full export, built in the background by the API process that was asked
 * (modules/exports): its progress while it runs, then the ZIP until it expires.
 */
export const exportJobs = pgTable(
  'export_jobs',
  {
    id: id(),
    businessId: tenant(),
    status: text('status', { enum: EXPORT_STATUSES }).notNull().default('pending'),
    progress: integer('progress').notNull().default(0),
    file: bytea('file'),
    sizeBytes: integer('size_bytes'),
    error: text('error'),
    createdAt: createdAt(),
    finishedAt: tz('finished_at'),
    expiresAt: tz('expires_at').notNull(),
  },
  (t) => [
    index('export_jobs_business_created_idx').on(t.businessId, t.createdAt),
    // At most one export of a trainer is being built at a time, whatever the processes.
    uniqueIndex('export_jobs_one_running_key')
      .on(t.businessId)
      .where(sql`${t.status} in ('pending', 'running')`),
    enumCheck('export_jobs_status_check', t.status, EXPORT_STATUSES),
    check('export_jobs_progress_check', sql`${t.progress} between 0 and 100`),
  ],
);
