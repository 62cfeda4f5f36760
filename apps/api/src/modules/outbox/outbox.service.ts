import type { OutgoingMessageStatus } from '@adiestra/shared';
import { OUTBOX_LIST_LIMIT, OUTBOX_MESSAGES, cutText } from '@adiestra/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { Listen } from '../../db/listener.ts';
import type { OutgoingPayload } from './outbox.schema.ts';
import { conflict, notFound } from '../../lib/app-error.ts';
import { uuidv7 } from '../../lib/ids.ts';
import type { Mail, Mailer } from '../../lib/mailer.ts';
import type { PeriodicJob } from '../../lib/periodic-job.ts';
import type { Tx } from '../../lib/trainer-lock.ts';
import * as repository from './outbox.repository.ts';

/** Attempts before a message is marked failed (about a day of back-off, see `retryDelayMs`). */
export const MAX_ATTEMPTS = 10;
/** The first retry's wait; each next one doubles, up to `MAX_RETRY_DELAY_MS`. */
export const FIRST_RETRY_DELAY_MS = 30_000;
export const MAX_RETRY_DELAY_MS = 4 * 60 * 60_000;
/**
 * How long a process owns a claimed message while sending it: longer than the mail transport's
 * own time-outs (lib/mailer.ts), so a message is only claimed again once its sender surely
 * stopped (crashed) — never while a send may still be under way.
 */
export const CLAIM_LEASE_MS = 5 * 60_000;
const BATCH = 20;

/** The wait before attempt `attempts + 1`, after `attempts` failed ones. */
export const retryDelayMs = (attempts: number) =>
  Math.min(FIRST_RETRY_DELAY_MS * 2 ** Math.max(0, attempts - 1), MAX_RETRY_DELAY_MS);

/** The stable Message-ID of a row: a resend after a crash is recognisable as the same message. */
export const messageIdFor = (id: string) => `<${id}@adiestra.outbox>`;

function payloadOf(mail: Mail): OutgoingPayload {
  return {
    text: mail.text,
    ...(mail.fromName ? { fromName: mail.fromName } : {}),
    ...(mail.html === undefined ? {} : { html: mail.html }),
    ...(mail.attachments
      ? {
          attachments: mail.attachments.map((attachment) => {
            // Binary files (an invoice's PDF, issue 30) are stored as base64 text.
            const binary = Buffer.isBuffer(attachment.content);
            if (typeof attachment.content !== 'string' && !binary) {
              throw new Error('outbox attachments must be text or a Buffer');
            }
            return {
              filename: String(attachment.filename ?? 'adjunto'),
              content: binary
                ? (attachment.content as Buffer).toString('base64')
                : (attachment.content as string),
              ...(binary ? { encoding: 'base64' as const } : {}),
              ...(attachment.contentType ? { contentType: attachment.contentType } : {}),
            };
          }),
        }
      : {}),
  };
}

/**
 * Writes e-mails to the outbox inside the caller's transaction: they leave if and only if the
 * change that causes them commits. The worker (`drainOutbox`) sends them afterwards.
 * `businessId`: the trainer the messages concern (erasure and tenant deletion find them by it).
 * A mail to nobody is left out: a client may have a phone and no e-mail (issue 27.3), and is
 * then written to by WhatsApp, where the screens say so.
 */
export async function enqueueMails(
  tx: Db | Tx,
  mails: readonly Mail[],
  options: { businessId?: string | null; now: Date },
) {
  await repository.insertMessages(
    tx,
    mails.filter(hasRecipient).map((mail) => rowOf(mail, options)),
  );
}

const hasRecipient = (mail: Mail) => mail.to.trim() !== '';

/**
 * One e-mail, written to the outbox only when `send` holds, by the same statement either way (an
 * answer whose timing must not tell who is a client, issue 28).
 */
export async function enqueueMailIf(
  tx: Db | Tx,
  mail: Mail,
  options: { businessId?: string | null; now: Date; send: boolean },
) {
  await repository.insertMessageIf(tx, rowOf(mail, options), options.send && hasRecipient(mail));
}

const rowOf = (mail: Mail, options: { businessId?: string | null; now: Date }) => ({
  id: uuidv7(),
  businessId: options.businessId ?? null,
  channel: 'email' as const,
  recipient: mail.to,
  subject: mail.subject,
  payload: payloadOf(mail),
  createdAt: options.now,
  nextAttemptAt: options.now,
});

export interface DrainResult {
  sent: number;
  failed: number;
  nextDueAt: Date | null;
}

export interface OutboxWorker {
  /**
   * Sends every message due now, and resolves when done. Runs one at a time per process (a call
   * waits for the one under way), so a test that awaits it has seen every due message go.
   */
  drain(): Promise<{ sent: number; failed: number }>;
  /** `drain`, also saying when the next pending message falls due (null: none is pending). */
  run(): Promise<DrainResult>;
  /**
   * Work a route does not await (so its answer's timing reveals nothing) and that writes to the
   * outbox: `drain` and closing the app wait for it, and a failure is logged, not lost.
   */
  track(work: Promise<unknown>): void;
  /** Resolves once every tracked piece of work has ended. */
  settled(): Promise<void>;
}

export function createOutboxWorker(deps: {
  db: Db;
  mailer: Mailer;
  now: () => Date;
  log: FastifyBaseLogger;
}): OutboxWorker {
  const once = async (): Promise<DrainResult> => {
    let sent = 0;
    let failed = 0;
    // The soonest retry this run scheduled: after the last claim, so not in its `nextDueAt`.
    let retryAt: number | null = null;
    for (;;) {
      const now = deps.now();
      const { rows: claimed, nextDueAt } = await repository.claimDue(
        deps.db,
        now,
        new Date(now.getTime() + CLAIM_LEASE_MS),
        BATCH,
      );
      for (const row of claimed) {
        try {
          const accepted = await deps.mailer.send({
            to: row.recipient,
            subject: row.subject,
            ...row.payload,
            messageId: messageIdFor(row.id),
          });
          if (accepted === false) throw new Error('el servidor de correo no aceptó el mensaje');
          await repository.markSent(deps.db, row.id, deps.now());
          sent += 1;
        } catch (error) {
          failed += 1;
          const last = row.attempts >= MAX_ATTEMPTS;
          const message = error instanceof Error ? error.message : String(error);
          const nextAttemptAt = last
            ? null
            : new Date(deps.now().getTime() + retryDelayMs(row.attempts));
          await repository.markAttemptFailed(deps.db, row.id, {
            error: cutText(message, 1000),
            nextAttemptAt,
          });
          if (nextAttemptAt) retryAt = Math.min(retryAt ?? Infinity, nextAttemptAt.getTime());
          deps.log[last ? 'error' : 'warn'](
            { err: error, messageId: row.id, attempts: row.attempts },
            last ? 'outgoing message failed for good' : 'outgoing message not sent, will retry',
          );
        }
      }
      if (claimed.length < BATCH) {
        const soonest = Math.min(nextDueAt?.getTime() ?? Infinity, retryAt ?? Infinity);
        return { sent, failed, nextDueAt: soonest === Infinity ? null : new Date(soonest) };
      }
    }
  };
  let tail: Promise<unknown> = Promise.resolve();
  const inFlight = new Set<Promise<unknown>>();
  const settled = async () => {
    while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
  };
  const run = () => {
    const result = tail.then(settled).then(once);
    tail = result.catch(() => undefined);
    return result;
  };
  return {
    drain: () => run().then(({ sent, failed }) => ({ sent, failed })),
    run,
    track(work) {
      const tracked = work.then(
        () => undefined,
        (err: unknown) => deps.log.error({ err }, 'background work for the outbox failed'),
      );
      inFlight.add(tracked);
      void tracked.finally(() => inFlight.delete(tracked));
    },
    settled,
  };
}

const iso = (date: Date | null) => date?.toISOString() ?? null;

export async function listOutgoing(db: Db, status: OutgoingMessageStatus) {
  const rows = await repository.listByStatus(db, status, OUTBOX_LIST_LIMIT);
  return rows.map((row) => ({
    id: row.id,
    channel: row.channel,
    recipient: row.recipient,
    subject: row.subject,
    status: row.status,
    attempts: row.attempts,
    lastError: row.lastError,
    createdAt: row.createdAt.toISOString(),
    nextAttemptAt: row.status === 'pending' ? iso(row.nextAttemptAt) : null,
    sentAt: iso(row.sentAt),
  }));
}

export async function retryOutgoing(db: Db, id: string, now: Date) {
  if (await repository.requeueFailed(db, id, now)) return;
  if (await repository.existsById(db, id)) throw conflict(OUTBOX_MESSAGES.notFailed);
  throw notFound(OUTBOX_MESSAGES.notFound);
}

/**
 * Decision 0154: the worker sleeps until there is something to send. It runs at start, when the
 * database notifies a message (migration 0058: `outbox`, sent when the writing transaction
 * commits), at the next message's due time (a retry, or one written for later), and at least
 * every `OUTBOX_SWEEP_MS` in case a notification was lost. Without notifications (no listener:
 * `SESSION_CACHE=off`, a pooler in transaction mode; or while the listener is down) it looks
 * every `OUTBOX_POLL_MS` instead.
 */
export const OUTBOX_CHANNEL = 'outbox';
export const OUTBOX_SWEEP_MS = 60_000;
export const OUTBOX_POLL_MS = 5_000;

/** The timers the waker sets, replaceable in tests. */
export interface WakeTimers {
  set(run: () => void, ms: number): unknown;
  clear(handle: unknown): void;
}

const realTimers: WakeTimers = {
  set: (run, ms) => setTimeout(run, ms).unref(),
  clear: (handle) => clearTimeout(handle as NodeJS.Timeout),
};

/** Starts the worker's wake-ups; resolves (once listening, when it can) with their stop. */
export async function wakeOutboxWorker(deps: {
  worker: OutboxWorker;
  now: () => Date;
  log: FastifyBaseLogger;
  listen?: Listen | undefined;
  timers?: WakeTimers;
  sweepMs?: number;
  pollMs?: number;
}) {
  const timers = deps.timers ?? realTimers;
  const sweepMs = deps.sweepMs ?? OUTBOX_SWEEP_MS;
  const pollMs = deps.pollMs ?? OUTBOX_POLL_MS;
  let live = false;
  let stopped = false;
  let running = false;
  let again = false;
  let timer: { handle: unknown; at: number } | undefined;
  let inFlight: Promise<void> = Promise.resolve();
  // Read through a call: the listener's callbacks set it meanwhile.
  const isRunning = () => running;

  /** Wakes at `at` (app-clock ms) unless already due to wake sooner. */
  const wakeAt = (at: number) => {
    if (stopped || (timer && timer.at <= at)) return;
    if (timer) timers.clear(timer.handle);
    const handle = timers.set(
      () => {
        timer = undefined;
        drainNow();
      },
      Math.max(0, at - deps.now().getTime()),
    );
    timer = { handle, at };
  };
  /** One run at a time: a wake-up during a run asks for one more run after it. */
  const drainNow = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = true;
    const started = deps.now().getTime();
    let next = started + (live ? sweepMs : pollMs);
    inFlight = deps.worker
      .run()
      .then(
        (result) => {
          if (result.sent + result.failed > 0) deps.log.info({ ...result }, 'outbox');
          if (result.nextDueAt) next = Math.min(next, result.nextDueAt.getTime());
        },
        (error: unknown) => deps.log.error({ err: error }, 'outbox failed'),
      )
      .finally(() => {
        running = false;
        if (again) {
          again = false;
          drainNow();
        } else {
          // A wake-up set meanwhile (a message notified for later) stays when sooner.
          wakeAt(next);
        }
      });
  };
  const stopListening = deps.listen
    ? await deps.listen(OUTBOX_CHANNEL, {
        onNotify: (payload) => {
          const due = Number(payload);
          if (Number.isFinite(due) && due > deps.now().getTime()) wakeAt(due);
          else drainNow();
        },
        // Live again: what was notified while down may be lost, so look now.
        onLive: () => {
          live = true;
          drainNow();
        },
        onDown: () => {
          live = false;
          wakeAt(deps.now().getTime() + pollMs);
        },
      })
    : undefined;
  // The start-up sweep (already under way when the listener came up live).
  if (!isRunning()) drainNow();
  return async () => {
    stopped = true;
    if (timer) timers.clear(timer.handle);
    timer = undefined;
    await stopListening?.();
    await inFlight;
  };
}

/** The worker as a sweep (lib/sweeps.ts): a test moves the clock and runs it at once. */
export const outboxJob = (worker: OutboxWorker): PeriodicJob => ({
  name: 'outbox',
  firstRunMs: OUTBOX_SWEEP_MS,
  everyMs: OUTBOX_SWEEP_MS,
  quiet: true,
  run: () => worker.drain(),
});

/** Erasure (issue 20): the messages to or about the person go with the rest of their data. */
export const forgetMessagesAbout = repository.deleteMessagesAbout;
