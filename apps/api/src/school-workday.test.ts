import { beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from './test/api-client.ts';
import { bookOwn, createPendingRequest, inDays, internalRequest } from './test/booking-fixtures.ts';
import { addMember } from './test/staff-fixtures.ts';
import { trainerTestApp, type TestApp, type Trainer } from './test/test-app.ts';

/**
 * A school's working day (issue 39): the receptionist and an adiestrador do the day's work in the
 * titular's business — every write lands in that business, with the member who does it, and
 * every list shows the same business to each of them. Marta's business sees none of it.
 */
let t: TestApp, api: ApiClient, lucia: Trainer, marta: Trainer;
let pablo: Trainer, rosa: Trainer;

beforeAll(async () => {
  ({
    t,
    api,
    trainers: [lucia, marta],
  } = await trainerTestApp(['Lucía', 'Marta']));
  pablo = await addMember(t, api, lucia.token, 'adiestrador', undefined, 'Pablo Ruiz');
  rosa = await addMember(t, api, lucia.token, 'recepcion', undefined, 'Rosa Martín');
  return t.close;
});

const dayOf = async (token: string, date: string) =>
  (await api.get(`/api/appointments?date=${date}&limit=100`, token)).body.data.appointments as {
    id: string;
    scheduledTime: string;
    trainerId: string;
    clientId: string;
    dogId: string;
    notes: string | null;
  }[];

describe("a school's working day", () => {
  it('Nueva Cita by recepción for Pablo, and by Pablo for himself: the business lists both', async () => {
    const date = inDays(12);
    const byRosa = await api.post(
      '/api/appointments/requests',
      internalRequest({
        requestedDate: date,
        requestedTime: '10:00',
        confirm: true,
        trainerId: pablo.id,
      }),
      rosa.token,
    );
    expect(byRosa.status, JSON.stringify(byRosa.body)).toBe(201);
    const byPablo = await api.post(
      '/api/appointments/requests',
      internalRequest({ requestedDate: date, requestedTime: '12:00', confirm: true }),
      pablo.token,
    );
    expect(byPablo.status, JSON.stringify(byPablo.body)).toBe(201);
    for (const who of [lucia, rosa, pablo]) {
      const day = await dayOf(who.token, date);
      expect(day.map((a) => [a.scheduledTime, a.trainerId])).toEqual([
        ['10:00', pablo.id],
        ['12:00', pablo.id],
      ]);
    }
    expect(await dayOf(marta.token, date)).toEqual([]);
    const stats = await api.get('/api/appointments/stats', rosa.token);
    expect(stats.status).toBe(200);
  });

  it('recepción approves and rejects public requests; the owner mails are signed by the business', async () => {
    const approving = await createPendingRequest(api, lucia, {
      preferredDate: inDays(14),
      clientEmail: 'aprobada@example.com',
    });
    const approved = await api.post(
      `/api/appointments/requests/${approving}/approve`,
      { scheduledDate: inDays(14), scheduledTime: '10:00', trainerId: lucia.id },
      rosa.token,
    );
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(approved.body.data.appointment.trainerId).toBe(lucia.id);
    const rejecting = await createPendingRequest(api, lucia, {
      preferredDate: inDays(15),
      clientEmail: 'rechazada@example.com',
    });
    const rejected = await api.post(
      `/api/appointments/requests/${rejecting}/reject`,
      { reason: 'Ese día no trabajamos' },
      rosa.token,
    );
    expect(rejected.status, JSON.stringify(rejected.body)).toBe(200);
    await t.app.outbox.drain();
    const approvedMail = t.mails.findLast((m) => m.to === 'aprobada@example.com');
    const rejectionMail = t.mails.findLast((m) => m.to === 'rechazada@example.com');
    expect(rejectionMail?.text).toContain('Motivo: Ese día no trabajamos');
    for (const mail of [approvedMail, rejectionMail]) {
      expect(mail?.text).toContain('Lucía');
      expect(mail?.text).not.toContain('Rosa');
    }
  });

  it("recepción edits an appointment and checks a move; Pablo's calendar is his own", async () => {
    const date = inDays(16);
    const id = await bookOwn(api, lucia, date, '09:00');
    const edited = await api.put(`/api/appointments/${id}`, { notes: 'Trae el arnés' }, rosa.token);
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect((await dayOf(lucia.token, date))[0]?.notes).toBe('Trae el arnés');
    const check = await api.get(
      `/api/appointments/calendar/move-check/${id}?date=${inDays(17)}&time=09:00`,
      rosa.token,
    );
    expect(check.status, JSON.stringify(check.body)).toBe(200);
    const week = (token: string) =>
      api.get(`/api/appointments/calendar?startDate=${date}&endDate=${inDays(22)}`, token);
    const whole = await week(rosa.token);
    expect(whole.body.data.appointments.map((a: { id: string }) => a.id)).toContain(id);
    // Lucía's visit is not Pablo's work (decision 0148).
    const his = await week(pablo.token);
    expect(his.status).toBe(200);
    expect(his.body.data.appointments.map((a: { id: string }) => a.id)).not.toContain(id);
  });

  it("Pablo records a session of the business's dog as its trainer; everyone lists it", async () => {
    const date = inDays(18);
    await bookOwn(api, lucia, date, '11:00');
    const [appointment] = await dayOf(lucia.token, date);
    const body = {
      dogId: appointment!.dogId,
      date: `${date}T09:00:00.000Z`,
      duration: 45,
      objectives: 'Llamada',
      activities: 'Paseo',
      observations: '',
      progress: 60,
      nextSteps: '',
      rating: 4,
    };
    const created = await api.post('/api/sessions', body, pablo.token);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.data.id as string;
    const updated = await api.put(`/api/sessions/${id}`, { ...body, progress: 70 }, pablo.token);
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    const [row] = await t.database.sql`select business_id, trainer_id from training_sessions
      where id = ${id}`;
    expect(row).toEqual({ business_id: lucia.id, trainer_id: pablo.id });
    for (const who of [lucia, rosa, pablo]) {
      const list = await api.get('/api/sessions?limit=50', who.token);
      expect(list.status).toBe(200);
      expect(list.body.data.sessions.map((s: { id: string }) => s.id)).toContain(id);
      expect((await api.get('/api/sessions/stats', who.token)).status).toBe(200);
    }
    expect((await api.get('/api/sessions?limit=50', marta.token)).body.data.sessions).toEqual([]);
    const adherence = await api.get(
      `/api/practice/adherence?dogId=${appointment!.dogId}`,
      pablo.token,
    );
    expect(adherence.status, JSON.stringify(adherence.body)).toBe(200);
    expect((await api.get('/api/practice/idle-dogs', pablo.token)).status).toBe(200);
  });

  it('recepción takes a payment and reads the balance and the month', async () => {
    const date = inDays(19);
    await bookOwn(api, lucia, date, '16:00');
    const [appointment] = await dayOf(lucia.token, date);
    const paid = await api.post(
      '/api/payments',
      {
        target: 'appointment',
        targetId: appointment!.id,
        clientId: appointment!.clientId,
        amountCents: 4500,
        method: 'cash',
        paidOn: inDays(0),
        note: null,
      },
      rosa.token,
    );
    expect(paid.status, JSON.stringify(paid.body)).toBe(201);
    const balance = await api.get(
      `/api/payments/clients/${appointment!.clientId}/balance`,
      rosa.token,
    );
    expect(balance.status).toBe(200);
    expect(balance.body.data.paidCents).toBe(4500);
    const summary = await api.get('/api/payments/summary', rosa.token);
    expect(summary.status).toBe(200);
    expect(summary.body.data.incomeThisMonthCents).toBeGreaterThanOrEqual(4500);
  });
});
