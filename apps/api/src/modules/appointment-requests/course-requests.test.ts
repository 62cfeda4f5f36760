import {
  CLASS_REQUEST_MESSAGES,
  COURSE_MESSAGES,
  addDays,
  todayIn,
  zonedToUtc,
  type OwnerCourse,
} from '@adiestra/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { createRecord, type ApiClient } from '../../test/api-client.ts';
import { OWNER, asOwner, signInOwner } from '../../test/owner-fixtures.ts';
import { serviceBody } from '../../test/service-fixtures.ts';
import { testClock, trainerTestApp, type TestApp, type Trainer } from '../../test/test-app.ts';

/**
 * Issue 45, major 4 (decision 0138): the booking page sells a course as a course — one offer
 * with its name, dates and price, its classes never listed on their own — and one request,
 * approved, enrols the dog in the course: a place in every class, the course's price, one
 * confirmation with every class's calendar event, and the course in the owner's Mi área.
 */
const DAY = 24 * 60 * 60 * 1000;
const clock = testClock();
let t: TestApp, api: ApiClient, lucia: Trainer, bruno: Trainer;
let serviceId: string, strangerClientId: string, strangerDogId: string;
const inDays = (days: number) => addDays(todayIn('Europe/Madrid', clock.now()), days);
const REQUESTS = '/api/appointments/requests';

type Listed = {
  classes: { id: string }[];
  courses: {
    id: string;
    name: string;
    firstDate: string;
    lastDate: string;
    classCount: number;
    priceCents: number | null;
    free: number;
  }[];
};
type Detail = {
  classes: { id: string; date: string; enrolled: number }[];
  enrolments: { dogName: string; clientName: string; priceCents: number; status: string }[];
  waitlist: { dogName: string }[];
};

async function createCourse(trainer: Trainer, overrides: Record<string, unknown> = {}) {
  const res = await api.post(
    '/api/courses',
    {
      name: 'Cachorros, edición de enero',
      serviceId: overrides.serviceId ?? serviceId,
      date: inDays(7),
      time: '18:00',
      duration: 60,
      place: 'Parque del Retiro',
      count: 4,
      places: 3,
      priceCents: 12000,
      ...overrides,
    },
    trainer.token,
  );
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data as Detail & { id: string };
}

const listed = async (educator: string) =>
  (await api.get(`/api/public/educators/${educator}/classes`)).body.data as Listed;
const detail = async (courseId: string) =>
  (await api.get(`/api/courses/${courseId}`, lucia.token)).body.data as Detail;

const visitor = (courseId: string, overrides: Record<string, unknown> = {}) => ({
  educatorId: lucia.id,
  courseId,
  clientName: 'Irene Soler',
  clientEmail: 'irene.soler@example.com',
  clientPhone: '+34 611 222 333',
  dogName: 'Kira',
  dogBreed: 'Beagle',
  dogAge: 0.5,
  consent: true,
  ...overrides,
});

async function askForCourse(courseId: string, overrides: Record<string, unknown> = {}) {
  const res = await api.post('/api/public/courses/request', visitor(courseId, overrides));
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data as { id: string; serviceName: string; date: string; time: string };
}

async function fillWithStranger(courseId: string) {
  const res = await api.post(
    `/api/courses/${courseId}/enrolments`,
    { clientId: strangerClientId, dogId: strangerDogId },
    lucia.token,
  );
  expect(res.status, JSON.stringify(res.body)).toBe(201);
}

beforeAll(async () => {
  ({
    t,
    api,
    trainers: [lucia, bruno],
  } = await trainerTestApp(['Lucía', 'Bruno'], {}, clock));
  const body = serviceBody({ name: 'Clase de cachorros', kind: 'group', duration: 60 });
  serviceId = (await createRecord(api, '/api/services', body, lucia.token)).id;
  strangerClientId = (
    await createRecord(
      api,
      '/api/clients',
      { name: 'Otro Dueño', email: 'otro.dueno@example.com', phone: '611999888' },
      lucia.token,
    )
  ).id;
  strangerDogId = (
    await createRecord(
      api,
      '/api/dogs',
      { name: 'Rex', breed: 'Mestiza', clientId: strangerClientId },
      lucia.token,
    )
  ).id;
  return t.close;
});

describe('A course on the booking page', () => {
  it('is one offer with its name, dates, classes and price; its classes are not listed alone', async () => {
    const course = await createCourse(lucia);
    const page = await listed(lucia.id);
    expect(page.courses.find((c) => c.id === course.id)).toMatchObject({
      name: 'Cachorros, edición de enero',
      serviceName: 'Clase de cachorros',
      firstDate: inDays(7),
      lastDate: inDays(28),
      classCount: 4,
      time: '18:00',
      place: 'Parque del Retiro',
      free: 3,
      priceCents: 12000,
      payment: 'price',
    });
    const classIds = page.classes.map((c) => c.id);
    for (const c of course.classes) expect(classIds).not.toContain(c.id);
    // One of its classes cannot be asked for on its own.
    const alone = await api.post('/api/public/classes/request', {
      ...visitor(course.id),
      courseId: undefined,
      classId: course.classes[0]!.id,
    });
    expect(alone.status).toBe(404);
  });

  it("is not offered once started without late joining, nor another trainer's", async () => {
    const started = await createCourse(lucia, { date: inDays(1), name: 'Empezado' });
    const real = clock.now();
    try {
      clock.advance(2 * DAY); // its first class has been held
      expect((await listed(lucia.id)).courses.map((c) => c.id)).not.toContain(started.id);
      const refused = await api.post('/api/public/courses/request', visitor(started.id));
      expect(refused.status).toBe(404);
      expect(refused.body.message).toBe(COURSE_MESSAGES.notFound);
    } finally {
      clock.set(real);
    }
    const brunoService = (
      await createRecord(
        api,
        '/api/services',
        serviceBody({ name: 'Grupo', kind: 'group', duration: 60 }),
        bruno.token,
      )
    ).id;
    const brunos = await createCourse(bruno, { serviceId: brunoService });
    expect((await api.post('/api/public/courses/request', visitor(brunos.id))).status).toBe(404);
  });

  it('a late joiner is offered the classes left at their share of the price', async () => {
    const late = await createCourse(lucia, {
      date: inDays(1),
      name: 'Con incorporación',
      lateJoin: true,
    });
    const real = clock.now();
    try {
      clock.advance(2 * DAY); // its first class has been held
      expect((await listed(lucia.id)).courses.find((c) => c.id === late.id)).toMatchObject({
        firstDate: inDays(6),
        classCount: 3,
        priceCents: 9000,
      });
    } finally {
      clock.set(real);
    }
  });

  it('one request → approval → the dog is in every class of the course, at its price, and sees it in Mi área', async () => {
    const course = await createCourse(lucia, { name: 'Obediencia básica' });
    const before = t.mails.length;
    const asked = await askForCourse(course.id);
    expect(asked).toMatchObject({
      serviceName: 'Obediencia básica',
      date: inDays(7),
      time: '18:00',
    });
    const [request] = (await api.get(`${REQUESTS}?status=PENDING&search=irene`, lucia.token)).body
      .data.requests;
    expect(request).toMatchObject({
      id: asked.id,
      courseId: course.id,
      classId: null,
      serviceType: 'Obediencia básica',
    });
    await t.app.outbox.drain();
    const told = t.mails.slice(before).find((m) => m.to === lucia.email);
    expect(told?.subject).toBe('Nueva solicitud de plaza en un curso de Irene Soler');
    const receipt = t.mails.slice(before).find((m) => m.to === 'irene.soler@example.com');
    expect(receipt?.text).toContain('Tu solicitud de plaza en un curso para Kira');
    // A pending request holds no place.
    expect((await listed(lucia.id)).courses.find((c) => c.id === course.id)!.free).toBe(3);
    const asAppointment = await api.post(
      `${REQUESTS}/${asked.id}/approve`,
      { scheduledDate: inDays(7), scheduledTime: '18:00' },
      lucia.token,
    );
    expect(asAppointment.status).toBe(409);
    expect((await api.post(`${REQUESTS}/${asked.id}/approve-class`, {}, bruno.token)).status).toBe(
      404,
    );
    const res = await api.post(`${REQUESTS}/${asked.id}/approve-class`, {}, lucia.token);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.outcome).toBe('enrolled');
    const after = await detail(course.id);
    expect(after.enrolments).toEqual([
      expect.objectContaining({
        dogName: 'Kira',
        clientName: 'Irene Soler',
        priceCents: 12000,
        status: 'enrolled',
      }),
    ]);
    expect(after.classes.map((c) => c.enrolled)).toEqual([1, 1, 1, 1]);
    expect((await listed(lucia.id)).courses.find((c) => c.id === course.id)!.free).toBe(2);
    // One confirmation of the course, with its four classes in the calendar file.
    await t.app.outbox.drain();
    const confirmation = t.mails
      .slice(before)
      .find((m) => m.to === 'irene.soler@example.com' && /^Plaza confirmada/.test(m.subject));
    expect(confirmation?.text).toContain('Obediencia básica');
    const ics = confirmation!.attachments![0]!.content as string;
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(4);
    // Mi área: the course, the dog enrolled and able to cancel.
    const cookie = await signInOwner(t, api, 'irene.soler@example.com');
    const mine = (await asOwner(api, { cookie }).get(`${OWNER}/courses`)).body.data
      .courses as OwnerCourse[];
    const shown = mine.find((c) => c.id === course.id);
    expect(shown?.dogs).toEqual([
      expect.objectContaining({ name: 'Kira', enrolmentId: expect.any(String), canCancel: true }),
    ]);
    // Its first class, once over (18:00 + 60 min), is no longer "Próxima" that evening.
    const real = clock.now();
    try {
      clock.set(zonedToUtc(inDays(7), 19 * 60 + 1, 'Europe/Madrid'));
      const later = (await asOwner(api, { cookie }).get(`${OWNER}/courses`)).body.data
        .courses as OwnerCourse[];
      const states = later.find((c) => c.id === course.id)!.dogs[0]!.classes.map((c) => c.state);
      expect(states).toEqual(['ended', 'upcoming', 'upcoming', 'upcoming']);
    } finally {
      clock.set(real);
    }
  });

  it('a full course is refused; filled meanwhile, approval says so and changes nothing, or puts the dog on its waiting list', async () => {
    const full = await createCourse(lucia, { name: 'Completo', places: 1 });
    await fillWithStranger(full.id);
    expect((await listed(lucia.id)).courses.find((c) => c.id === full.id)!.free).toBe(0);
    const refused = await api.post('/api/public/courses/request', visitor(full.id));
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(CLASS_REQUEST_MESSAGES.courseFull);

    const racing = await createCourse(lucia, { name: 'Se llena', places: 1 });
    const asked = await askForCourse(racing.id, { clientEmail: 'nora.gil@example.com' });
    await fillWithStranger(racing.id);
    const late = await api.post(`${REQUESTS}/${asked.id}/approve-class`, {}, lucia.token);
    expect(late.status).toBe(409);
    expect(late.body.message).toBe(CLASS_REQUEST_MESSAGES.courseFullOnApprove);
    const pending = (await api.get(`${REQUESTS}?status=PENDING&search=nora`, lucia.token)).body.data
      .requests as { id: string }[];
    expect(pending.map((r) => r.id)).toEqual([asked.id]);
    expect((await detail(racing.id)).enrolments).toHaveLength(1);
    const waiting = await api.post(
      `${REQUESTS}/${asked.id}/approve-class`,
      { waitlist: true },
      lucia.token,
    );
    expect(waiting.status, JSON.stringify(waiting.body)).toBe(200);
    expect(waiting.body.data.outcome).toBe('waitlisted');
    expect((await detail(racing.id)).waitlist).toEqual([
      expect.objectContaining({ dogName: 'Kira' }),
    ]);
  });
});
