import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { addDays, OWNER_MESSAGES, timeToMinutes, zonedToUtc } from '@adiestra/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { openPostgres } from '../../db/client.ts';
import { appointmentChangeRequests, appointments } from '../../db/schema.ts';
import type { Mail, Mailer } from '../../lib/mailer.ts';
import { runSweeps } from '../../lib/sweeps.ts';
import { MovableClock } from '../../lib/test-clock.ts';
import type { ApiClient } from '../../test/api-client.ts';
import { createPendingRequest, inDays } from '../../test/booking-fixtures.ts';
import { testConfig, trainerTestApp, type TestApp, type Trainer } from '../../test/test-app.ts';

/**
 * Issue 16: reminders at the trainer's lead time, driven by an injected clock. Each test books
 * its own appointment (its own owner address) and moves the clock to it.
 */

const clock = new MovableClock();
let t: TestApp, api: ApiClient, lucia: Trainer, other: Trainer;

beforeAll(async () => {
  ({
    t,
    api,
    trainers: [lucia, other],
  } = await trainerTestApp(['Lucía', 'Otro'], {}, clock));
  return t.close;
});

const HOUR = 3_600_000;
const remindersTo = (mails: Mail[], to: string) =>
  mails.filter((m) => m.to === to && m.subject.startsWith('Recordatorio'));

/** An approved appointment `days` ahead at `time` (Madrid); its start as an instant. */
async function book(email: string, days: number, time = '10:00', trainer = lucia) {
  // Booked now: an earlier test may have moved the clock on, and the booking page only offers
  // times after the trainer's notice from the app's clock.
  clock.set(new Date());
  const requestId = await createPendingRequest(api, trainer, { clientEmail: email });
  const date = inDays(days);
  const res = await api.post(
    `/api/appointments/requests/${requestId}/approve`,
    { scheduledDate: date, scheduledTime: time },
    trainer.token,
  );
  expect(res.status).toBe(200);
  const id = res.body.data.appointment.id as string;
  return { id, date, start: zonedToUtc(date, timeToMinutes(time), 'Europe/Madrid') };
}

/** Moves the clock and runs the app's sweeps, as the periodic timer would at that moment. */
async function at(instant: Date, app = t.app) {
  clock.set(instant);
  await runSweeps(app);
}

/** The reminder's token, from its link to the appointment's page in Mi área (text part). */
function reminderToken(mail: Mail) {
  const match = /\/mi-area\/cita\?token=([\w-]{43})&respuesta=confirmar/.exec(mail.text);
  if (!match) throw new Error(`no reminder link in: ${mail.text}`);
  return match[1]!;
}

describe('reminder settings (Ajustes)', () => {
  it('default to 24 h without agenda, change, and refuse other lead times in Spanish', async () => {
    const get = await api.get('/api/reminders/settings', other.token);
    expect(get.body.data).toEqual({ leadMinutes: 1440, dailyAgenda: false });
    const put = await api.put(
      '/api/reminders/settings',
      { leadMinutes: 120, dailyAgenda: true },
      other.token,
    );
    expect(put.status).toBe(200);
    expect(put.body.data).toEqual({ leadMinutes: 120, dailyAgenda: true });
    const bad = await api.put(
      '/api/reminders/settings',
      { leadMinutes: 60, dailyAgenda: true },
      other.token,
    );
    expect(bad.status).toBe(400);
    expect(bad.body.errors.leadMinutes).toBe('Elige cuándo enviar el recordatorio');
    // Back to the defaults for the other tests.
    await api.put(
      '/api/reminders/settings',
      { leadMinutes: 1440, dailyAgenda: false },
      other.token,
    );
  });
});

describe('reminders', () => {
  it('go out once, at the lead time, with the confirm and cancel links in both parts', async () => {
    const { start } = await book('once@example.com', 12);
    await at(new Date(start.getTime() - 24 * HOUR - 60_000));
    expect(remindersTo(t.mails, 'once@example.com')).toHaveLength(0);
    await at(new Date(start.getTime() - 24 * HOUR + 60_000));
    await at(new Date(start.getTime() - 23 * HOUR));
    const sent = remindersTo(t.mails, 'once@example.com');
    expect(sent).toHaveLength(1);
    const [mail] = sent;
    expect(mail!.subject).toBe('Recordatorio: tu cita con Lucía García');
    const token = reminderToken(mail!);
    expect(mail!.text).toContain(
      `Confirmo asistencia http://app.test/mi-area/cita?token=${token}&respuesta=confirmar`,
    );
    expect(mail!.text).toContain(
      `Necesito cancelar http://app.test/mi-area/cita?token=${token}&respuesta=cancelar`,
    );
    expect(mail!.html).toContain(
      `href="http://app.test/mi-area/cita?token=${token}&amp;respuesta=cancelar"`,
    );
    // Both buttons open this appointment's page in Mi área; the mail also leads to all of them.
    expect(mail!.text).toContain('Todas tus citas: http://app.test/mi-area');
  });

  it('follow the trainer’s lead time, and none when the trainer chose none', async () => {
    await api.put('/api/reminders/settings', { leadMinutes: 120, dailyAgenda: false }, lucia.token);
    const { start } = await book('twohours@example.com', 13);
    await at(new Date(start.getTime() - 3 * HOUR));
    expect(remindersTo(t.mails, 'twohours@example.com')).toHaveLength(0);
    await at(new Date(start.getTime() - 2 * HOUR + 60_000));
    expect(remindersTo(t.mails, 'twohours@example.com')).toHaveLength(1);

    await api.put(
      '/api/reminders/settings',
      { leadMinutes: null, dailyAgenda: false },
      lucia.token,
    );
    const none = await book('none@example.com', 13, '12:00');
    await at(new Date(none.start.getTime() - HOUR));
    expect(remindersTo(t.mails, 'none@example.com')).toHaveLength(0);
    await api.put(
      '/api/reminders/settings',
      { leadMinutes: 1440, dailyAgenda: false },
      lucia.token,
    );
  });

  it('go out once with two API processes on one database, and still once after a restart', async () => {
    const { start } = await book('twoprocs@example.com', 14);
    const due = new Date(start.getTime() - 23 * HOUR);
    clock.set(due);
    // A second API process: its own app, pool and mailer on the same database.
    const openSecond = async () => {
      const database = await openPostgres(t.database.url, { max: 5, migrate: false });
      const mails: Mail[] = [];
      const mailer: Mailer = { send: (m) => (mails.push(m), Promise.resolve(true)) };
      const app = await buildApp({
        config: testConfig(),
        db: database.db,
        dbKind: 'postgres',
        mailer,
        logger: false,
        clock,
      });
      await app.ready();
      return { app, mails, close: () => app.close().then(() => database.close()) };
    };
    const second = await openSecond();
    try {
      await Promise.all([runSweeps(t.app), runSweeps(second.app), runSweeps(t.app)]);
      const total = [...t.mails, ...second.mails];
      expect(remindersTo(total, 'twoprocs@example.com')).toHaveLength(1);
    } finally {
      await second.close();
    }
    // A restarted process (a fresh app on the same database) does not send it again.
    const restarted = await openSecond();
    try {
      await runSweeps(restarted.app);
      expect(remindersTo(restarted.mails, 'twoprocs@example.com')).toHaveLength(0);
    } finally {
      await restarted.close();
    }
  });

  it('none after a cancel', async () => {
    const { id, start } = await book('cancelled@example.com', 15);
    const put = await api.put(`/api/appointments/${id}`, { status: 'CANCELLED' }, lucia.token);
    expect(put.status).toBe(200);
    await at(new Date(start.getTime() - 23 * HOUR));
    expect(remindersTo(t.mails, 'cancelled@example.com')).toHaveLength(0);
  });

  it('a moved appointment gets its reminder for the new time only, and the old link no longer acts', async () => {
    const { id, start } = await book('moved@example.com', 16);
    await at(new Date(start.getTime() - 23 * HOUR));
    const first = remindersTo(t.mails, 'moved@example.com');
    expect(first).toHaveLength(1);
    // Moved two days later (as the trainer's move does: new date, new SEQUENCE).
    const newDate = addDays(inDays(16), 2);
    await t.database.db
      .update(appointments)
      .set({ scheduledDate: newDate, icsSequence: 1 })
      .where(eq(appointments.id, id));
    await at(new Date(start.getTime() - 22 * HOUR));
    expect(remindersTo(t.mails, 'moved@example.com')).toHaveLength(1);
    const oldToken = reminderToken(first[0]!);
    expect((await api.get(`/api/reminders/links/${oldToken}`)).body.data.open).toBe(false);
    expect((await api.post(`/api/reminders/links/${oldToken}/confirm`)).status).toBe(409);
    await at(new Date(start.getTime() + 48 * HOUR - 23 * HOUR));
    expect(remindersTo(t.mails, 'moved@example.com')).toHaveLength(2);
  });

  it('"Confirmo asistencia": the GET changes nothing, the POST records it for the trainer', async () => {
    const { id, start } = await book('confirm@example.com', 17);
    await at(new Date(start.getTime() - 23 * HOUR));
    const token = reminderToken(remindersTo(t.mails, 'confirm@example.com')[0]!);
    const confirmedAt = async () => {
      const list = await api.get('/api/appointments?limit=100', lucia.token);
      return (
        list.body.data.appointments as { id: string; ownerConfirmedAt: string | null }[]
      ).find((a) => a.id === id)!.ownerConfirmedAt;
    };
    const page = await api.get(`/api/reminders/links/${token}`);
    expect(page.status).toBe(200);
    expect(page.body.data).toMatchObject({
      trainerName: 'Lucía García',
      dogName: 'Rocky',
      open: true,
      confirmedAt: null,
    });
    expect(await confirmedAt()).toBeNull();
    // The same token is the appointment's booking link: its page in Mi área shows it.
    const area = await api.call('GET', '/api/owner/overview', {
      headers: { 'x-booking-link': token },
    });
    expect(area.status).toBe(200);
    expect(area.body.data.trainers[0].appointments.map((a: { id: string }) => a.id)).toEqual([id]);
    const confirmed = await api.post(`/api/reminders/links/${token}/confirm`);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.data.confirmedAt).toEqual(expect.any(String));
    // Recorded at the app clock's time (the reminder's day), not the wall clock's.
    const recorded = Date.parse((await confirmedAt())!);
    expect(recorded).toBeGreaterThanOrEqual(start.getTime() - 23 * HOUR);
    expect(recorded).toBeLessThan(start.getTime());
    // Moving the appointment (whoever moves it) clears the confirmation: a database trigger.
    await t.database.db
      .update(appointments)
      .set({ scheduledTime: '12:00' })
      .where(eq(appointments.id, id));
    expect(await confirmedAt()).toBeNull();
  });

  it('"Necesito cancelar" inside the notice window is refused as in the owners\' area', async () => {
    // The default notice is 24 h; the reminder goes out 24 h before: 23 h before is inside.
    const { id, start } = await book('cancel-late@example.com', 19, '17:00');
    await at(new Date(start.getTime() - 23 * HOUR));
    const token = reminderToken(remindersTo(t.mails, 'cancel-late@example.com')[0]!);
    const res = await api.post(`/api/reminders/links/${token}/cancel`);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(OWNER_MESSAGES.insideNotice);
    const [row] = await t.database.db.select().from(appointments).where(eq(appointments.id, id));
    expect(row).toMatchObject({ status: 'SCHEDULED', cancelledBy: null, icsSequence: 0 });
  });

  it('"Necesito cancelar": the POST cancels as the owner, closes open changes, tells the trainer', async () => {
    const settings = { cancellationNoticeHours: 12, businessName: null, contactPhone: null };
    await api.put('/api/owner-area/settings', { ...settings, sessionPlace: null }, lucia.token);
    try {
      const { id, date, start } = await book('cancel-link@example.com', 19, '16:00');
      const [change] = await t.database.db
        .insert(appointmentChangeRequests)
        .values({
          id: randomUUID(),
          businessId: lucia.id,
          appointmentId: id,
          requestedDate: date,
          requestedTime: '18:00',
        })
        .returning();
      await at(new Date(start.getTime() - 23 * HOUR));
      const token = reminderToken(remindersTo(t.mails, 'cancel-link@example.com')[0]!);
      const res = await api.post(`/api/reminders/links/${token}/cancel`);
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({ cancelled: true, open: false });
      const [row] = await t.database.db.select().from(appointments).where(eq(appointments.id, id));
      expect(row).toMatchObject({ status: 'CANCELLED', cancelledBy: 'owner', icsSequence: 1 });
      const [closed] = await t.database.db
        .select()
        .from(appointmentChangeRequests)
        .where(eq(appointmentChangeRequests.id, change!.id));
      expect(closed).toMatchObject({ status: 'CANCELLED' });
      await t.app.outbox.drain();
      expect(
        t.mails.filter((m) => m.to === lucia.email && /ha cancelado su cita/.test(m.subject)),
      ).toHaveLength(1);
    } finally {
      await api.put(
        '/api/owner-area/settings',
        { ...settings, cancellationNoticeHours: 24, sessionPlace: null },
        lucia.token,
      );
    }
  });

  it('a booking confirmed inside its lead time gets its confirmation, and no reminder on top', async () => {
    const email = 'late-booking@example.com';
    const date = inDays(20);
    const start = zonedToUtc(date, timeToMinutes('10:00'), 'Europe/Madrid');
    clock.set(new Date());
    const requestId = await createPendingRequest(api, lucia, { clientEmail: email });
    // The trainer approves 20 h before the start: the 24 h reminder's moment has passed.
    clock.set(new Date(start.getTime() - 20 * HOUR));
    const res = await api.post(
      `/api/appointments/requests/${requestId}/approve`,
      { scheduledDate: date, scheduledTime: '10:00' },
      lucia.token,
    );
    expect(res.status).toBe(200);
    await at(new Date(start.getTime() - 20 * HOUR + 15_000));
    await at(new Date(start.getTime() - 2 * HOUR));
    await t.app.outbox.drain();
    expect(t.mails.filter((m) => m.to === email && /confirmada/.test(m.subject))).toHaveLength(1);
    expect(remindersTo(t.mails, email)).toHaveLength(0);
  });

  it('"Confirmo" on a visit already completed says so, not that the appointment changed', async () => {
    const { id, start } = await book('completed@example.com', 21);
    await at(new Date(start.getTime() - 23 * HOUR));
    const token = reminderToken(remindersTo(t.mails, 'completed@example.com')[0]!);
    clock.set(new Date(start.getTime() + 2 * HOUR));
    const done = await api.put(`/api/appointments/${id}`, { status: 'COMPLETED' }, lucia.token);
    expect(done.status).toBe(200);
    const page = await api.get(`/api/reminders/links/${token}`);
    expect(page.body.data).toMatchObject({ open: false, completed: true, cancelled: false });
    const late = await api.post(`/api/reminders/links/${token}/confirm`);
    expect(late.status).toBe(409);
    expect(late.body.message).toBe('Esta cita ya se ha realizado');
  });

  it('links with an unknown or malformed token are 404 and 400', async () => {
    expect((await api.get(`/api/reminders/links/${'a'.repeat(43)}`)).status).toBe(404);
    expect((await api.post(`/api/reminders/links/${'a'.repeat(43)}/confirm`)).status).toBe(404);
    expect((await api.get('/api/reminders/links/corto')).status).toBe(400);
  });
});

describe('daily agenda', () => {
  afterAll(() =>
    api.put('/api/reminders/settings', { leadMinutes: 1440, dailyAgenda: false }, other.token),
  );

  it('goes out once at 07:00 in the trainer’s zone, with the day’s appointments', async () => {
    const { date } = await book('agenda@example.com', 20, '09:30', other);
    await api.put('/api/reminders/settings', { leadMinutes: null, dailyAgenda: true }, other.token);
    const agendas = () =>
      t.mails.filter((m) => m.to === other.email && /Tu agenda/.test(m.subject));
    await at(zonedToUtc(date, 6 * 60 + 59, 'Europe/Madrid'));
    expect(agendas()).toHaveLength(0);
    await at(zonedToUtc(date, 7 * 60 + 1, 'Europe/Madrid'));
    await at(zonedToUtc(date, 8 * 60, 'Europe/Madrid'));
    expect(agendas()).toHaveLength(1);
    expect(agendas()[0]!.text).toContain('09:30: Rocky (Marta Ruiz)');
  });
});
