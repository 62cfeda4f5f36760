import { eq, sql } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { listenerOn } from '../../db/listener.ts';
import { outgoingMessages } from '../../db/schema.ts';
import type { Mail } from '../../lib/mailer.ts';
import { openTestDatabase, testClock } from '../../test/test-app.ts';
import {
  createOutboxWorker,
  enqueueMails,
  OUTBOX_POLL_MS,
  OUTBOX_SWEEP_MS,
  wakeOutboxWorker,
  type WakeTimers,
} from './outbox.service.ts';

/**
 * Decision 0154: the outbox worker sleeps until the database notifies a message, its next due
 * time comes, or the slow sweep. The timers are the test's own: none fires unless the test says,
 * so a message sent without firing one was woken by its notification.
 */
let database: Database & { url: string };
const clock = testClock();
const quiet = { info: () => {}, warn: () => {}, error: () => {}, debug: () => {} };

beforeAll(async () => {
  database = await openTestDatabase();
  return database.close;
});

/** Timers that only fire when the test fires them; `pending` says what the waker asked for. */
function manualTimers() {
  const pending = new Map<number, { run: () => void; at: number }>();
  let next = 0;
  const timers: WakeTimers = {
    set: (run, ms) => {
      const id = next++;
      pending.set(id, { run, at: clock.now().getTime() + ms });
      return id;
    },
    clear: (handle) => pending.delete(handle as number),
  };
  return {
    timers,
    /** When the waker will wake next (app-clock ms), if it set a timer. */
    wakesAt: () => Math.min(...[...pending.values()].map((t) => t.at)),
    /** Fires the pending timers whose time has come on the test's clock. */
    fireDue: () => {
      for (const [id, timer] of [...pending]) {
        if (timer.at <= clock.now().getTime()) {
          pending.delete(id);
          timer.run();
        }
      }
    },
  };
}

const stops: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (stops.length > 0) await stops.pop()!();
});

async function startWorker(options: { listen: boolean }) {
  const sent: Mail[] = [];
  const worker = createOutboxWorker({
    db: database.db,
    mailer: { send: (mail) => (sent.push(mail), Promise.resolve(true)) },
    now: () => clock.now(),
    log: quiet as never,
  });
  const manual = manualTimers();
  const listen = options.listen ? listenerOn(database.url) : undefined;
  const stop = await wakeOutboxWorker({
    worker,
    now: () => clock.now(),
    log: quiet as never,
    listen,
    timers: manual.timers,
  });
  stops.push(stop);
  // The start-up sweep has run (and set its timer): what follows is idle.
  await expect.poll(() => Number.isFinite(manual.wakesAt())).toBe(true);
  return { sent, ...manual };
}

const mailTo = (to: string): Mail => ({ to, subject: `Aviso para ${to}`, text: 'Texto' });
const statusOf = async (to: string) =>
  (
    await database.db
      .select({ status: outgoingMessages.status })
      .from(outgoingMessages)
      .where(eq(outgoingMessages.recipient, to))
  )[0]?.status;

describe('the outbox worker wakes up', () => {
  it('sleeps until the slow sweep when idle, and sends a message as soon as it is committed', async () => {
    const { wakesAt } = await startWorker({ listen: true });
    expect(wakesAt()).toBe(clock.now().getTime() + OUTBOX_SWEEP_MS);

    await enqueueMails(database.db, [mailTo('al-momento@example.com')], { now: clock.now() });
    // No timer fired: only the insert's notification can have woken it.
    await expect.poll(() => statusOf('al-momento@example.com'), { timeout: 15_000 }).toBe('sent');
  });

  it('catches a message whose notification was lost at its slow sweep', async () => {
    const { wakesAt, fireDue, sent } = await startWorker({ listen: true });
    // Written without its trigger: no notification ever says so.
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await enqueueMails(tx, [mailTo('perdido@example.com')], { now: clock.now() });
    });
    expect(await statusOf('perdido@example.com')).toBe('pending');
    expect(sent).toEqual([]);

    clock.set(new Date(wakesAt()));
    fireDue();
    await expect.poll(() => statusOf('perdido@example.com'), { timeout: 15_000 }).toBe('sent');
  });

  it('wakes at the due time of a message written for later, not before', async () => {
    const { wakesAt, fireDue } = await startWorker({ listen: true });
    const dueAt = new Date(clock.now().getTime() + 10_000);
    await database.db.insert(outgoingMessages).values({
      id: crypto.randomUUID(),
      channel: 'email',
      recipient: 'luego@example.com',
      subject: 'Más tarde',
      payload: { text: 'Texto' },
      createdAt: clock.now(),
      nextAttemptAt: dueAt,
    });
    await expect.poll(wakesAt, { timeout: 15_000 }).toBe(dueAt.getTime());
    expect(await statusOf('luego@example.com')).toBe('pending');

    clock.set(dueAt);
    fireDue();
    await expect.poll(() => statusOf('luego@example.com'), { timeout: 15_000 }).toBe('sent');
  });

  it('looks every few seconds when it has no listener (SESSION_CACHE=off, a pooler)', async () => {
    const { wakesAt, fireDue } = await startWorker({ listen: false });
    expect(wakesAt()).toBe(clock.now().getTime() + OUTBOX_POLL_MS);
    await enqueueMails(database.db, [mailTo('sin-aviso@example.com')], { now: clock.now() });

    clock.advance(OUTBOX_POLL_MS);
    fireDue();
    await expect.poll(() => statusOf('sin-aviso@example.com'), { timeout: 15_000 }).toBe('sent');
  });
});
