import { CLASS_MONEY_MESSAGES, INVOICE_MESSAGES } from '@adiestra/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../test/api-client.ts';
import { moneyFixture } from '../../test/money-fixture.ts';
import type { TestApp, Trainer } from '../../test/test-app.ts';

/**
 * Issue 29 "Money" and issue 30 "issuing from a class enrolment" (decision 0084): a class has a
 * price (the group service's by default) or takes bono units, per enrolment or per class
 * attended. A unit goes back on a cancel in time or a cancelled class and stays on a late cancel;
 * a charged place is in the client's balance and is invoiced once. Nothing of another trainer's.
 */
const money = moneyFixture('Clase');
const { clock, inDays, startOf, client, remaining, balance, at } = money;
let t: TestApp, api: ApiClient, lucia: Trainer, bruno: Trainer, serviceId: string;
beforeAll(() => {
  ({ t, api, lucia, bruno, serviceId } = money.world());
});

async function createClass(body: Record<string, unknown> = {}, date = inDays(5)) {
  const res = await api.post(
    '/api/classes',
    { serviceId, date, time: '18:00', duration: 60, places: 10, ...body },
    lucia.token,
  );
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data.classes[0] as {
    id: string;
    date: string;
    priceCents: number | null;
    payment: string;
  };
}

const enrol = (classId: string, who: { clientId: string; dogIds: string[] }, dog = 0) =>
  api.post(
    `/api/classes/${classId}/enrolments`,
    { clientId: who.clientId, dogId: who.dogIds[dog] },
    lucia.token,
  );

type Place = { id: string; dogId: string; money: { state: string; cents: number | null } };
const roster = async (classId: string) =>
  (await api.get(`/api/classes/${classId}`, lucia.token)).body.data.roster as Place[];
const placeOf = async (classId: string, dogId: string) =>
  (await roster(classId)).find((p) => p.dogId === dogId)!;
const cancelPlace = (classId: string, enrolmentId: string) =>
  api.post(`/api/classes/${classId}/enrolments/${enrolmentId}/cancel`, {}, lucia.token);

/** Runs `fn` with the clock three hours before the class: inside the default 24 h notice. */
const lateFor = <T>(date: string, fn: () => Promise<T>) =>
  at(new Date(startOf(date).getTime() - 3 * 3600_000), fn);

describe('a class with a price', () => {
  it("takes the group service's price by default, and a charged place shows in the balance", async () => {
    const cls = await createClass();
    expect(cls).toMatchObject({ priceCents: 1500, payment: 'price' });
    const ana = await client();
    expect((await enrol(cls.id, ana)).status).toBe(201);
    expect((await placeOf(cls.id, ana.dogIds[0]!)).money).toMatchObject({
      state: 'charged',
      cents: 1500,
    });
    expect(await balance(ana.clientId)).toMatchObject({
      chargedCents: 1500,
      charges: [{ kind: 'visit', concept: 'Clase de cachorros', date: cls.date, cents: 1500 }],
    });
  });

  it('drops the charge of a place given up in time, keeps it on a late cancel', async () => {
    const cls = await createClass({ priceCents: 2000 });
    const inTime = await client();
    await enrol(cls.id, inTime);
    expect((await cancelPlace(cls.id, (await roster(cls.id))[0]!.id)).status).toBe(200);
    expect((await balance(inTime.clientId)).chargedCents).toBe(0);

    const late = await client();
    await enrol(cls.id, late);
    const place = await placeOf(cls.id, late.dogIds[0]!);
    await lateFor(cls.date, async () => {
      expect((await cancelPlace(cls.id, place.id)).status).toBe(200);
    });
    expect((await balance(late.clientId)).chargedCents).toBe(2000);
  });

  it('an edit of "this and following" carries the price and the payment', async () => {
    const res = await api.post(
      '/api/classes',
      { serviceId, date: inDays(3), time: '10:00', places: 4, repeat: { count: 3 } },
      lucia.token,
    );
    const [first, second, third] = res.body.data.classes as { id: string; date: string }[];
    const edit = await api.put(
      `/api/classes/${second!.id}`,
      {
        date: second!.date,
        time: '10:00',
        duration: 60,
        places: 4,
        priceCents: 900,
        payment: 'bono_enrolment',
        scope: 'following',
      },
      lucia.token,
    );
    expect(edit.status).toBe(200);
    const priced = async (id: string) =>
      (await api.get(`/api/classes/${id}`, lucia.token)).body.data as {
        priceCents: number;
        payment: string;
      };
    expect(await priced(first!.id)).toMatchObject({ priceCents: 1500, payment: 'price' });
    expect(await priced(third!.id)).toMatchObject({ priceCents: 900, payment: 'bono_enrolment' });
    const noPrice = await api.post(
      '/api/classes',
      { serviceId, date: inDays(3), time: '12:00', places: 4, priceCents: null, payment: 'price' },
      lucia.token,
    );
    expect(noPrice.status).toBe(400);
    expect(JSON.stringify(noPrice.body)).toContain(CLASS_MONEY_MESSAGES.priceRequired);
  });
});

describe('a class paid with a bono unit per enrolment', () => {
  it('uses a unit on enrolling, returns it on a cancel in time, keeps it on a late cancel', async () => {
    const cls = await createClass({ payment: 'bono_enrolment' });
    const ana = await client({ bono: true });
    expect((await enrol(cls.id, ana)).status).toBe(201);
    expect(await remaining(ana.bonoId!)).toBe(1);
    const first = await placeOf(cls.id, ana.dogIds[0]!);
    expect(first.money).toMatchObject({ state: 'bono', cents: null });
    expect((await balance(ana.clientId)).chargedCents).toBe(2800); // the bono sold, nothing else

    expect((await cancelPlace(cls.id, first.id)).status).toBe(200);
    expect(await remaining(ana.bonoId!)).toBe(2);

    await enrol(cls.id, ana);
    expect(await remaining(ana.bonoId!)).toBe(1);
    const again = await placeOf(cls.id, ana.dogIds[0]!);
    await lateFor(cls.date, async () => {
      expect((await cancelPlace(cls.id, again.id)).status).toBe(200);
    });
    expect(await remaining(ana.bonoId!)).toBe(1);
    expect((await balance(ana.clientId)).chargedCents).toBe(2800);
  });

  it('charges the class price without a bono, and refuses "solo con bono" (no price)', async () => {
    const priced = await createClass({ payment: 'bono_enrolment', priceCents: 1200 });
    const noBono = await client();
    expect((await enrol(priced.id, noBono)).status).toBe(201);
    expect((await balance(noBono.clientId)).chargedCents).toBe(1200);

    const bonoOnly = await createClass({ payment: 'bono_enrolment', priceCents: null });
    const refused = await enrol(bonoOnly.id, noBono);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(CLASS_MONEY_MESSAGES.bonoOnly);
    expect((await api.get(`/api/classes/${bonoOnly.id}`, lucia.token)).body.data.enrolled).toBe(0);
  });

  it('returns every unit and drops every charge when the trainer cancels the class', async () => {
    const cls = await createClass({ payment: 'bono_enrolment', priceCents: 1000 });
    const withBono = await client({ bono: true, dogs: 2 });
    const without = await client();
    await enrol(cls.id, withBono, 0);
    await enrol(cls.id, withBono, 1);
    await enrol(cls.id, without);
    expect(await remaining(withBono.bonoId!)).toBe(0);
    // One of them gave up late: its unit stood, until the class itself is cancelled.
    const late = await placeOf(cls.id, withBono.dogIds[1]!);
    await lateFor(cls.date, () => cancelPlace(cls.id, late.id));
    expect(await remaining(withBono.bonoId!)).toBe(0);
    expect((await balance(without.clientId)).chargedCents).toBe(1000);

    expect((await api.post(`/api/classes/${cls.id}/cancel`, {}, lucia.token)).status).toBe(200);
    expect(await remaining(withBono.bonoId!)).toBe(2);
    expect((await balance(without.clientId)).chargedCents).toBe(0);
  });

  it('never takes a bono below zero under concurrent enrolments: the rest are charged', async () => {
    const cls = await createClass({ payment: 'bono_enrolment', priceCents: 1000 });
    const many = await client({ bono: true, dogs: 6 });
    const results = await Promise.all(many.dogIds.map((_, i) => enrol(cls.id, many, i)));
    expect(results.map((r) => r.status)).toEqual(Array(6).fill(201));
    expect(await remaining(many.bonoId!)).toBe(0);
    const states = (await roster(cls.id)).map((p) => p.money.state).sort();
    expect(states).toEqual(['bono', 'bono', 'charged', 'charged', 'charged', 'charged']);
    const [ledger] = await t.database.sql<{ uses: number }[]>`
      select count(*)::int as uses from bono_movements where bono_id = ${many.bonoId}`;
    expect(ledger!.uses).toBe(2);
    expect((await balance(many.clientId)).chargedCents).toBe(2800 + 4 * 1000);
  });
});

describe('a class paid with a bono unit per class attended', () => {
  it('uses the unit when attendance is marked and returns it when un-marked, again and again', async () => {
    const cls = await createClass({ payment: 'bono_attendance' }, inDays(1));
    const ana = await client({ bono: true });
    await enrol(cls.id, ana);
    expect(await remaining(ana.bonoId!)).toBe(2);
    const place = await placeOf(cls.id, ana.dogIds[0]!);
    expect(place.money.state).toBe('none');
    const mark = (attended: boolean) =>
      api.put(
        `/api/classes/${cls.id}/enrolments/${place.id}/attendance`,
        { attended },
        lucia.token,
      );
    const real = clock.now();
    clock.set(startOf(cls.date));
    try {
      expect((await mark(true)).status).toBe(200);
      expect(await remaining(ana.bonoId!)).toBe(1);
      expect((await mark(true)).status).toBe(200); // a repeat tap uses nothing more
      expect(await remaining(ana.bonoId!)).toBe(1);
      expect((await mark(false)).status).toBe(200);
      expect(await remaining(ana.bonoId!)).toBe(2);
      expect((await mark(true)).status).toBe(200);
      expect(await remaining(ana.bonoId!)).toBe(1);
      expect((await placeOf(cls.id, ana.dogIds[0]!)).money.state).toBe('bono');
    } finally {
      clock.set(real);
    }
    expect((await balance(ana.clientId)).chargedCents).toBe(2800);
  });
});

describe('invoicing a charged place', () => {
  it('issues an invoice from a charged place once, and the month batch includes the places', async () => {
    const cls = await createClass({ priceCents: 1815 });
    const ana = await client({ dogs: 2 });
    await enrol(cls.id, ana, 0);
    await enrol(cls.id, ana, 1);
    const [one, two] = await roster(cls.id);
    const issued = await api.post('/api/invoices', { classEnrolmentId: one!.id }, lucia.token);
    expect(issued.status, JSON.stringify(issued.body)).toBe(201);
    expect(issued.body.data.totalCents).toBe(1815);
    expect(issued.body.data.lines[0].description).toContain('Clase de cachorros con Luna 1');
    const twice = await api.post('/api/invoices', { classEnrolmentId: one!.id }, lucia.token);
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe(INVOICE_MESSAGES.classEnrolmentInvoiced);
    expect((await placeOf(cls.id, ana.dogIds[0]!)) as unknown).toMatchObject({
      money: { invoice: { number: issued.body.data.number } },
    });

    // The month's visits hold no class that has not been held yet (issue 45); the day after it,
    // the month batch bills the other place.
    const batch = { clientId: ana.clientId, month: cls.date.slice(0, 7), source: 'appointments' };
    const early = await api.post('/api/invoices', batch, lucia.token);
    expect(early.status).toBe(400);
    expect(early.body.message).toBe(INVOICE_MESSAGES.noVisitsToInvoice);
    const dayAfter = new Date(startOf(cls.date).getTime() + 24 * 3_600_000);
    const month = await at(dayAfter, () => api.post('/api/invoices', batch, lucia.token));
    expect(month.status, JSON.stringify(month.body)).toBe(201);
    expect(month.body.data.lines).toHaveLength(1);
    expect(month.body.data.totalCents).toBe(1815);
    expect((await placeOf(cls.id, ana.dogIds[1]!)).money).toMatchObject({
      invoice: { number: month.body.data.number },
    });
    expect(two).toBeDefined();
  });

  it('keeps each trainer to their own places', async () => {
    const cls = await createClass();
    const ana = await client();
    await enrol(cls.id, ana);
    const [place] = await roster(cls.id);
    const theirs = await api.post('/api/invoices', { classEnrolmentId: place!.id }, bruno.token);
    expect(theirs.status).toBe(404);
    expect(theirs.body.message).toBe(INVOICE_MESSAGES.classEnrolmentNotFound);
    const draft = await api.get(`/api/invoices/draft?classEnrolmentId=${place!.id}`, bruno.token);
    expect(draft.status).toBe(404);
    const notCharged = await createClass({ payment: 'bono_enrolment' });
    const withBono = await client({ bono: true });
    await enrol(notCharged.id, withBono);
    const [covered] = await roster(notCharged.id);
    const byBono = await api.post('/api/invoices', { classEnrolmentId: covered!.id }, lucia.token);
    expect(byBono.status).toBe(404);
  });
});
