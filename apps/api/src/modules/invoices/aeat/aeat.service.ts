import {
  AEAT_MESSAGES,
  AEAT_SUBMISSION_STATUSES,
  type AeatCertificateInput,
  type AeatStatus,
  type AeatSubmissionStatus,
} from '@adiestra/shared';
import type { FastifyInstance } from 'fastify';
import { AEAT_URLS, type AeatConfig } from '../../../config.ts';
import type { Db } from '../../../db/client.ts';
import { AppError } from '../../../lib/app-error.ts';
import { registerPeriodicJob } from '../../../lib/periodic-job.ts';
import { sendNext } from './aeat-sender.ts';
import { readCertificate, seal } from './certificate-vault.ts';
import * as repository from './sending.repository.ts';

/** The trainer's side of sending to the AEAT (issue 30.7): the certificate and the status. */

export async function saveCertificate(
  db: Db,
  secret: string,
  businessId: string,
  input: AeatCertificateInput,
  now: Date,
) {
  const pfx = Buffer.from(input.contentBase64, 'base64');
  const read = readCertificate(pfx, input.password);
  if (!read) throw new AppError('VALIDATION_ERROR', 400, AEAT_MESSAGES.certificateUnreadable);
  if (read.validUntil.getTime() <= now.getTime()) {
    throw new AppError('VALIDATION_ERROR', 400, AEAT_MESSAGES.certificateExpired);
  }
  await repository.upsertCertificate(
    db,
    {
      businessId,
      fileName: input.fileName,
      sealed: seal(secret, pfx, input.password),
      holder: read.holder,
      validUntil: read.validUntil,
    },
    now,
  );
}

export const removeCertificate = (db: Db, businessId: string) =>
  repository.deleteCertificate(db, businessId);

const environmentOf = (aeat: Pick<AeatConfig, 'url'> | null): AeatStatus['environment'] => {
  if (aeat?.url === AEAT_URLS.produccion) return 'produccion';
  if (aeat?.url === AEAT_URLS.pruebas) return 'pruebas';
  return 'otro';
};

export async function aeatStatus(
  db: Db,
  businessId: string,
  aeat: Pick<AeatConfig, 'url'> | null,
): Promise<AeatStatus> {
  const [certificate, counted] = await Promise.all([
    repository.selectCertificate(db, businessId),
    repository.countByStatus(db, businessId),
  ]);
  const counts = Object.fromEntries(
    AEAT_SUBMISSION_STATUSES.map((status) => [status, 0]),
  ) as Record<AeatSubmissionStatus, number>;
  for (const row of counted) counts[row.status] = row.records;
  return {
    environment: environmentOf(aeat),
    certificate: certificate
      ? {
          fileName: certificate.fileName,
          holder: certificate.holder,
          validUntil: certificate.validUntil.toISOString(),
          uploadedAt: certificate.createdAt.toISOString(),
        }
      : null,
    counts,
    lastError: certificate?.lastError ?? null,
    nextSendAt: certificate && counts.pendiente > 0 ? certificate.nextSendAt.toISOString() : null,
  };
}

/** How often the sender looks for a trainer whose turn has come. */
const SEND_EVERY_MS = 15_000;

/**
 * The sending job, in every API process (claimSender lets one process at a time send a
 * trainer's records). One run sends for every trainer whose turn has come.
 */
export function startAeatSender(app: FastifyInstance) {
  const job = {
    name: 'aeat sender',
    firstRunMs: 20_000,
    everyMs: SEND_EVERY_MS,
    quiet: true,
    run: async () => {
      let messages = 0;
      const ctx = () => ({
        db: app.db,
        secret: app.config.jwtSecret,
        aeat: app.config.aeat,
        now: app.clock.now(),
      });
      // Each claim moves a trainer's next turn later, so the loop ends.
      while (await sendNext(ctx())) messages += 1;
      return { messages };
    },
  };
  app.sweeps.push(job);
  registerPeriodicJob(app, job);
}
