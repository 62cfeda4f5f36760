import { COURSE_MESSAGES, INVOICE_MESSAGES, addDays, coursePriceFor } from '@adiestra/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../test/api-client.ts';
import { moneyFixture } from '../../test/money-fixture.ts';
import type { Trainer } from '../../test/test-app.ts';

/**
 * Issue 29 "Money" for courses and issue 30 "issuing from a course enrolment" (decision 0099): a
 * course has a price or takes bono units, per enrolment or per class attended. Its enrolment's
 * charge is in the client's balance through the one charge rule; a cancel in time returns the
 * unit and drops the charge, a late cancel keeps both, a cancelled course returns everything; an
 * enrolment is invoiced once, alone or in the month's batch. Nothing of another trainer's.
 */
const money = moneyFixture('Curso');
const { inDays, startOf, client, remaining, balance, at } = money;
let api: ApiClient, lucia: Trainer, bruno: Trainer, serviceId: string;
beforeAll(() => {
  ({ api, lucia, bruno, serviceId } = money.world());
});

type Money = { state: string; cents: number | null; invoice: { number: string } | null };
type Detail = {
  id: string;
  classes: { id: string; date: string }[];
  enrolments: {
    id: string;
    dogId: string;
    priceCents: number | null;
    money: Money;
    makeups: unknown[];
  }[];
};

async function createCourse(overrides: Record<string, unknown> = {}) {
  const res = await api.post(
    '/api/courses',
    {
      name: 'Cachorros, edición de enero',
      serviceId,
      date: inDays(7),
      time: '18:00',
      duration: 60,
      count: 4,
      places: 10,
      priceCents: 12000,
      ...overrides,
    },
    lucia.token,
  );
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data as Detail;
}

const enrol = (courseId: string, who: { clientId: string; dogIds: string[] }, dog = 0) =>
  api.post(
    `/api/courses/${courseId}/enrolments`,
    { clientId: who.clientId, dogId: who.dogIds[dog] },
    lucia.token,
  );
const detail = async (courseId: string) =>
  (await api.get(`/api/courses/${courseId}`, lucia.token)).body.data as Detail;
const enrolmentOf = async (courseId: string, dogId: string) =>
  (await detail(courseId)).enrolments.find((e) => e.dogId === dogId)!;
const cancel = (courseId: string, enrolmentId: string) =>
  api.post(`/api/courses/${courseId}/enrolments/${enrolmentId}/cancel`, {}, lucia.token);

describe('a course paid by price', () => {
  it('charges the enrolment in the balance, drops it on a cancel in time, keeps it when late', async () => {
    const course = await createCourse();
    const ana = await client({ dogs: 2 });
    expect((await enrol(course.id, ana, 0)).status).toBe(201);
    const first = await enrolmentOf(course.id, ana.dogIds[0]!);
    expect(first.money).toEqual({ state: 'charged', cents: 12000, paidCents: 0, invoice: null });
    const charged = await balance(ana.clientId);
    expect(charged).toMatchObject({ chargedCents: 12000, owedCents: 12000 });
    expect(charged.charges).toEqual([
      {
        kind: 'course',
        concept: 'Cachorros, edición de enero',
        date: course.classes[0]!.date,
        cents: 12000,
        target: 'course_enrolment',
        targetId: first.id,
        paidCents: 0,
        courseEnrolmentId: first.id,
      },
    ]);

    expect((await cancel(course.id, first.id)).status).toBe(200);
    expect((await balance(ana.clientId)).chargedCents).toBe(0);

    expect((await enrol(course.id, ana, 1)).status).toBe(201);
    const second = await enrolmentOf(course.id, ana.dogIds[1]!);
    // Three hours before the first class: inside the default 24 h notice, the charge stands.
    const late = new Date(startOf(course.classes[0]!.date).getTime() - 3 * 3600_000);
    expect((await at(late, () => cancel(course.id, second.id))).status).toBe(200);
    expect((await balance(ana.clientId)).chargedCents).toBe(12000);
    expect((await enrolmentOf(course.id, ana.dogIds[1]!)).money.state).toBe('charged');
  });

  it('charges a late joiner the classes left, and nobody once every class is cancelled', async () => {
    const course = await createCourse({ date: inDays(1), lateJoin: true });
    const ana = await client();
    const bea = await client();
    expect((await enrol(course.id, bea)).status).toBe(201);
    // Two classes held: Ana joins for the two left.
    const joined = await at(startOf(addDays(course.classes[1]!.date, 1)), () =>
      enrol(course.id, ana),
    );
    expect(joined.status, JSON.stringify(joined.body)).toBe(201);
    const expected = coursePriceFor(12000, 2, 4)!;
    expect((await enrolmentOf(course.id, ana.dogIds[0]!)).priceCents).toBe(expected);
    expect((await balance(ana.clientId)).chargedCents).toBe(expected);

    for (const cls of course.classes)
      expect((await api.post(`/api/classes/${cls.id}/cancel`, {}, lucia.token)).status).toBe(200);
    expect((await balance(ana.clientId)).chargedCents).toBe(0);
    expect((await balance(bea.clientId)).chargedCents).toBe(0);
  });
});

describe("a course's class", () => {
  it('names its course and charges each place with the course, not on its own', async () => {
    const course = await createCourse();
    const ana = await client();
    await enrol(course.id, ana);
    const page = (await api.get(`/api/classes/${course.classes[0]!.id}`, lucia.token)).body.data;
    expect(page).toMatchObject({
      priceCents: null,
      payment: 'price',
      course: { id: course.id, name: 'Cachorros, edición de enero' },
    });
    expect(page.roster).toMatchObject([
      {
        dogId: ana.dogIds[0],
        money: { state: 'course', cents: null, paidCents: 0, invoice: null },
      },
    ]);
    const listed = await api.get(
      `/api/classes?from=${course.classes[0]!.date}&to=${course.classes[0]!.date}`,
      lucia.token,
    );
    expect(listed.body.data.classes).toContainEqual(
      expect.objectContaining({ id: course.classes[0]!.id, course: page.course }),
    );

    const alone = await api.post(
      '/api/classes',
      { serviceId, date: inDays(5), time: '10:00', duration: 60, places: 4 },
      lucia.token,
    );
    expect(alone.body.data.classes[0]).toMatchObject({ course: null });
  });
});

describe('a course paid with a bono unit per enrolment', () => {
  it('uses a unit, returns it on a cancel in time, keeps it on a late cancel', async () => {
    const course = await createCourse({ payment: 'bono_enrolment' });
    const ana = await client({ bono: true, dogs: 2 });
    expect((await enrol(course.id, ana, 0)).status).toBe(201);
    expect(await remaining(ana.bonoId!)).toBe(1);
    const first = await enrolmentOf(course.id, ana.dogIds[0]!);
    expect(first.money).toEqual({ state: 'bono', cents: null, paidCents: 0, invoice: null });
    // Only the bono sold is charged: the unit covers the course.
    expect((await balance(ana.clientId)).chargedCents).toBe(2800);

    expect((await cancel(course.id, first.id)).status).toBe(200);
    expect(await remaining(ana.bonoId!)).toBe(2);

    expect((await enrol(course.id, ana, 1)).status).toBe(201);
    expect(await remaining(ana.bonoId!)).toBe(1);
    const second = await enrolmentOf(course.id, ana.dogIds[1]!);
    const late = new Date(startOf(course.classes[0]!.date).getTime() - 3 * 3600_000);
    expect((await at(late, () => cancel(course.id, second.id))).status).toBe(200);
    expect(await remaining(ana.bonoId!)).toBe(1);
    expect((await balance(ana.clientId)).chargedCents).toBe(2800);
  });

  it('returns every unit when the course is cancelled, late cancels included', async () => {
    const course = await createCourse({ payment: 'bono_enrolment' });
    const ana = await client({ bono: true, dogs: 2 });
    await enrol(course.id, ana, 0);
    await enrol(course.id, ana, 1);
    expect(await remaining(ana.bonoId!)).toBe(0);
    const second = await enrolmentOf(course.id, ana.dogIds[1]!);
    const late = new Date(startOf(course.classes[0]!.date).getTime() - 3 * 3600_000);
    await at(late, () => cancel(course.id, second.id));
    // One class cancelled: the course still runs, the units stay.
    await api.post(`/api/classes/${course.classes[0]!.id}/cancel`, {}, lucia.token);
    expect(await remaining(ana.bonoId!)).toBe(0);
    for (const cls of course.classes.slice(1))
      await api.post(`/api/classes/${cls.id}/cancel`, {}, lucia.token);
    expect(await remaining(ana.bonoId!)).toBe(2);
  });

  it('charges the price without a bono, and refuses "solo con bono" without one, taking nothing', async () => {
    const priced = await createCourse({ payment: 'bono_enrolment' });
    const ana = await client();
    expect((await enrol(priced.id, ana)).status).toBe(201);
    expect((await balance(ana.clientId)).chargedCents).toBe(12000);

    const bonoOnly = await createCourse({ payment: 'bono_enrolment', priceCents: null });
    const bea = await client();
    const refused = await enrol(bonoOnly.id, bea);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(COURSE_MESSAGES.bonoOnly);
    const after = await detail(bonoOnly.id);
    expect(after.enrolments).toEqual([]);
    expect(after.classes.every((c) => (c as { enrolled?: number }).enrolled === 0)).toBe(true);
    const priceless = await api.post(
      '/api/courses',
      {
        name: 'Sin precio',
        serviceId,
        date: inDays(7),
        time: '18:00',
        duration: 60,
        count: 2,
        places: 4,
        priceCents: null,
      },
      lucia.token,
    );
    expect(priceless.status).toBe(400);
  });

  it('never takes a bono below zero under concurrent enrolments: the rest are charged', async () => {
    const courses = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        createCourse({ payment: 'bono_enrolment', name: `Curso concurrente ${i + 1}` }),
      ),
    );
    const ana = await client({ bono: true });
    const results = await Promise.all(courses.map((course) => enrol(course.id, ana)));
    expect(results.map((r) => r.status)).toEqual([201, 201, 201, 201, 201]);
    expect(await remaining(ana.bonoId!)).toBe(0);
    // The bono (2800) and three courses at their price: two rode on the bono's two units.
    expect((await balance(ana.clientId)).chargedCents).toBe(2800 + 3 * 12000);
  });
});

describe('a course paid with a bono unit per class attended', () => {
  it('uses a unit per class attended, and charges its share of the price when none is left', async () => {
    const course = await createCourse({ payment: 'bono_attendance', date: inDays(1) });
    const ana = await client({ bono: true });
    await enrol(course.id, ana);
    expect(await remaining(ana.bonoId!)).toBe(2);
    expect((await balance(ana.clientId)).chargedCents).toBe(2800);
    const after = startOf(addDays(course.classes[2]!.date, 1));
    await at(after, async () => {
      for (const cls of course.classes.slice(0, 3)) {
        const roster = (await api.get(`/api/classes/${cls.id}`, lucia.token)).body.data.roster as {
          id: string;
        }[];
        const tap = await api.put(
          `/api/classes/${cls.id}/enrolments/${roster[0]!.id}/attendance`,
          { attended: true },
          lucia.token,
        );
        expect(tap.status, JSON.stringify(tap.body)).toBe(200);
      }
    });
    expect(await remaining(ana.bonoId!)).toBe(0);
    // On the class page, a place a unit paid says so; the one no unit covers goes with the course.
    const moneyIn = async (cls: { id: string }) =>
      (
        (await api.get(`/api/classes/${cls.id}`, lucia.token)).body.data.roster as {
          money: Money;
        }[]
      )[0]!.money.state;
    expect(await moneyIn(course.classes[0]!)).toBe('bono');
    expect(await moneyIn(course.classes[2]!)).toBe('course');
    // Two classes on the bono, the third at a quarter of the course's price.
    const share = coursePriceFor(12000, 1, 4)!;
    expect((await balance(ana.clientId)).chargedCents).toBe(2800 + share);
    expect((await enrolmentOf(course.id, ana.dogIds[0]!)).money).toMatchObject({
      state: 'charged',
      cents: share,
    });
  });
});

describe('make-ups', () => {
  it('never charges a make-up, even in a class paid per attendance', async () => {
    const course = await createCourse({ date: inDays(1), count: 2, makeupLimit: 1 });
    const ana = await client({ bono: true });
    await enrol(course.id, ana);
    const makeupClass = await api.post(
      '/api/classes',
      {
        serviceId,
        date: inDays(10),
        time: '18:00',
        duration: 60,
        places: 5,
        payment: 'bono_attendance',
        priceCents: 1500,
      },
      lucia.token,
    );
    expect(makeupClass.status, JSON.stringify(makeupClass.body)).toBe(201);
    const classId = makeupClass.body.data.classes[0].id as string;
    const enrolment = await enrolmentOf(course.id, ana.dogIds[0]!);
    await at(startOf(addDays(course.classes[0]!.date, 1)), async () => {
      const [credit] = (await enrolmentOf(course.id, ana.dogIds[0]!)).makeups as {
        missedEnrolmentId: string;
      }[];
      const used = await api.post(
        `/api/courses/${course.id}/enrolments/${enrolment.id}/makeups`,
        { missedEnrolmentId: credit!.missedEnrolmentId, classId },
        lucia.token,
      );
      expect(used.status, JSON.stringify(used.body)).toBe(201);
    });
    await at(startOf(inDays(10)), async () => {
      const roster = (await api.get(`/api/classes/${classId}`, lucia.token)).body.data.roster as {
        id: string;
      }[];
      const tap = await api.put(
        `/api/classes/${classId}/enrolments/${roster[0]!.id}/attendance`,
        { attended: true },
        lucia.token,
      );
      expect(tap.status).toBe(200);
    });
    expect(await remaining(ana.bonoId!)).toBe(2);
    expect((await balance(ana.clientId)).chargedCents).toBe(2800 + 12000);
  });
});

describe('invoicing a course enrolment', () => {
  it('issues an invoice once, naming the course and its edition, and the month batch has it', async () => {
    const course = await createCourse({ priceCents: 12100 });
    const ana = await client({ dogs: 2 });
    await enrol(course.id, ana, 0);
    await enrol(course.id, ana, 1);
    const one = await enrolmentOf(course.id, ana.dogIds[0]!);
    const issued = await api.post('/api/invoices', { courseEnrolmentId: one.id }, lucia.token);
    expect(issued.status, JSON.stringify(issued.body)).toBe(201);
    const esDate = (d: string) => d.split('-').reverse().join('/');
    expect(issued.body.data).toMatchObject({ baseCents: 10000, taxCents: 2100, totalCents: 12100 });
    expect(issued.body.data.lines[0].description).toBe(
      `Curso Cachorros, edición de enero, edición del ${esDate(course.classes[0]!.date)} al ${esDate(course.classes[3]!.date)}, con Luna 1`,
    );
    const twice = await api.post('/api/invoices', { courseEnrolmentId: one.id }, lucia.token);
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe(INVOICE_MESSAGES.courseEnrolmentInvoiced);
    expect((await enrolmentOf(course.id, ana.dogIds[0]!)).money.invoice).toMatchObject({
      number: issued.body.data.number,
    });

    // A course not begun yet is no visit of the month (issue 45); once begun, the batch bills it.
    const batch = {
      clientId: ana.clientId,
      month: course.classes[0]!.date.slice(0, 7),
      source: 'appointments',
    };
    const early = await api.post('/api/invoices', batch, lucia.token);
    expect(early.status).toBe(400);
    expect(early.body.message).toBe(INVOICE_MESSAGES.noVisitsToInvoice);
    const begun = new Date(startOf(course.classes[0]!.date).getTime() + 24 * 3_600_000);
    const month = await at(begun, () => api.post('/api/invoices', batch, lucia.token));
    expect(month.status, JSON.stringify(month.body)).toBe(201);
    expect(month.body.data.lines).toHaveLength(1);
    expect(month.body.data.totalCents).toBe(12100);
    expect((await enrolmentOf(course.id, ana.dogIds[1]!)).money.invoice).toMatchObject({
      number: month.body.data.number,
    });
  });

  it('keeps each trainer to their own enrolments, and a bono-paid one is not billable', async () => {
    const course = await createCourse();
    const ana = await client();
    await enrol(course.id, ana);
    const mine = await enrolmentOf(course.id, ana.dogIds[0]!);
    const theirs = await api.post('/api/invoices', { courseEnrolmentId: mine.id }, bruno.token);
    expect(theirs.status).toBe(404);
    expect(theirs.body.message).toBe(INVOICE_MESSAGES.courseEnrolmentNotFound);
    const draft = await api.get(`/api/invoices/draft?courseEnrolmentId=${mine.id}`, bruno.token);
    expect(draft.status).toBe(404);
    expect((await api.get(`/api/courses/${course.id}`, bruno.token)).status).toBe(404);

    const byBono = await createCourse({ payment: 'bono_enrolment' });
    const bea = await client({ bono: true });
    await enrol(byBono.id, bea);
    const covered = await enrolmentOf(byBono.id, bea.dogIds[0]!);
    const refused = await api.post('/api/invoices', { courseEnrolmentId: covered.id }, lucia.token);
    expect(refused.status).toBe(404);
  });
});
