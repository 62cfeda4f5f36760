import {
  AEAT_ADVICE,
  AEAT_CODE_ADVICE,
  AEAT_LONG_WAIT_MINUTES,
  AEAT_MESSAGES,
  AEAT_SUBMISSION_STATUSES,
  type AeatCertificateInput,
  type AeatStatus,
  type AeatSubmissionStatus,
  cleanFileName,
} from '@adiestra/shared';
import type { FastifyInstance } from 'fastify';
import { AEAT_URLS, type AeatConfig } from '../../../config.ts';
import type { Db } from '../../../db/client.ts';
import { AppError } from '../../../lib/app-error.ts';
import { registerPeriodicJob } from '../../../lib/periodic-job.ts';
import { verifactuDeclaration } from '../declaration.ts';
import { sendNext } from './aeat-sender.ts';
import { inspectCertificate, seal } from './certificate-vault.ts';
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
  const read = await inspectCertificate(pfx, input.password);
  if (read.validUntil.getTime() <= now.getTime()) {
    throw new AppError('VALIDATION_ERROR', 400, AEAT_MESSAGES.certificateExpired);
  }
  await repository.upsertCertificate(
    db,
    {
      businessId,
      fileName: input.fileName,
      sealed: seal(secret, read.pfx, input.password),
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

/**
 * How sending goes for the invoice screens: the certificate, the counts, how long the oldest
 * record has waited (and whether that is long), whether the declaración responsable is signed,
 * and each invoice whose latest record the AEAT did not take, with what to do about it.
 */
export async function aeatStatus(
  db: Db,
  businessId: string,
  aeat: AeatConfig,
  now: Date,
): Promise<AeatStatus> {
  const [certificate, counted, oldest, rejected] = await Promise.all([
    repository.selectCertificate(db, businessId),
    repository.countByStatus(db, businessId),
    repository.oldestPendingAt(db, businessId),
    repository.rejectedRecords(db, businessId),
  ]);
  const waitingMinutes = oldest
    ? Math.max(0, Math.floor((now.getTime() - oldest.getTime()) / 60_000))
    : 0;
  const declaration = verifactuDeclaration(aeat);
  const counts = Object.fromEntries(
    AEAT_SUBMISSION_STATUSES.map((status) => [status, 0]),
  ) as Record<AeatSubmissionStatus, number>;
  for (const row of counted) counts[row.status] = row.records;
  return {
    environment: environmentOf(aeat),
    certificate: certificate
      ? {
          // A name stored before names were cleaned is shown cleaned.
          fileName: cleanFileName(certificate.fileName),
          holder: certificate.holder,
          validUntil: certificate.validUntil.toISOString(),
          uploadedAt: certificate.createdAt.toISOString(),
        }
      : null,
    counts,
    lastError: certificate?.lastError ?? null,
    nextSendAt: certificate && counts.pendiente > 0 ? certificate.nextSendAt.toISOString() : null,
    oldestPendingAt: oldest?.toISOString() ?? null,
    waitingMinutes,
    waitingLong: waitingMinutes >= AEAT_LONG_WAIT_MINUTES,
    declaration: { signed: declaration.signed, missing: declaration.missing },
    rejected: rejected.map((row) => ({
      invoiceId: row.invoiceId,
      number: row.number,
      kind: row.kind,
      status: row.status,
      errorCode: row.errorCode,
      errorDescription: row.errorDescription,
      advice: (row.errorCode && AEAT_CODE_ADVICE[row.errorCode]) || AEAT_ADVICE[row.status],
    })),
  };
}

/**
 * How often the sender looks for a trainer whose turn has come: once a minute, the AEAT's own
 * default wait between two submissions of one taxpayer (TiempoEsperaEnvio, 60 s), so a record
 * waits no longer than the AEAT would make it wait anyway. Every 15 s, it was half the idle
 * server's transactions but the outbox's (decision 0154).
 */
const SEND_EVERY_MS = 60_000;

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
