import { CLASS_MESSAGES, COURSE_MESSAGES, addDays, todayIn } from '@adiestra/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { createRecord, type ApiClient } from '../../test/api-client.ts';
import { serviceBody } from '../../test/service-fixtures.ts';
import { testClock, trainerTestApp, type TestApp, type Trainer } from '../../test/test-app.ts';

/**
 * Issue 29, courses (decisions 0081, 0082): a course is N weekly classes sold as one enrolment;
 * the enrolment takes a place in each class at once (the last place to exactly one under
 * concurrency), a cancel frees each future place once and returns the charge before the start,
 * a late joiner pays the classes left, a missed class is made up once, up to the course's limit.
 */
const DAY = 24 * 60 * 60 * 1000;
const clock = testClock();
let t: TestApp, api: ApiClient, lucia: Trainer, bruno: Trainer;
let serviceId: string, clientId: string, dogIds: string[];
let brunoDogId: string, brunoClientId: string;
const inDays = (days: number) => addDays(todayIn('Europe/Madrid', clock.now()), days);

type Detail = {
  id: string;
  classCount: number;
  enrolled: number;
  classes: { id: string; date: string; enrolled: number }[];
  enrolments: {
    id: string;
    dogId: string;
    status: string;
    priceCents: number;
    classesBought: number;
    refunded: boolean;
    makeups: { missedEnrolmentId: string; makeupClassId: string | null }[];
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
      place: 'Parque del Retiro',
      count: 4,
      places: 3,
      priceCents: 12000,
      ...overrides,
    },
    lucia.token,
  );
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data as Detail;
}

const enrol = (courseId: string, dogId: string) =>
  api.post(`/api/courses/${courseId}/enrolments`, { clientId, dogId }, lucia.token);
const detail = async (courseId: string) =>
  (await api.get(`/api/courses/${courseId}`, lucia.token)).body.data as Detail;
const cancel = (courseId: string, enrolmentId: string) =>
  api.post(`/api/courses/${courseId}/enrolments/${enrolmentId}/cancel`, {}, lucia.token);

beforeAll(async () => {
  ({
    t,
    api,
    trainers: [lucia, bruno],
  } = await trainerTestApp(['Lucía', 'Bruno'], {}, clock));
  serviceId = (
    await createRecord(
      api,
      '/api/services',
      serviceBody({ name: 'Clase de cachorros', kind: 'group', duration: 60 }),
      lucia.token,
    )
  ).id;
  clientId = (
    await createRecord(
      api,
      '/api/clients',
      { name: 'Ana Pérez', email: 'ana.cursos@example.com', phone: '611000111' },
      lucia.token,
    )
  ).id;
  dogIds = [];
  for (let i = 0; i < 32; i++)
    dogIds.push(
      (
        await createRecord(
          api,
          '/api/dogs',
          { name: `Perro ${i + 1}`, breed: 'Mestiza', clientId },
          lucia.token,
        )
      ).id,
    );
  brunoClientId = (
    await createRecord(api, '/api/clients', { name: 'Eva Ruiz', phone: '622000222' }, bruno.token)
  ).id;
  brunoDogId = (
    await createRecord(
      api,
      '/api/dogs',
      { name: 'Toby', breed: 'Beagle', clientId: brunoClientId },
      bruno.token,
    )
  ).id;
  return t.close;
});

describe('courses', () => {
  it('creates the course’s weekly classes, which the calendar lists as classes', async () => {
    const course = await createCourse();
    expect(course.classCount).toBe(4);
    expect(course.classes.map((c) => c.date)).toEqual([0, 7, 14, 21].map((d) => inDays(7 + d)));
    const listed = await api.get(`/api/classes?from=${inDays(7)}&to=${inDays(28)}`, lucia.token);
    const ids = (listed.body.data.classes as { id: string }[]).map((c) => c.id);
    for (const c of course.classes) expect(ids).toContain(c.id);
  });

  it('refuses a missing name, one class and a negative price, changing nothing', async () => {
    const res = await api.post(
      '/api/courses',
      { name: ' ', serviceId, date: inDays(7), time: '18:00', count: 1, places: 3, priceCents: -1 },
      lucia.token,
    );
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain(COURSE_MESSAGES.name);
    expect(JSON.stringify(res.body)).toContain(COURSE_MESSAGES.classes);
  });

  it('gives the last place of every class to exactly one of 30 concurrent enrolments', async () => {
    const course = await createCourse({ places: 3 });
    expect((await enrol(course.id, dogIds[0]!)).status).toBe(201);
    expect((await enrol(course.id, dogIds[1]!)).status).toBe(201);
    const results = await Promise.all(dogIds.slice(2).map((dogId) => enrol(course.id, dogId)));
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(29);
    for (const r of results.filter((x) => x.status === 409))
      expect(r.body.message).toBe(COURSE_MESSAGES.full);
    const after = await detail(course.id);
    expect(after.enrolled).toBe(3);
    expect(after.classes.map((c) => c.enrolled)).toEqual([3, 3, 3, 3]);
  });

  it('refuses a dog enrolled twice', async () => {
    const course = await createCourse();
    expect((await enrol(course.id, dogIds[0]!)).status).toBe(201);
    const again = await enrol(course.id, dogIds[0]!);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(COURSE_MESSAGES.alreadyEnrolled);
  });

  it('frees every place once on a cancel, and returns the charge before the start', async () => {
    const course = await createCourse({ places: 2 });
    const enrolled = (await enrol(course.id, dogIds[0]!)).body.data as Detail;
    const enrolmentId = enrolled.enrolments[0]!.id;
    const twice = await Promise.all([
      cancel(course.id, enrolmentId),
      cancel(course.id, enrolmentId),
    ]);
    expect(twice.map((r) => r.status).sort()).toEqual([200, 404]);
    const after = await detail(course.id);
    expect(after.classes.map((c) => c.enrolled)).toEqual([0, 0, 0, 0]);
    expect(after.enrolments[0]).toMatchObject({ status: 'cancelled', refunded: true });
    expect((await enrol(course.id, dogIds[0]!)).status).toBe(201);
  });

  it('lets a dog join a started course only when allowed, paying the classes left', async () => {
    const open = await createCourse({ date: inDays(1), lateJoin: true, priceCents: 10001 });
    const closed = await createCourse({ date: inDays(1) });
    const real = clock.now();
    try {
      clock.advance(2 * DAY); // the first class has been held
      const late = await enrol(open.id, dogIds[0]!);
      expect(late.status, JSON.stringify(late.body)).toBe(201);
      // 100,01 € × 3 / 4 = 75,0075 €, rounded to the cent.
      expect((late.body.data as Detail).enrolments[0]).toMatchObject({
        priceCents: 7501,
        classesBought: 3,
      });
      expect((await detail(open.id)).classes.map((c) => c.enrolled)).toEqual([0, 1, 1, 1]);
      const refused = await enrol(closed.id, dogIds[0]!);
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe(COURSE_MESSAGES.started);
      // Once the dog has had a class, a cancel frees the places to come and keeps the charge.
      clock.advance(7 * DAY);
      const id = (late.body.data as Detail).enrolments[0]!.id;
      expect((await cancel(open.id, id)).status).toBe(200);
      const after = await detail(open.id);
      expect(after.classes.map((c) => c.enrolled)).toEqual([0, 1, 0, 0]);
      expect(after.enrolments[0]).toMatchObject({ status: 'cancelled', refunded: false });
    } finally {
      clock.set(real);
    }
  });

  it('turns a missed class into a make-up used once, up to the course’s limit', async () => {
    const course = await createCourse({ date: inDays(1), count: 3, makeupLimit: 1 });
    const next = await createCourse({ date: inDays(20), count: 2, places: 1 });
    const enrolmentId = ((await enrol(course.id, dogIds[5]!)).body.data as Detail).enrolments[0]!
      .id;
    const useMakeup = (missedEnrolmentId: string, classId: string) =>
      api.post(
        `/api/courses/${course.id}/enrolments/${enrolmentId}/makeups`,
        { missedEnrolmentId, classId },
        lucia.token,
      );
    const real = clock.now();
    try {
      clock.advance(9 * DAY); // two classes held, attendance not marked
      const credits = (await detail(course.id)).enrolments[0]!.makeups;
      expect(credits).toHaveLength(2);
      const options = await api.get(`/api/courses/${course.id}/makeup-classes`, lucia.token);
      const optionIds = (options.body.data.classes as { id: string }[]).map((c) => c.id);
      expect(optionIds).toContain(next.classes[0]!.id);
      expect(optionIds).not.toContain(course.classes[2]!.id);
      const [first, second] = credits;
      const used = await Promise.all([
        useMakeup(first!.missedEnrolmentId, next.classes[0]!.id),
        useMakeup(first!.missedEnrolmentId, next.classes[0]!.id),
      ]);
      expect(used.map((r) => r.status).sort()).toEqual([201, 409]);
      const after = await detail(course.id);
      expect(after.enrolments[0]!.makeups[0]!.makeupClassId).toBe(next.classes[0]!.id);
      expect((await detail(next.id)).classes[0]!.enrolled).toBe(1);
      const over = await useMakeup(second!.missedEnrolmentId, next.classes[1]!.id);
      expect(over.status).toBe(409);
      expect(over.body.message).toBe(COURSE_MESSAGES.makeupLimit);
      expect((await detail(next.id)).classes[1]!.enrolled).toBe(0);
    } finally {
      clock.set(real);
    }
  });

  it('a make-up is confirmed by mail with its calendar event, and is never a class the dog is already in', async () => {
    const course = await createCourse({ date: inDays(1), count: 2, makeupLimit: 2 });
    const other = await createCourse({ date: inDays(20), count: 2, places: 3 });
    const dogId = dogIds[7]!;
    const enrolmentId = ((await enrol(course.id, dogId)).body.data as Detail).enrolments[0]!.id;
    expect((await enrol(other.id, dogIds[8]!)).status).toBe(201);
    // The same dog also holds a place in the other course's second class (as its own make-up).
    const dropIn = await api.post(
      `/api/classes/${other.classes[1]!.id}/enrolments`,
      { clientId, dogId },
      lucia.token,
    );
    expect(dropIn.status, JSON.stringify(dropIn.body)).toBe(201);
    const real = clock.now();
    try {
      clock.advance(2 * DAY); // the first class held, attendance not marked
      const [credit] = (await detail(course.id)).enrolments.find(
        (e) => e.id === enrolmentId,
      )!.makeups;
      const inAlready = await api.post(
        `/api/courses/${course.id}/enrolments/${enrolmentId}/makeups`,
        { missedEnrolmentId: credit!.missedEnrolmentId, classId: other.classes[1]!.id },
        lucia.token,
      );
      expect(inAlready.status).toBe(400);
      expect(inAlready.body.errors.classId).toBe(COURSE_MESSAGES.makeupClass);
      await t.app.outbox.drain();
      const before = t.mails.length;
      const used = await api.post(
        `/api/courses/${course.id}/enrolments/${enrolmentId}/makeups`,
        { missedEnrolmentId: credit!.missedEnrolmentId, classId: other.classes[0]!.id },
        lucia.token,
      );
      expect(used.status, JSON.stringify(used.body)).toBe(201);
      await t.app.outbox.drain();
      const mail = t.mails
        .slice(before)
        .find((m) => m.to === 'ana.cursos@example.com' && /^Plaza confirmada/.test(m.subject));
      expect(mail?.text).toContain('Perro 8');
      expect(mail?.attachments?.[0]?.contentType).toContain('text/calendar');
    } finally {
      clock.set(real);
    }
  });

  it('keeps another trainer’s courses and dogs out', async () => {
    const course = await createCourse();
    expect((await api.get(`/api/courses/${course.id}`, bruno.token)).status).toBe(404);
    const foreign = await api.post(
      `/api/courses/${course.id}/enrolments`,
      { clientId: brunoClientId, dogId: brunoDogId },
      bruno.token,
    );
    expect(foreign.status).toBe(404);
    const strangerDog = await api.post(
      `/api/courses/${course.id}/enrolments`,
      { clientId: brunoClientId, dogId: brunoDogId },
      lucia.token,
    );
    expect(strangerDog.status).toBe(400);
    expect((await api.get('/api/courses', bruno.token)).body.data.courses).toEqual([]);
    expect((await detail(course.id)).enrolled).toBe(0);
    expect(CLASS_MESSAGES.full).not.toBe(COURSE_MESSAGES.full);
  });
});
