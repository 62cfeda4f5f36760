import { OWNER_MESSAGES, timeToMinutes, zonedToUtc } from '@adiestra/shared';
import { sql } from 'drizzle-orm';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiClient, createTrainer, registerAdmin, type ApiClient } from '../../test/api-client.ts';
import { inDays, offerTime } from '../../test/booking-fixtures.ts';
import { createTestApp, testClock, type TestApp, type Trainer } from '../../test/test-app.ts';
import { OWNER, asOwner, bookFor, signInOwner, tokenFromMail } from '../../test/owner-fixtures.ts';
import { readCalendar } from '../../test/parse-ics.ts';

const clock = testClock();
let t: TestApp, api: ApiClient, lucia: Trainer;

beforeAll(async () => {
  t = await createTestApp({}, { clock });
  api = apiClient(t.app);
  const admin = await registerAdmin(api);
  lucia = await createTrainer(api, admin.token, 'Lucía');
  return t.close;
});

const slotsOn = async (date: string) =>
  (
    await api.get(
      `/api/appointments/public/available-slots?date=${date}&duration=60&businessId=${lucia.id}`,
    )
  ).body.data.slots.map((s: { time: string }) => s.time) as string[];

const trainerAppointment = async (id: string, date: string) =>
  (
    await api.get(`/api/appointments?date=${date}&limit=100`, lucia.token)
  ).body.data.appointments.find((a: { id: string }) => a.id === id);

const startOf = (date: string, time: string) =>
  zonedToUtc(date, timeToMinutes(time), 'Europe/Madrid');

describe('what the owner sees', () => {
  it("lists each trainer's appointments and requests, with the trainer's contact and place", async () => {
    const email = 'vista@example.com';
    await api.put(
      '/api/owner-area/settings',
      {
        cancellationNoticeHours: 48,
        businessName: 'Adiestra Lucía',
        contactPhone: '+34 600 111 222',
        sessionPlace: 'Parque del Retiro, puerta de Alcalá',
      },
      lucia.token,
    );
    const { link } = await bookFor(t, api, lucia, email, { date: inDays(4), time: '09:00' });
    await offerTime(api, lucia, inDays(8), '10:00');
    const pending = await api.post('/api/public/appointments/request', {
      educatorId: lucia.id,
      clientName: 'Vista',
      clientEmail: 'VISTA@example.com',
      clientPhone: '+34 612 345 678',
      dogName: 'Nube',
      serviceType: 'basic_training',
      preferredDate: inDays(8),
      preferredTime: '10:00',
      consent: true,
    });
    expect(pending.status).toBe(201);
    // The receipt carries a link to that request's page.
    const receiptToken = await tokenFromMail(t, email, 'ha llegado a');
    const rejectedId = (
      await api.post(
        '/api/appointments/requests',
        {
          clientName: 'Vista',
          clientEmail: email,
          clientPhone: '612345678',
          dogName: 'Nube',
          requestedDate: inDays(9),
          requestedTime: '12:00',
          serviceType: 'evaluation',
        },
        lucia.token,
      )
    ).body.data.id;
    await api.post(
      `/api/appointments/requests/${rejectedId}/reject`,
      { reason: 'De vacaciones' },
      lucia.token,
    );

    const owner = asOwner(api, { cookie: await signInOwner(t, api, email) });
    const { data } = (await owner.get(`${OWNER}/overview`)).body;
    expect(data.email).toBe(email);
    expect(data.trainers).toHaveLength(1);
    const [group] = data.trainers;
    expect(group.trainer).toEqual({
      id: lucia.id,
      name: 'Lucía García',
      businessName: 'Adiestra Lucía',
      email: lucia.email,
      phone: '+34 600 111 222',
      place: 'Parque del Retiro, puerta de Alcalá',
      timeZone: 'Europe/Madrid',
      cancellationNoticeHours: 48,
    });
    expect(group.appointments).toEqual([
      expect.objectContaining({
        date: inDays(4),
        time: '09:00',
        status: 'SCHEDULED',
        canChange: true,
      }),
    ]);
    expect(group.requests).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: pending.body.data.id, status: 'PENDING' }),
        expect.objectContaining({
          id: rejectedId,
          status: 'REJECTED',
          rejectionReason: 'De vacaciones',
        }),
      ]),
    );

    // A booking link shows that one booking, without signing in.
    const byLink = (await asOwner(api, { link }).get(`${OWNER}/overview`)).body.data;
    expect(byLink.email).toBeNull();
    expect(byLink.trainers[0].appointments.map((a: { date: string }) => a.date)).toEqual([
      inDays(4),
    ]);
    expect(byLink.trainers[0].requests).toEqual([]);
    const byReceipt = (await asOwner(api, { link: receiptToken }).get(`${OWNER}/overview`)).body
      .data;
    expect(byReceipt.trainers[0].requests.map((r: { id: string }) => r.id)).toEqual([
      pending.body.data.id,
    ]);
    expect(byReceipt.trainers[0].appointments).toEqual([]);

    // The calendar file: same UID as the approval mail's.
    const ics = await asOwner(api, { link }).get(
      `${OWNER}/appointments/${group.appointments[0].id}/calendar.ics`,
    );
    expect(ics.status).toBe(200);
    expect(ics.headers['content-type']).toMatch(/text\/calendar/);
    expect(ics.body).toContain(`UID:${group.appointments[0].id}@adiestra`);
    expect(ics.body).toContain('LOCATION:Parque del Retiro\\, puerta de Alcalá');
    // As a calendar app reads it: one SEQUENCE, the place from Ajustes.
    expect(readCalendar(ics.body).events).toMatchObject([
      { sequences: [0], location: 'Parque del Retiro, puerta de Alcalá', status: 'CONFIRMED' },
    ]);
    await api.put('/api/owner-area/settings', { cancellationNoticeHours: 24 }, lucia.token);
  });
});

describe('cancel', () => {
  it('inside the notice window is refused and changes nothing', async () => {
    const date = inDays(3);
    const { id, link } = await bookFor(t, api, lucia, 'tarde@example.com', { date, time: '11:00' });
    const owner = asOwner(api, { link });
    const real = clock.now();
    // 23 hours before the start: inside the trainer's 24 h.
    clock.set(new Date(startOf(date, '11:00').getTime() - 23 * 3_600_000));
    try {
      const seen = (await owner.get(`${OWNER}/overview`)).body.data.trainers[0].appointments[0];
      expect(seen.canChange).toBe(false);
      const res = await owner.post(`${OWNER}/appointments/${id}/cancel`);
      expect(res.status).toBe(409);
      expect(res.body.message).toBe(OWNER_MESSAGES.insideNotice);
      const change = await owner.post(`${OWNER}/appointments/${id}/change-requests`, {
        date: inDays(6),
        time: '10:00',
      });
      expect(change.status).toBe(409);
    } finally {
      clock.set(real);
    }
    expect(await trainerAppointment(id, date)).toMatchObject({ status: 'SCHEDULED' });
  });

  it('outside it frees the time at once, tells the trainer and shows who cancelled', async () => {
    const date = inDays(11);
    await offerTime(api, lucia, date, '10:00');
    const { id, link } = await bookFor(t, api, lucia, 'cancela@example.com', {
      date,
      time: '10:00',
    });
    expect(await slotsOn(date)).not.toContain('10:00');
    const res = await asOwner(api, { link }).post(`${OWNER}/appointments/${id}/cancel`);
    expect(res.status).toBe(200);
    expect(await trainerAppointment(id, date)).toMatchObject({
      status: 'CANCELLED',
      cancelledBy: 'owner',
    });
    expect(await slotsOn(date)).toContain('10:00');
    await t.app.outbox.drain();
    expect(t.mails.findLast((m) => m.to === lucia.email)?.subject).toMatch(/ha cancelado su cita/);
    // Issue 28: the link opens nothing once its appointment is cancelled.
    const again = await asOwner(api, { link }).post(`${OWNER}/appointments/${id}/cancel`);
    expect(again.status).toBe(401);
  });
});

describe('ask for another time', () => {
  it('creates a change the trainer approves: the appointment moves, with a higher SEQUENCE', async () => {
    const date = inDays(12);
    const target = inDays(13);
    await offerTime(api, lucia, target, '17:00');
    const { id, link } = await bookFor(t, api, lucia, 'cambio@example.com', {
      date,
      time: '10:00',
    });
    const owner = asOwner(api, { link });

    const free = await owner.get(`${OWNER}/appointments/${id}/free-times?date=${target}`);
    expect(free.body.data.slots.map((s: { time: string }) => s.time)).toEqual(
      await slotsOn(target),
    );
    const offTheList = await owner.post(`${OWNER}/appointments/${id}/change-requests`, {
      date: target,
      time: '03:00',
    });
    expect(offTheList.status).toBe(400);
    expect(offTheList.body.message).toBe(OWNER_MESSAGES.timeNotFree);

    const asked = await owner.post(`${OWNER}/appointments/${id}/change-requests`, {
      date: target,
      time: '17:00',
    });
    expect(asked.status).toBe(201);
    const twice = await owner.post(`${OWNER}/appointments/${id}/change-requests`, {
      date: target,
      time: '17:00',
    });
    expect(twice.status).toBe(409);
    await t.app.outbox.drain();
    expect(t.mails.findLast((m) => m.to === lucia.email)?.subject).toMatch(/pide cambiar la hora/);
    // The appointment stands until the trainer approves.
    expect(await trainerAppointment(id, date)).toMatchObject({ scheduledTime: '10:00' });
    const seen = (await owner.get(`${OWNER}/overview`)).body.data.trainers[0].appointments[0];
    expect(seen.pendingChange).toEqual({ date: target, time: '17:00' });

    const listed = (await api.get('/api/appointments/change-requests', lucia.token)).body.data
      .changes;
    const change = listed.find((c: { appointmentId: string }) => c.appointmentId === id);
    expect(change).toMatchObject({
      fromDate: date,
      fromTime: '10:00',
      toDate: target,
      toTime: '17:00',
    });
    const approved = await api.post(
      `/api/appointments/change-requests/${change.id}/approve`,
      {},
      lucia.token,
    );
    expect(approved.status).toBe(200);
    expect(approved.body.data.appointment).toMatchObject({
      id,
      scheduledDate: target,
      scheduledTime: '17:00',
    });
    expect(await slotsOn(target)).not.toContain('17:00');
    const decidedTwice = await api.post(
      `/api/appointments/change-requests/${change.id}/approve`,
      {},
      lucia.token,
    );
    expect(decidedTwice.status).toBe(409);

    await t.app.outbox.drain();
    expect(t.mails.findLast((m) => m.to === 'cambio@example.com')?.subject).toMatch(
      /ha aceptado el cambio/,
    );
    const mail = t.mails.findLast((m) => m.to === 'cambio@example.com')!;
    // The mailed file and the Mi área download: the raised SEQUENCE, once.
    const mailed = readCalendar(mail.attachments?.[0]?.content as string);
    expect(mailed.events.map((e) => e.sequences)).toEqual([[1]]);
    const ics = await owner.get(`${OWNER}/appointments/${id}/calendar.ics`);
    expect(readCalendar(ics.body).events.map((e) => e.sequences)).toEqual([[1]]);
  });

  it('a rejected change leaves the appointment and shows the reason', async () => {
    const date = inDays(14);
    const target = inDays(15);
    await offerTime(api, lucia, target, '12:00');
    const { id, link } = await bookFor(t, api, lucia, 'rechazo@example.com', {
      date,
      time: '10:00',
    });
    const owner = asOwner(api, { link });
    await owner.post(`${OWNER}/appointments/${id}/change-requests`, {
      date: target,
      time: '12:00',
    });
    const change = (
      await api.get('/api/appointments/change-requests', lucia.token)
    ).body.data.changes.find((c: { appointmentId: string }) => c.appointmentId === id);
    expect(
      (await api.post(`/api/appointments/change-requests/${change.id}/reject`, {}, lucia.token))
        .status,
    ).toBe(400);
    const res = await api.post(
      `/api/appointments/change-requests/${change.id}/reject`,
      { reason: 'Esa tarde no puedo' },
      lucia.token,
    );
    expect(res.status).toBe(200);
    expect(await trainerAppointment(id, date)).toMatchObject({
      scheduledTime: '10:00',
      status: 'SCHEDULED',
    });
    const seen = (await owner.get(`${OWNER}/overview`)).body.data.trainers[0].appointments[0];
    expect(seen.pendingChange).toBeNull();
    expect(seen.rejectedChange).toEqual({
      date: target,
      time: '12:00',
      reason: 'Esa tarde no puedo',
    });
  });

  it('of 20 concurrent approvals of changes into one time, exactly one succeeds', async () => {
    const target = inDays(40);
    await offerTime(api, lucia, target, '10:00');
    const changeIds: string[] = [];
    for (let i = 0; i < 20; i++) {
      const email = `carrera${i}@example.com`;
      const { id, link } = await bookFor(t, api, lucia, email, {
        date: inDays(41 + i),
        time: '10:00',
      });
      const asked = await asOwner(api, { link }).post(
        `${OWNER}/appointments/${id}/change-requests`,
        {
          date: target,
          time: '10:00',
        },
      );
      expect(asked.status).toBe(201);
    }
    const changes = (await api.get('/api/appointments/change-requests', lucia.token)).body.data
      .changes;
    for (const c of changes) if (c.toDate === target) changeIds.push(c.id);
    expect(changeIds).toHaveLength(20);
    const results = await Promise.all(
      changeIds.map((id) =>
        api.post(`/api/appointments/change-requests/${id}/approve`, {}, lucia.token),
      ),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    const onTarget = (await api.get(`/api/appointments?date=${target}`, lucia.token)).body.data
      .appointments;
    expect(onTarget).toHaveLength(1);
    // The 19 refused stay pending, their appointments where they were.
    const left = (await api.get('/api/appointments/change-requests', lucia.token)).body.data
      .changes;
    expect(left.filter((c: { toDate: string }) => c.toDate === target)).toHaveLength(19);
  });
});

describe('links never act on a GET', () => {
  const TABLES = [
    'appointments',
    'appointment_requests',
    'appointment_change_requests',
    'booking_links',
    'owner_sessions',
    'owner_sign_in_tokens',
  ];
  it('opening every owner GET route and the pages of both links changes nothing', async () => {
    const webDist = mkdtempSync(path.join(os.tmpdir(), 'adiestra-owner-web-'));
    writeFileSync(path.join(webDist, 'index.html'), '<p>app</p>');
    const served = await createTestApp({ webDist });
    try {
      const client = apiClient(served.app);
      const admin = await registerAdmin(client);
      const ana = await createTrainer(client, admin.token, 'Ana');
      const { id, link } = await bookFor(served, client, ana, 'mira@example.com', {
        date: inDays(6),
        time: '10:00',
      });
      await client.post(`${OWNER}/sign-in-links`, { email: 'mira@example.com' });
      const signIn = await tokenFromMail(served, 'mira@example.com', '/mi-area/entrar');
      const db = served.database.db;
      const print = async () => {
        const parts = TABLES.map(
          (table) =>
            sql`select ${table} as t, md5(coalesce(string_agg(r::text, '|' order by r::text), '')) as h from ${sql.identifier(table)} r`,
        );
        return JSON.stringify(await db.execute(sql.join(parts, sql` union all `)));
      };
      const before = await print();
      // What a mail scanner does: follow both links, then every GET an owner page makes.
      for (const url of [
        `/mi-area/entrar?token=${signIn}`,
        `/mi-area/cita?token=${link}`,
        '/mi-area',
      ]) {
        const page = await client.get(url);
        expect(page.status, url).toBe(200);
        expect(page.body).toBe('<p>app</p>');
      }
      // The session reports' GETs (issue 17) answer a report link, not a booking link: their
      // tests (modules/reports) open them with one and count what changed. An invoice's PDF
      // (issue 30) answers a signed-in owner only, for an invoice id
      // (modules/invoices/owner-invoices.test.ts); it reads and writes nothing else. So do the
      // owner's uploaded documents (issue 31.3, modules/vaccines/owner-documents.test.ts), the
      // documents to sign (issue 31.6, modules/consents/consents.test.ts), the classes and the
      // courses (issue 29, modules/classes/owner-classes.test.ts, course-waitlist.test.ts).
      const signedInOnly = ['reports', 'invoices', 'documents', 'consents', 'classes', 'courses'];
      const gets = served.app.routeTable.filter(
        (r) =>
          r.method === 'GET' &&
          r.url.startsWith('/api/owner/') &&
          !signedInOnly.some((area) => r.url.startsWith(`/api/owner/${area}`)),
      );
      expect(gets.length).toBeGreaterThanOrEqual(3);
      for (const route of gets) {
        const url = `${route.url.replace(':id', id)}?date=${inDays(7)}&token=${link}`;
        expect((await asOwner(client, { link }).get(url)).status, url).toBe(200);
      }
      expect(await print()).toBe(before);
      // The sign-in link still works afterwards: nothing spent it.
      expect((await client.post(`${OWNER}/sessions`, { token: signIn })).status).toBe(200);
    } finally {
      await served.close();
    }
  });
});
