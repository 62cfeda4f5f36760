import { eq } from 'drizzle-orm';
import { OUTBOX_MESSAGES } from '@adiestra/shared';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../app.ts';
import { outgoingMessages } from '../../db/schema.ts';
import type { Mail } from '../../lib/mailer.ts';
import { apiClient, createTrainer, registerAdmin, type ApiClient } from '../../test/api-client.ts';
import { createTestApp, testClock, testConfig, type TestApp } from '../../test/test-app.ts';
import { enqueueMails } from './outbox.service.ts';
import { MAX_ATTEMPTS, retryDelayMs } from './outbox.service.ts';

const clock = testClock();
let t: TestApp, api: ApiClient, adminToken: string, trainerToken: string;

beforeAll(async () => {
  t = await createTestApp({}, { clock });
  api = apiClient(t.app);
  adminToken = (await registerAdmin(api)).token;
  trainerToken = (await createTrainer(api, adminToken, 'Lucía')).token;
  return t.close;
});

const mail = (to: string): Mail => ({
  to,
  subject: `Prueba para ${to}`,
  text: 'Texto',
  html: '<p>Texto</p>',
  attachments: [{ filename: 'cita.ics', content: 'BEGIN:VCALENDAR', contentType: 'text/calendar' }],
});
const rowTo = async (to: string) =>
  (
    await t.database.db.select().from(outgoingMessages).where(eq(outgoingMessages.recipient, to))
  )[0]!;

describe('the outbox worker', () => {
  it('sends what a committed transaction wrote, with its attachment, and nothing a rollback wrote', async () => {
    await enqueueMails(t.database.db, [mail('uno@example.com')], { now: clock.now() });
    await t.database.db
      .transaction(async (tx) => {
        await enqueueMails(tx, [mail('deshecho@example.com')], { now: clock.now() });
        throw new Error('rollback');
      })
      .catch(() => undefined);
    await t.app.outbox.drain();
    const sent = t.mails.filter(
      (m) => m.to.endsWith('@example.com') && m.subject.startsWith('Prueba'),
    );
    expect(sent.map((m) => m.to)).toEqual(['uno@example.com']);
    expect(sent[0]).toMatchObject({
      html: '<p>Texto</p>',
      attachments: [{ filename: 'cita.ics' }],
    });
    expect(await rowTo('uno@example.com')).toMatchObject({ status: 'sent', attempts: 1 });
  });

  it('retries with back-off, gives up after MAX_ATTEMPTS, and shows the admin why', async () => {
    const send = vi.spyOn(t.app.mailer, 'send').mockRejectedValue(new Error('SMTP caído'));
    try {
      await enqueueMails(t.database.db, [mail('falla@example.com')], { now: clock.now() });
      await t.app.outbox.drain();
      const first = await rowTo('falla@example.com');
      expect(first).toMatchObject({ status: 'pending', attempts: 1, lastError: 'SMTP caído' });
      expect(first.nextAttemptAt.getTime() - clock.now().getTime()).toBe(retryDelayMs(1));
      // Not due yet: nothing tried.
      await t.app.outbox.drain();
      expect(send).toHaveBeenCalledTimes(1);
      for (let attempt = 2; attempt <= MAX_ATTEMPTS; attempt++) {
        clock.advance(retryDelayMs(attempt - 1));
        await t.app.outbox.drain();
      }
      expect(send).toHaveBeenCalledTimes(MAX_ATTEMPTS);
      expect(await rowTo('falla@example.com')).toMatchObject({
        status: 'failed',
        attempts: MAX_ATTEMPTS,
      });
    } finally {
      send.mockRestore();
    }

    const listed = await api.get('/api/admin/outbox?status=failed', adminToken);
    expect(listed.status).toBe(200);
    const [failed] = listed.body.data.messages;
    expect(failed).toMatchObject({
      recipient: 'falla@example.com',
      status: 'failed',
      attempts: MAX_ATTEMPTS,
      lastError: 'SMTP caído',
    });
    // The admin sees who and why, never the body.
    expect(JSON.stringify(failed)).not.toContain('Texto');
    expect((await api.get('/api/admin/outbox?status=failed', trainerToken)).status).toBe(403);

    const retried = await api.post(`/api/admin/outbox/${failed.id}/retry`, undefined, adminToken);
    expect(retried.status).toBe(200);
    expect(retried.body.message).toBe(OUTBOX_MESSAGES.retried);
    expect(t.mails.filter((m) => m.to === 'falla@example.com')).toHaveLength(1);
    expect(await rowTo('falla@example.com')).toMatchObject({ status: 'sent', lastError: null });
    const again = await api.post(`/api/admin/outbox/${failed.id}/retry`, undefined, adminToken);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(OUTBOX_MESSAGES.notFailed);
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect(
      (await api.post(`/api/admin/outbox/${unknown}/retry`, undefined, adminToken)).status,
    ).toBe(404);
  });

  it('sends each message once with two processes draining the same database at once', async () => {
    const otherMails: Mail[] = [];
    const other = await buildApp({
      config: testConfig(),
      db: t.database.db,
      dbKind: 'postgres',
      mailer: { send: (m) => Promise.resolve(void otherMails.push(m)) },
      clock,
      logger: false,
    });
    await other.ready();
    try {
      const addresses = Array.from({ length: 30 }, (_, i) => `lote${i}@example.com`);
      await enqueueMails(t.database.db, addresses.map(mail), { now: clock.now() });
      await Promise.all([t.app.outbox.drain(), other.outbox.drain(), t.app.outbox.drain()]);
      const delivered = [...t.mails, ...otherMails]
        .map((m) => m.to)
        .filter((to) => to.startsWith('lote'));
      expect(delivered.sort()).toEqual([...addresses].sort());
    } finally {
      await other.close();
    }
  });
});
