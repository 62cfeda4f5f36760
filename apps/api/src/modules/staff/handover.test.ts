import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  HANDOVER_MESSAGES,
  addDays,
  serviceTypeLabel,
  todayIn,
  type FutureWork,
} from '@adiestra/shared';
import { appointments, classes, courses, outgoingMessages } from '../../db/schema.ts';
import { uuidv7 } from '../../lib/ids.ts';
import { createRecord, type ApiClient } from '../../test/api-client.ts';
import { serviceBody } from '../../test/service-fixtures.ts';
import { addMember } from '../../test/staff-fixtures.ts';
import { testClock, trainerTestApp, type TestApp, type Trainer } from '../../test/test-app.ts';

/** A trainer leaves (issue 39, decision 0141): their future work is reassigned, then removed. */

const clock = testClock();
const inDays = (days: number) => addDays(todayIn('Europe/Madrid', clock.now()), days);
let t: TestApp, api: ApiClient, lucia: Trainer, marta: Trainer;
let groupServiceId: string, clientId: string, dogId: string;

beforeAll(async () => {
  ({
    t,
    api,
    trainers: [lucia, marta],
  } = await trainerTestApp(['Lucía', 'Marta'], {}, clock));
  groupServiceId = (
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
      { name: 'Ana Pérez', email: 'ana.relevo@example.com', phone: '611000111' },
      lucia.token,
    )
  ).id;
  dogId = (
    await createRecord(api, '/api/dogs', { name: 'Luna', breed: 'Mestiza', clientId }, lucia.token)
  ).id;
  return t.close;
});

/** An appointment given by `trainerId` (written as the scheduling flow leaves it). */
async function appointmentOf(trainerId: string, date: string, time: string, email: string) {
  const id = uuidv7();
  await t.database.db.insert(appointments).values({
    id,
    businessId: lucia.id,
    trainerId,
    clientName: 'Pedro Gómez',
    clientEmail: email,
    clientPhone: '600111222',
    dogName: 'Rocky',
    scheduledDate: date,
    scheduledTime: time,
    duration: 60,
    serviceType: 'individual',
  });
  return id;
}

async function team() {
  const pablo = await addMember(t, api, lucia.token, 'adiestrador', undefined, 'Pablo Ruiz');
  const eva = await addMember(t, api, lucia.token, 'adiestrador', undefined, 'Eva Sol');
  return { pablo, eva };
}

const work = async (userId: string, token = lucia.token) =>
  (await api.get(`/api/staff/members/${userId}/future-work`, token)).body.data as FutureWork;

async function mailsTo(email: string) {
  const rows = await t.database.db
    .select()
    .from(outgoingMessages)
    .where(eq(outgoingMessages.businessId, lucia.id));
  return rows.filter((r) => JSON.stringify(r).includes(email));
}

describe('a trainer leaves', () => {
  it('lists the future work, reassigns it all to one trainer, tells each owner once, then removes', async () => {
    const { pablo, eva } = await team();
    const email = `pedro.${uuidv7().slice(-6)}@example.com`;
    const a1 = await appointmentOf(pablo.id, inDays(3), '10:00', email);
    const a2 = await appointmentOf(pablo.id, inDays(4), '10:00', email);
    // A past one stays theirs: it is history, not future work.
    const past = await appointmentOf(pablo.id, inDays(-3), '10:00', email);
    const course = await api.post(
      '/api/courses',
      {
        name: 'Cachorros de enero',
        serviceId: groupServiceId,
        date: inDays(7),
        time: '18:00',
        duration: 60,
        count: 3,
        places: 3,
        priceCents: 9000,
      },
      pablo.token,
    );
    expect(course.status, JSON.stringify(course.body)).toBe(201);
    const courseId = course.body.data.id as string;
    const enrolled = await api.post(
      `/api/courses/${courseId}/enrolments`,
      { clientId, dogId },
      pablo.token,
    );
    expect(enrolled.status, JSON.stringify(enrolled.body)).toBe(201);

    const before = await work(pablo.id);
    expect(before.member.name).toBe('Pablo Ruiz');
    expect(before.trainers.map((m) => m.name)).toEqual(
      expect.arrayContaining(['Lucía García', 'Eva Sol']),
    );
    expect(before.trainers.map((m) => m.userId)).not.toContain(pablo.id);
    const kinds = before.items.map((i) => i.kind).sort();
    expect(kinds).toEqual(['appointment', 'appointment', 'class', 'class', 'class', 'course']);
    expect(before.items.map((i) => i.id)).not.toContain(past);

    // The gate: future work remains.
    const refused = await api.del(`/api/staff/members/${pablo.id}`, lucia.token);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(HANDOVER_MESSAGES.workRemains(6));

    const items = before.items
      .filter((i) => i.kind !== 'class')
      .map((i) => ({ kind: i.kind, id: i.id, trainerId: eva.id }));
    const res = await api.post(`/api/staff/members/${pablo.id}/reassign`, { items }, lucia.token);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ moved: 5, remaining: 0, notified: 2 });

    // The course and all its classes moved together.
    const [c] = await t.database.db.select().from(courses).where(eq(courses.id, courseId));
    expect(c!.trainerId).toBe(eva.id);
    const rows = await t.database.db.select().from(classes).where(eq(classes.courseId, courseId));
    expect(rows.map((r) => r.trainerId)).toEqual([eva.id, eva.id, eva.id]);
    for (const id of [a1, a2]) {
      const [a] = await t.database.db.select().from(appointments).where(eq(appointments.id, id));
      expect(a!.trainerId).toBe(eva.id);
    }
    const [old] = await t.database.db.select().from(appointments).where(eq(appointments.id, past));
    expect(old!.trainerId).toBe(pablo.id);

    // One mail per owner, listing every booking of theirs that changed.
    const pedro = await mailsTo(email);
    expect(pedro).toHaveLength(1);
    await t.app.outbox.drain();
    const sent = t.mails.filter((m) => m.to === email);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.subject).toBe(HANDOVER_MESSAGES.mailSubject('Lucía García'));
    expect(sent[0]!.text).toContain('Eva Sol');
    expect(sent[0]!.text.match(/Rocky/g)).toHaveLength(2);
    const ana = t.mails.filter(
      (m) => m.to === 'ana.relevo@example.com' && m.subject === sent[0]!.subject,
    );
    expect(ana).toHaveLength(1);
    expect(ana[0]!.text).toContain('Cachorros de enero');
    expect(ana[0]!.text.match(/Luna/g)!.length).toBeGreaterThanOrEqual(3);

    expect((await work(pablo.id)).items).toEqual([]);
    expect((await api.del(`/api/staff/members/${pablo.id}`, lucia.token)).status).toBe(204);
  });

  it('reassigns one by one: a class of a course may go to another trainer than its course', async () => {
    const { pablo, eva } = await team();
    const email = `uno.${uuidv7().slice(-6)}@example.com`;
    const a1 = await appointmentOf(pablo.id, inDays(20), '09:00', email);
    const course = await api.post(
      '/api/courses',
      {
        name: 'Obediencia de marzo',
        serviceId: groupServiceId,
        date: inDays(21),
        time: '12:00',
        duration: 60,
        count: 2,
        places: 3,
        priceCents: 6000,
      },
      pablo.token,
    );
    expect(course.status).toBe(201);
    const courseId = course.body.data.id as string;
    const listed = await work(pablo.id);
    const [first] = listed.items.filter((i) => i.kind === 'class' && i.courseId === courseId);
    const res = await api.post(
      `/api/staff/members/${pablo.id}/reassign`,
      {
        items: [
          { kind: 'appointment', id: a1, trainerId: lucia.id },
          { kind: 'course', id: courseId, trainerId: eva.id },
          { kind: 'class', id: first!.id, trainerId: lucia.id },
        ],
      },
      lucia.token,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.remaining).toBe(0);
    const rows = await t.database.db
      .select()
      .from(classes)
      .where(eq(classes.courseId, courseId))
      .orderBy(classes.classDate);
    expect(rows.map((r) => r.trainerId)).toEqual([lucia.id, eva.id]);
    const [a] = await t.database.db.select().from(appointments).where(eq(appointments.id, a1));
    expect(a!.trainerId).toBe(lucia.id);
  });

  it('refuses a taken time with a 409 naming the row, and changes nothing', async () => {
    const { pablo, eva } = await team();
    const email = `choque.${uuidv7().slice(-6)}@example.com`;
    const free = await appointmentOf(pablo.id, inDays(30), '09:00', email);
    const taken = await appointmentOf(pablo.id, inDays(30), '11:00', email);
    await appointmentOf(eva.id, inDays(30), '11:30', 'otra@example.com');
    const mailsBefore = (await mailsTo(email)).length;
    const res = await api.post(
      `/api/staff/members/${pablo.id}/reassign`,
      {
        items: [
          { kind: 'appointment', id: free, trainerId: eva.id },
          { kind: 'appointment', id: taken, trainerId: eva.id },
        ],
      },
      lucia.token,
    );
    expect(res.status).toBe(409);
    const day = inDays(30).split('-').reverse().join('/');
    expect(res.body.message).toBe(
      HANDOVER_MESSAGES.clash(
        `Cita «${serviceTypeLabel('individual')}» del ${day} a las 11:00`,
        'Eva Sol',
      ),
    );
    const rows = await t.database.db
      .select()
      .from(appointments)
      .where(and(eq(appointments.businessId, lucia.id), eq(appointments.clientEmail, email)));
    expect(rows.map((r) => r.trainerId)).toEqual([pablo.id, pablo.id]);
    expect(await mailsTo(email)).toHaveLength(mailsBefore);
  });

  it("refuses a course whose class lands on the new trainer's appointment, naming the course", async () => {
    const { pablo, eva } = await team();
    const course = await api.post(
      '/api/courses',
      {
        name: 'Agility de abril',
        serviceId: groupServiceId,
        date: inDays(50),
        time: '17:00',
        duration: 60,
        count: 2,
        places: 3,
        priceCents: 6000,
      },
      pablo.token,
    );
    expect(course.status).toBe(201);
    const courseId = course.body.data.id as string;
    // Eva has a visit during the course's second class.
    await appointmentOf(eva.id, inDays(57), '17:30', 'visita@example.com');
    const res = await api.post(
      `/api/staff/members/${pablo.id}/reassign`,
      { items: [{ kind: 'course', id: courseId, trainerId: eva.id }] },
      lucia.token,
    );
    expect(res.status).toBe(409);
    const day = inDays(50).split('-').reverse().join('/');
    expect(res.body.message).toBe(
      HANDOVER_MESSAGES.clash(`Curso «Agility de abril» del ${day}`, 'Eva Sol'),
    );
    const [c] = await t.database.db.select().from(courses).where(eq(courses.id, courseId));
    expect(c!.trainerId).toBe(pablo.id);
    const rows = await t.database.db.select().from(classes).where(eq(classes.courseId, courseId));
    expect(rows.map((r) => r.trainerId)).toEqual([pablo.id, pablo.id]);
  });

  it('refuses a target who is not a trainer of the business, the leaver, and another business', async () => {
    const { pablo } = await team();
    const rosa = await addMember(t, api, lucia.token, 'recepcion');
    const a1 = await appointmentOf(pablo.id, inDays(40), '09:00', 'x@example.com');
    const send = (trainerId: string, token = lucia.token) =>
      api.post(
        `/api/staff/members/${pablo.id}/reassign`,
        { items: [{ kind: 'appointment', id: a1, trainerId }] },
        token,
      );
    expect((await send(rosa.id)).body.message).toBe(HANDOVER_MESSAGES.notATrainer);
    expect((await send(marta.id)).body.message).toBe(HANDOVER_MESSAGES.notATrainer);
    expect((await send(pablo.id)).body.message).toBe(HANDOVER_MESSAGES.sameTrainer);
    expect((await send(marta.id)).status).toBe(400);
    // Marta's business cannot see nor move Lucía's member.
    expect((await send(marta.id, marta.token)).status).toBe(404);
    expect((await api.get(`/api/staff/members/${pablo.id}/future-work`, marta.token)).status).toBe(
      404,
    );
    // An id that is not their future work.
    const other = await api.post(
      `/api/staff/members/${pablo.id}/reassign`,
      { items: [{ kind: 'class', id: a1, trainerId: lucia.id }] },
      lucia.token,
    );
    expect(other.status).toBe(404);
    expect(other.body.message).toBe(HANDOVER_MESSAGES.notTheirs);
  });
});
