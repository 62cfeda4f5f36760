import {
  DATA_RIGHTS_MESSAGES,
  REQUEST_RETENTION_MONTHS,
  todayIn,
  type ErasureResult,
} from '@adiestra/shared';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { CounterStore } from '../../lib/counter-store.ts';
import type { Mailer } from '../../lib/mailer.ts';
import { invalid } from '../../lib/app-error.ts';
import { registerPeriodicJob } from '../../lib/periodic-job.ts';
import { underTrainerLock } from '../../lib/trainer-lock.ts';
import { anonymiseRequestsOf, deleteStaleRequests } from '../appointment-requests/index.ts';
import { forgetBookingConsentsOf } from '../consents/index.ts';
import { eraseAppointmentsOf } from '../appointments/index.ts';
import { recordAudit } from '../audit/index.ts';
import { clientNotFound, deleteClientAndRecords, lockClientForErasure } from '../clients/index.ts';
import { discardPracticeExports } from '../exports/index.ts';
import { closeOpenChanges, revokeOwnerAccess } from '../owners/index.ts';
import { anonymisePaymentsOf } from '../payments/index.ts';
import { countInvoicesOfClient } from '../invoices/index.ts';
import { forgetMessagesAbout } from '../outbox/index.ts';
import { forgetRemindersOf } from '../reminders/index.ts';
import { deleteSessionsOfDogs } from '../sessions/index.ts';
import { forgetTelemetryOf } from '../telemetry/index.ts';

/** Names compared as a person types them: case, accents and spacing aside. */
const fold = (value: string) =>
  value.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();

export interface ErasureCaller {
  businessId: string;
  timeZone: string;
}

/**
 * Issue 20, "Eliminar y anonimizar" (RGPD art. 17), in one transaction under the trainer's lock
 * (issued invoices stay whole, unlinked from the client, as tax law requires: issue 30):
 * the client, its dogs with their photos and sessions, and its bonos go; its requests,
 * appointments and payments stay for the trainer's accounts (amounts, dates, services, states)
 * with every personal field replaced by "Anonimizado"; appointments still ahead are cancelled;
 * the owner's sign-in links, sessions, booking links and reminder links stop working; the
 * messages to or about them leave the outbox (issue 26); an audit
 * entry records the erasure with ids and counts only; the trainer's practice exports, which hold
 * the client too, are discarded; telemetry rows whose text names them are deleted (issue 28).
 * Then what is kept outside the database goes too: the address's mail counters (receipts, sign-in
 * links) and, without SMTP, its mails in the drop folder.
 */
export async function eraseClient(
  db: Db,
  caller: ErasureCaller,
  clientId: string,
  confirmName: string,
  now: Date,
  outside: { counters: CounterStore; mailer: Mailer },
): Promise<ErasureResult> {
  const { result, email, name } = await eraseInDatabase(db, caller, clientId, confirmName, now);
  // What is kept outside the tables, once the erasure has committed: the per-address mail
  // counters and, without SMTP, the mail drop folder.
  await Promise.all([
    outside.counters.reset(`receipt:${email}`),
    outside.counters.reset(`owner-sign-in:${email}`),
    outside.mailer.forget?.(email, [name]),
  ]);
  return result;
}

function eraseInDatabase(
  db: Db,
  caller: ErasureCaller,
  clientId: string,
  confirmName: string,
  now: Date,
): Promise<{ result: ErasureResult; email: string; name: string }> {
  return underTrainerLock(db, caller.businessId, async (tx) => {
    const client = await lockClientForErasure(tx, caller.businessId, clientId);
    if (!client) throw clientNotFound();
    if (fold(confirmName) !== fold(`${client.firstName} ${client.lastName}`)) {
      throw invalid('confirmName', DATA_RIGHTS_MESSAGES.confirmMismatch);
    }
    const email = client.email.trim().toLowerCase();
    const dogIds = client.dogs.map((dog) => dog.id);
    const name = `${client.firstName} ${client.lastName}`;
    const match = { businessId: caller.businessId, clientId, dogIds, email, name };
    // The appointments ahead are cancelled through the command, by the trainer who erases.
    const appointmentIds = await eraseAppointmentsOf(
      {
        tx,
        trainer: { id: caller.businessId, timeZone: caller.timeZone },
        now,
        effects: { closeOpenChanges },
      },
      match,
      todayIn(caller.timeZone, now),
    );
    const requestIds = await anonymiseRequestsOf(tx, match);
    await forgetBookingConsentsOf(tx, caller.businessId, requestIds);
    const payments = await anonymisePaymentsOf(tx, {
      businessId: caller.businessId,
      clientId,
      appointmentIds,
      dogNames: client.dogs.map((dog) => dog.name),
    });
    await forgetRemindersOf(tx, appointmentIds);
    await forgetMessagesAbout(tx, {
      businessId: caller.businessId,
      email,
      markers: [`${client.firstName} ${client.lastName}`, ...client.dogs.map((dog) => dog.name)],
    });
    await revokeOwnerAccess(tx, { email, appointmentIds, requestIds });
    // Issue 30: invoices stay, with their own copy of the client's data (only unlinked).
    const invoices = await countInvoicesOfClient(tx, caller.businessId, clientId);
    const sessions = await deleteSessionsOfDogs(tx, caller.businessId, dogIds);
    const removed = await deleteClientAndRecords(tx, caller.businessId, clientId, dogIds);
    await discardPracticeExports(tx, caller.businessId);
    // Issue 28: telemetry free text that still names the person (scrubbed at ingestion too).
    await forgetTelemetryOf(tx, [name, email]);
    const result: ErasureResult = {
      ...removed,
      sessions,
      appointments: appointmentIds.length,
      requests: requestIds.length,
      payments,
      invoices,
    };
    await recordAudit(tx, {
      actorId: caller.businessId,
      action: 'client.erased',
      targetType: 'client',
      targetId: clientId,
      details: { ...result },
      at: now,
    });
    return { result, email, name };
  });
}

/**
 * Retention (issue 20): requests rejected, or left pending past their day, more than
 * REQUEST_RETENTION_MONTHS ago are deleted. A clock-driven sweep (lib/sweeps.ts), daily.
 */
export async function purgeStaleRequests(db: Db, now: Date) {
  const before = new Date(now);
  before.setUTCMonth(before.getUTCMonth() - REQUEST_RETENTION_MONTHS);
  const requests = await db.transaction((tx) => deleteStaleRequests(tx, before));
  return { requests };
}

export function startRequestRetention(app: FastifyInstance) {
  const job = {
    name: 'request retention',
    firstRunMs: 90_000,
    everyMs: 6 * 3_600_000,
    run: () => purgeStaleRequests(app.db, app.clock.now()),
  };
  app.sweeps.push(job);
  registerPeriodicJob(app, job);
}
