import { randomBytes } from 'node:crypto';
import { asc } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.ts';
import { outgoingMessages } from './db/schema.ts';
import { messageIdFor } from './modules/outbox/index.ts';
import { apiClient, createTrainer, registerAdmin } from './test/api-client.ts';
import { booking, inDays, offerTime } from './test/booking-fixtures.ts';
import { freePort, jsonFetch, startServer, type ServerProcess } from './test/server-process.ts';
import { startSmtpSink, type SmtpSink } from './test/smtp-sink.ts';
import { openTestDatabase, testConfig } from './test/test-app.ts';

const DAY = 86_400_000;

// Issue 26, the outbox's proof: with the mail server down a booking request is answered, the
// process is killed, the mail server comes up, the app starts again and every mail arrives, once.
describe('outgoing mail through an SMTP outage and a crash', () => {
  const database = openTestDatabase();
  let server: ServerProcess | undefined;
  let sink: SmtpSink | undefined;

  afterAll(async () => {
    await server?.stop('SIGKILL', { group: true });
    await sink?.close();
    await (await database).close();
  });

  it('sends every mail of an answered request exactly once after the restart', async () => {
    const db = await database;
    const smtpPort = await freePort();
    const config = testConfig({ smtpUrl: `smtp://127.0.0.1:${smtpPort}` });

    // The trainer and a free hour on the booking page, set up in this process.
    const setup = await buildApp({
      config,
      db: db.db,
      dbKind: 'postgres',
      mailer: { send: () => Promise.resolve() },
      logger: false,
    });
    await setup.ready();
    const api = apiClient(setup);
    const admin = await registerAdmin(api);
    const trainer = await createTrainer(api, admin.token, 'Lucía');
    await offerTime(api, trainer, inDays(7), '10:00');
    await setup.close();
    const before = await db.db.select().from(outgoingMessages);
    expect(before.every((m) => m.status === 'sent')).toBe(true);

    // The real server, its mail server down: the request is answered all the same.
    server = await startServer(
      {
        DATABASE_URL: db.url,
        SMTP_URL: config.smtpUrl!,
        JWT_SECRET: randomBytes(32).toString('hex'),
        RATE_LIMITS: 'off',
      },
      await freePort(),
    );
    const answered = await jsonFetch(`${server.url}/api/public/appointments/request`, {
      method: 'POST',
      body: booking(trainer.id),
    });
    expect(answered.status).toBe(201);
    await server.stop('SIGKILL', { group: true });
    server = undefined;

    const waiting = await db.db
      .select()
      .from(outgoingMessages)
      .orderBy(asc(outgoingMessages.createdAt), asc(outgoingMessages.id));
    const pending = waiting.filter((m) => m.status === 'pending');
    expect(pending.map((m) => m.recipient).sort()).toEqual(
      [trainer.email, 'marta.ruiz@example.com'].sort(),
    );

    // The mail server comes up; the app starts again (a day later: past any back-off).
    sink = await startSmtpSink(smtpPort);
    const restarted = await buildApp({
      config,
      db: db.db,
      dbKind: 'postgres',
      clock: { now: () => new Date(Date.now() + DAY) },
      logger: false,
    });
    await restarted.ready();
    try {
      await restarted.outbox.drain();
      await restarted.outbox.drain();
    } finally {
      await restarted.close();
    }

    expect(sink.messages.map((m) => m.to).sort()).toEqual(
      [[trainer.email], ['marta.ruiz@example.com']].sort(),
    );
    for (const message of pending) {
      const copies = sink.messages.filter((m) => m.raw.includes(messageIdFor(message.id)));
      expect(copies, message.recipient).toHaveLength(1);
    }
    const after = await db.db.select().from(outgoingMessages);
    expect(after.filter((m) => m.status !== 'sent')).toEqual([]);
  }, 120_000);
});
