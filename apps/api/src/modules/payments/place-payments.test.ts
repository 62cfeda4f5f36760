import { INVOICE_MESSAGES, PAYMENT_MESSAGES } from '@adiestra/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../test/api-client.ts';
import { moneyFixture } from '../../test/money-fixture.ts';
import type { TestApp, Trainer } from '../../test/test-app.ts';

/**
 * Issue 45 items 1 and 6 (decision 0135): one rule charges a class place once — the class
 * report's session of an attending dog is that place's line, not a second visit — and every
 * chargeable thing can be paid: a class place and a course enrolment as an appointment, a session
 * or a bono can. Balances, each charge's "Pagado" and the Panel's "Pendiente de cobro" follow.
 */
const money = moneyFixture('Pago');
const { client, inDays, startOf, at } = money;
let t: TestApp, api: ApiClient, lucia: Trainer, bruno: Trainer, serviceId: string;
beforeAll(() => {
  ({ t, api, lucia, bruno, serviceId } = money.world());
});

type Charge = {
  kind: string;
  cents: number;
  target: string;
  targetId: string;
  paidCents: number;
};
type Balance = { chargedCents: number; paidCents: number; owedCents: number; charges: Charge[] };
type Money = { state: string; cents: number | null; paidCents: number };

const balance = async (clientId: string) =>
  (await api.get(`/api/payments/clients/${clientId}/balance`, lucia.token)).body.data as Balance;
const outstanding = async () =>
  (await api.get('/api/payments/summary', lucia.token)).body.data.outstandingCents as number;
const pay = (body: Record<string, unknown>, token = lucia.token) =>
  api.post('/api/payments', { method: 'cash', paidOn: inDays(0), note: null, ...body }, token);

/** A 15 € class tomorrow at 18:00 with the client's dog in it. */
async function classWith(who: { clientId: string; dogIds: string[] }) {
  const created = await api.post(
    '/api/classes',
    { serviceId, date: inDays(1), time: '18:00', duration: 60, places: 8 },
    lucia.token,
  );
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const cls = created.body.data.classes[0] as { id: string; date: string };
  const enrolled = await api.post(
    `/api/classes/${cls.id}/enrolments`,
    { clientId: who.clientId, dogId: who.dogIds[0] },
    lucia.token,
  );
  expect(enrolled.status, JSON.stringify(enrolled.body)).toBe(201);
  return cls;
}

const placeOf = async (classId: string, dogId: string) =>
  (
    (await api.get(`/api/classes/${classId}`, lucia.token)).body.data.roster as {
      id: string;
      dogId: string;
      money: Money;
    }[]
  ).find((p) => p.dogId === dogId)!;

/** During the class: the dog attends, the report is saved and sent to its owner. */
async function holdAndReport(cls: { id: string; date: string }, dogId: string) {
  return at(new Date(startOf(cls.date).getTime() + 2 * 3600_000), async () => {
    const place = await placeOf(cls.id, dogId);
    const attended = await api.put(
      `/api/classes/${cls.id}/enrolments/${place.id}/attendance`,
      { attended: true },
      lucia.token,
    );
    expect(attended.status).toBe(200);
    const saved = await api.put(
      `/api/classes/${cls.id}/report`,
      {
        worked: 'Llamada con distracciones',
        notes: null,
        lines: [{ dogId, progress: 60, notes: 'Bien', homework: [] }],
      },
      lucia.token,
    );
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const sent = await api.post(`/api/classes/${cls.id}/report/send`, undefined, lucia.token);
    expect(sent.status).toBe(200);
    return { placeId: place.id, sessionId: saved.body.data.lines[0].sessionId as string };
  });
}

describe('a class place is charged once', () => {
  it('stays one 15 € charge after the class report is saved and sent', async () => {
    const before = await outstanding();
    const ana = await client();
    const cls = await classWith(ana);
    expect((await balance(ana.clientId)).chargedCents).toBe(1500);
    const { placeId } = await holdAndReport(cls, ana.dogIds[0]!);
    const after = await balance(ana.clientId);
    expect(after).toMatchObject({ chargedCents: 1500, paidCents: 0, owedCents: 1500 });
    expect(after.charges).toEqual([
      expect.objectContaining({
        kind: 'visit',
        cents: 1500,
        target: 'class_enrolment',
        targetId: placeId,
        paidCents: 0,
      }),
    ]);
    // The Panel's "Pendiente de cobro" grows by the one place, not by two.
    expect(await outstanding()).toBe(before + 1500);
  });

  it('refuses, in the database, a session that is both a class line and an appointment', async () => {
    const ana = await client();
    const cls = await classWith(ana);
    const { sessionId } = await holdAndReport(cls, ana.dogIds[0]!);
    await expect(
      t.database.sql`update training_sessions set appointment_id = ${lucia.id}
        where id = ${sessionId}`,
    ).rejects.toMatchObject({ constraint_name: 'training_sessions_one_cause_check' });
  });
});

describe('paying a class place', () => {
  it('records it in the ledger against the place: the roster, the charge and the balance say paid', async () => {
    const before = await outstanding();
    const ana = await client();
    const cls = await classWith(ana);
    const place = await placeOf(cls.id, ana.dogIds[0]!);
    const paid = await pay({ target: 'class_enrolment', targetId: place.id, amountCents: 1500 });
    expect(paid.status, JSON.stringify(paid.body)).toBe(201);
    expect(paid.body.data).toMatchObject({
      target: 'class_enrolment',
      targetId: place.id,
      clientId: ana.clientId,
      amountCents: 1500,
    });
    expect(paid.body.data.concept).toMatch(/^Clase .* · Luna 1 · Clase de cachorros$/);
    expect((await placeOf(cls.id, ana.dogIds[0]!)).money).toMatchObject({
      state: 'charged',
      cents: 1500,
      paidCents: 1500,
    });
    expect(await balance(ana.clientId)).toMatchObject({
      chargedCents: 1500,
      paidCents: 1500,
      owedCents: 0,
      charges: [{ target: 'class_enrolment', targetId: place.id, paidCents: 1500 }],
    });
    expect(await outstanding()).toBe(before);
  });

  it('pays the place when the class session is what is paid, and refunds only what was paid', async () => {
    const ana = await client();
    const cls = await classWith(ana);
    const { placeId, sessionId } = await holdAndReport(cls, ana.dogIds[0]!);
    const paid = await pay({ target: 'session', targetId: sessionId, amountCents: 1000 });
    expect(paid.status).toBe(201);
    expect(paid.body.data).toMatchObject({ target: 'class_enrolment', targetId: placeId });
    expect(await balance(ana.clientId)).toMatchObject({ owedCents: 500 });
    const tooMuch = await pay({ target: 'class_enrolment', targetId: placeId, amountCents: -1200 });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.errors.amountCents).toBe(PAYMENT_MESSAGES.refundTooLarge);
    const refund = await pay({ target: 'class_enrolment', targetId: placeId, amountCents: -1000 });
    expect(refund.status).toBe(201);
    expect(await balance(ana.clientId)).toMatchObject({ paidCents: 0, owedCents: 1500 });
  });

  it("is not another business's to pay, and a bad target changes nothing", async () => {
    const ana = await client();
    const cls = await classWith(ana);
    const place = await placeOf(cls.id, ana.dogIds[0]!);
    const foreign = await pay(
      { target: 'class_enrolment', targetId: place.id, amountCents: 1500 },
      bruno.token,
    );
    expect(foreign.status).toBe(400);
    expect(foreign.body.errors.targetId).toBe(PAYMENT_MESSAGES.targetNotFound);
    const unknown = await pay({ target: 'plaza', targetId: place.id, amountCents: 1500 });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors.target).toBe(PAYMENT_MESSAGES.target);
    expect((await balance(ana.clientId)).paidCents).toBe(0);
  });
});

describe('paying a course', () => {
  it('records the course enrolment as paid: the course card, the charge and the balance', async () => {
    const before = await outstanding();
    const ana = await client();
    const created = await api.post(
      '/api/courses',
      {
        name: 'Cachorros, edición de primavera',
        serviceId,
        date: inDays(7),
        time: '18:00',
        duration: 60,
        count: 4,
        places: 10,
        priceCents: 12000,
      },
      lucia.token,
    );
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const courseId = created.body.data.id as string;
    const enrolled = await api.post(
      `/api/courses/${courseId}/enrolments`,
      { clientId: ana.clientId, dogId: ana.dogIds[0] },
      lucia.token,
    );
    expect(enrolled.status, JSON.stringify(enrolled.body)).toBe(201);
    const enrolmentOf = async () =>
      (
        (await api.get(`/api/courses/${courseId}`, lucia.token)).body.data.enrolments as {
          id: string;
          dogId: string;
          money: Money;
        }[]
      ).find((e) => e.dogId === ana.dogIds[0])!;
    const enrolment = await enrolmentOf();
    expect(await outstanding()).toBe(before + 12000);
    const paid = await pay({
      target: 'course_enrolment',
      targetId: enrolment.id,
      amountCents: 12000,
      method: 'bizum',
    });
    expect(paid.status, JSON.stringify(paid.body)).toBe(201);
    expect(paid.body.data).toMatchObject({
      concept: 'Curso Cachorros, edición de primavera · Luna 1',
      method: 'bizum',
    });
    expect((await enrolmentOf()).money).toMatchObject({
      state: 'charged',
      cents: 12000,
      paidCents: 12000,
    });
    expect(await balance(ana.clientId)).toMatchObject({
      chargedCents: 12000,
      owedCents: 0,
      charges: [
        { kind: 'course', target: 'course_enrolment', targetId: enrolment.id, paidCents: 12000 },
      ],
    });
    expect(await outstanding()).toBe(before);
  });
});

describe('a paid place or course is invoiced once', () => {
  it('through its payment or directly, never both', async () => {
    const ana = await client();
    const cls = await classWith(ana);
    const place = await placeOf(cls.id, ana.dogIds[0]!);
    const paid = await pay({ target: 'class_enrolment', targetId: place.id, amountCents: 1500 });
    const byPayment = await api.post(
      '/api/invoices',
      { paymentId: paid.body.data.id },
      lucia.token,
    );
    expect(byPayment.status, JSON.stringify(byPayment.body)).toBe(201);
    const direct = await api.post('/api/invoices', { classEnrolmentId: place.id }, lucia.token);
    expect(direct.status).toBe(409);
    expect(direct.body.message).toBe(INVOICE_MESSAGES.classEnrolmentInvoiced);

    // The other way round: the place invoiced first, its payment is not invoiced again.
    const bea = await client();
    const other = await classWith(bea);
    const beaPlace = await placeOf(other.id, bea.dogIds[0]!);
    const invoiced = await api.post(
      '/api/invoices',
      { classEnrolmentId: beaPlace.id },
      lucia.token,
    );
    expect(invoiced.status, JSON.stringify(invoiced.body)).toBe(201);
    const beaPaid = await pay({
      target: 'class_enrolment',
      targetId: beaPlace.id,
      amountCents: 1500,
    });
    const again = await api.post('/api/invoices', { paymentId: beaPaid.body.data.id }, lucia.token);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(INVOICE_MESSAGES.paymentSourceInvoiced);
  });
});
