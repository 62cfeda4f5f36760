import {
  COURSE_MESSAGES,
  WAITLIST_MESSAGES,
  addDays,
  timeToMinutes,
  todayIn,
  zonedToUtc,
} from '@adiestra/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../test/api-client.ts';
import { classOwner, groupService, type ClassOwner } from '../../test/class-fixtures.ts';
import { OWNER } from '../../test/owner-fixtures.ts';
import { testClock, trainerTestApp, type TestApp, type Trainer } from '../../test/test-app.ts';
import { expireOffers } from './waitlist-offers.service.ts';

/**
 * Issue 29, decision 0083: owners enrol in a course from Mi área; when it is full they join its
 * waiting list, and a cancelled enrolment offers the place (in every class left) to the first,
 * by e-mail in the same transaction; accepted with a POST it enrols in the course, unanswered it
 * passes to the next through the same sweep as the classes' offers, exactly once.
 */
const clock = testClock();
const HOUR = 3600_000;
let t: TestApp, api: ApiClient, lucia: Trainer, bruno: Trainer;
let serviceId: string;
let owners: ClassOwner[];
const inDays = (days: number) => addDays(todayIn('Europe/Madrid', clock.now()), days);

type Detail = {
  classes: { enrolled: number }[];
  enrolments: { id: string; dogName: string; status: string }[];
  waitlist: { id: string; dogName: string; status: string }[];
};
type Listed = {
  id: string;
  free: number;
  dogs: { enrolmentId: string | null; waitlist: { entryId: string; status: string } | null }[];
};
const detail = async (id: string) =>
  (await api.get(`/api/courses/${id}`, lucia.token)).body.data as Detail;
const listed = async (who: ClassOwner, id: string) =>
  ((await who.session.get(`${OWNER}/courses`)).body.data.courses as Listed[]).find(
    (c) => c.id === id,
  );
const sweep = () => expireOffers({ db: t.app.db, now: clock.now(), appUrl: t.app.config.appUrl });
async function offerMails(to: string) {
  await t.app.outbox.drain();
  return t.mails.filter((m) => m.subject.startsWith('Plaza libre:') && m.to === to);
}

async function fullCourse() {
  const res = await api.post(
    '/api/courses',
    {
      name: 'Cachorros, edición de enero',
      serviceId,
      date: inDays(5),
      time: '18:00',
      count: 3,
      places: 2,
      priceCents: 9000,
    },
    lucia.token,
  );
  expect(res.status).toBe(201);
  const id = res.body.data.id as string;
  for (const who of owners.slice(0, 2))
    expect(
      (await who.session.post(`${OWNER}/courses/${id}/enrolments`, { dogId: who.dogId })).status,
    ).toBe(201);
  return id;
}

beforeAll(async () => {
  ({
    t,
    api,
    trainers: [lucia, bruno],
  } = await trainerTestApp(['Lucía', 'Bruno'], {}, clock));
  serviceId = await groupService(api, lucia);
  owners = [];
  for (const [i, name] of ['Kira', 'Luna', 'Toby', 'Nala'].entries())
    owners.push(await classOwner(t, api, lucia, `duena${i}.curso@example.com`, name, 20 + i));
  return t.close;
});

describe('a course’s waiting list', () => {
  it('offers a cancelled place to the first waiting; accepting in Mi área enrols in the course', async () => {
    const id = await fullCourse();
    const [kira, , toby, nala] = owners as [ClassOwner, ClassOwner, ClassOwner, ClassOwner];
    const refused = await toby.session.post(`${OWNER}/courses/${id}/enrolments`, {
      dogId: toby.dogId,
    });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(COURSE_MESSAGES.full);
    for (const who of [toby, nala])
      expect(
        (await who.session.post(`${OWNER}/courses/${id}/waitlist`, { dogId: who.dogId })).status,
      ).toBe(201);
    expect((await detail(id)).waitlist.map((e) => e.dogName)).toEqual(['Toby', 'Nala']);

    const kiraEnrolment = (await listed(kira, id))!.dogs[0]!.enrolmentId!;
    const cancelled = await kira.session.post(
      `${OWNER}/courses/${id}/enrolments/${kiraEnrolment}/cancel`,
    );
    expect(cancelled.status).toBe(200);
    const offered = await detail(id);
    expect(offered.waitlist.map((e) => [e.dogName, e.status])).toEqual([
      ['Toby', 'offered'],
      ['Nala', 'waiting'],
    ]);
    // The offer holds the place in every class left: nobody else takes it.
    expect(offered.classes.map((c) => c.enrolled)).toEqual([1, 1, 1]);
    const direct = await kira.session.post(`${OWNER}/courses/${id}/enrolments`, {
      dogId: kira.dogId,
    });
    expect(direct.status).toBe(409);
    const mails = await offerMails(toby.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('Cachorros, edición de enero');
    expect(mails[0]!.html).toContain(`href="${t.app.config.appUrl}/mi-area"`);

    const entryId = (await listed(toby, id))!.dogs[0]!.waitlist!.entryId;
    const accept = () => toby.session.post(`${OWNER}/courses/${id}/waitlist/${entryId}/accept`);
    const accepted = await accept();
    expect(accepted.status).toBe(200);
    expect(accepted.body.message).toBe(WAITLIST_MESSAGES.accepted);
    expect((await accept()).status).toBe(404);
    // The accepted offer is confirmed once (decision 0100), with the course's three classes.
    await t.app.outbox.drain();
    const confirmed = t.mails.filter(
      (m) => m.to === toby.email && m.subject === 'Plaza confirmada: Cachorros, edición de enero',
    );
    expect(confirmed).toHaveLength(1);
    expect((confirmed[0]!.attachments?.[0]?.content as string).match(/BEGIN:VEVENT/g)).toHaveLength(
      3,
    );
    const after = await detail(id);
    expect(after.classes.map((c) => c.enrolled)).toEqual([2, 2, 2]);
    expect(after.waitlist.map((e) => e.dogName)).toEqual(['Nala']);
    expect(
      after.enrolments
        .filter((e) => e.status === 'enrolled')
        .map((e) => e.dogName)
        .sort(),
    ).toEqual(['Luna', 'Toby']);
  });

  it('keeps an open offer’s held places exact when one of the course’s classes is moved earlier', async () => {
    const id = await fullCourse();
    const [kira, , toby] = owners as [ClassOwner, ClassOwner, ClassOwner];
    await toby.session.post(`${OWNER}/courses/${id}/waitlist`, { dogId: toby.dogId });
    const kiraEnrolment = (await listed(kira, id))!.dogs[0]!.enrolmentId!;
    await api.post(`/api/courses/${id}/enrolments/${kiraEnrolment}/cancel`, {}, lucia.token);
    const classIds = (
      (await api.get(`/api/courses/${id}`, lucia.token)).body.data.classes as {
        id: string;
      }[]
    ).map((c) => c.id);
    const counts = async () =>
      Promise.all(
        classIds.map(async (classId) => {
          const c = (await api.get(`/api/classes/${classId}`, lucia.token)).body.data;
          return [c.enrolled, c.offered] as [number, number];
        }),
      );
    expect(await counts()).toEqual([
      [1, 1],
      [1, 1],
      [1, 1],
    ]);
    // The first class moves two days earlier, before the day the offer was counted from.
    const moved = await api.put(
      `/api/classes/${classIds[0]}`,
      { date: inDays(3), time: '18:00', duration: 60, place: null, places: 2, scope: 'one' },
      lucia.token,
    );
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(await counts()).toEqual([
      [1, 1],
      [1, 1],
      [1, 1],
    ]);
    const entryId = (await listed(toby, id))!.dogs[0]!.waitlist!.entryId;
    const accepted = await toby.session.post(`${OWNER}/courses/${id}/waitlist/${entryId}/accept`);
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    expect(await counts()).toEqual([
      [2, 0],
      [2, 0],
      [2, 0],
    ]);
  });

  it('passes an unanswered offer to the next once, however many sweeps run', async () => {
    const [kira, , toby, nala] = owners as [ClassOwner, ClassOwner, ClassOwner, ClassOwner];
    const id = await fullCourse();
    for (const who of [toby, nala])
      await who.session.post(`${OWNER}/courses/${id}/waitlist`, { dogId: who.dogId });
    const kiraEnrolment = (await listed(kira, id))!.dogs[0]!.enrolmentId!;
    await api.post(`/api/courses/${id}/enrolments/${kiraEnrolment}/cancel`, {}, lucia.token);
    const real = clock.now();
    try {
      clock.advance(13 * HOUR);
      // Offers earlier tests left open are closed at the course's own expiry time, so what the
      // three racing sweeps do below is this course's alone.
      const [offer] = await t.database.sql<{ expiresAt: string }[]>`
        select offer_expires_at as "expiresAt" from class_waitlist
        where course_id = ${id} and status = 'offered'`;
      const justBefore = new Date(new Date(offer!.expiresAt).getTime() - 1);
      await expireOffers({ db: t.app.db, now: justBefore, appUrl: t.app.config.appUrl });
      const mailsBefore = (await offerMails(nala.email)).length;
      const runs = await Promise.all([sweep(), sweep(), sweep()]);
      const offeredHere = (await detail(id)).waitlist.map((e) => [e.dogName, e.status]);
      expect(offeredHere).toEqual([['Nala', 'offered']]);
      expect(runs.reduce((n, r) => n + r.expired, 0)).toBe(1);
      expect(runs.reduce((n, r) => n + r.offered, 0)).toBe(1);
      expect((await detail(id)).classes.map((c) => c.enrolled)).toEqual([1, 1, 1]);
      const entryId = (await listed(toby, id))!.dogs[0]!.waitlist;
      expect(entryId).toBeNull();
      expect(await offerMails(nala.email)).toHaveLength(mailsBefore + 1);
    } finally {
      clock.set(real);
    }
  });

  it('keeps another trainer’s course and another owner’s entries out', async () => {
    const id = await fullCourse();
    expect((await api.get(`/api/courses/${id}`, bruno.token)).status).toBe(404);
    const [kira, luna] = owners as [ClassOwner, ClassOwner];
    const lunaEnrolment = (await listed(luna, id))!.dogs[0]!.enrolmentId!;
    const foreign = await kira.session.post(
      `${OWNER}/courses/${id}/enrolments/${lunaEnrolment}/cancel`,
    );
    expect(foreign.status).toBe(404);
    expect((await detail(id)).classes.map((c) => c.enrolled)).toEqual([2, 2, 2]);
  });

  it('is reordered by the trainer, who also enrols a waiting dog directly when a place is free', async () => {
    const id = await fullCourse();
    const [kira, , toby, nala] = owners as [ClassOwner, ClassOwner, ClassOwner, ClassOwner];
    for (const who of [toby, nala])
      await who.session.post(`${OWNER}/courses/${id}/waitlist`, { dogId: who.dogId });
    const names = async () => (await detail(id)).waitlist.map((e) => e.dogName);
    const nalaEntry = (await detail(id)).waitlist[1]!.id;
    const move = (direction: string, as = lucia) =>
      api.post(`/api/courses/${id}/waitlist/${nalaEntry}/move`, { direction }, as.token);

    const moved = await move('up');
    expect(moved.status).toBe(200);
    expect(moved.body.message).toBe(WAITLIST_MESSAGES.moved);
    expect(await names()).toEqual(['Nala', 'Toby']);
    const top = await move('up');
    expect(top.status).toBe(409);
    expect(top.body.message).toBe(WAITLIST_MESSAGES.noMove);
    expect((await move('sideways')).status).toBe(400);
    expect((await move('down', bruno)).status).toBe(404);
    expect(await names()).toEqual(['Nala', 'Toby']);

    // Two hours before the first class a freed place is too close to offer: it stays free, and
    // the trainer enrols the dog they choose from the list, which takes it off the list.
    const firstClass = zonedToUtc(inDays(5), timeToMinutes('18:00'), 'Europe/Madrid');
    const real = clock.now();
    try {
      clock.set(new Date(firstClass.getTime() - 2 * HOUR));
      const kiraEnrolment = (await listed(kira, id))!.dogs[0]!.enrolmentId!;
      await api.post(`/api/courses/${id}/enrolments/${kiraEnrolment}/cancel`, {}, lucia.token);
      expect((await detail(id)).waitlist.map((e) => e.status)).toEqual(['waiting', 'waiting']);
      const enrolled = await api.post(
        `/api/courses/${id}/enrolments`,
        { clientId: toby.clientId, dogId: toby.dogId },
        lucia.token,
      );
      expect(enrolled.status, JSON.stringify(enrolled.body)).toBe(201);
      const after = await detail(id);
      expect(after.waitlist.map((e) => e.dogName)).toEqual(['Nala']);
      expect(after.classes.map((c) => c.enrolled)).toEqual([2, 2, 2]);
    } finally {
      clock.set(real);
    }
  });

  it('shows Mi área each class of the course, its places and how each of a dog’s went', async () => {
    const [kira] = owners as [ClassOwner];
    const created = await api.post(
      '/api/courses',
      {
        name: 'Obediencia, edición de marzo',
        serviceId,
        date: inDays(1),
        time: '18:00',
        count: 3,
        places: 3,
        priceCents: 9000,
      },
      lucia.token,
    );
    const id = created.body.data.id as string;
    const classIds = (created.body.data.classes as { id: string }[]).map((c) => c.id);
    await kira.session.post(`${OWNER}/courses/${id}/enrolments`, { dogId: kira.dogId });
    type Seen = Listed & {
      places: number;
      started: boolean;
      classes: { id: string }[];
      dogs: { classes: { classId: string; state: string }[]; makeups: unknown[] }[];
    };
    const seen = async () => (await listed(kira, id)) as Seen;
    const before = await seen();
    expect([before.places, before.free, before.started]).toEqual([3, 2, false]);
    expect(before.classes.map((c) => c.id)).toEqual(classIds);
    expect(before.dogs[0]!.classes.map((c) => c.state)).toEqual([
      'upcoming',
      'upcoming',
      'upcoming',
    ]);

    const real = clock.now();
    try {
      // Past the first two classes: the first marked attended, the second left a make-up credit.
      clock.advance(9 * 24 * HOUR);
      const roster = (await api.get(`/api/classes/${classIds[0]}`, lucia.token)).body.data
        .roster as { id: string }[];
      const marked = await api.put(
        `/api/classes/${classIds[0]}/enrolments/${roster[0]!.id}/attendance`,
        { attended: true },
        lucia.token,
      );
      expect(marked.status).toBe(200);
      const after = await seen();
      expect(after.started).toBe(true);
      expect(after.dogs[0]!.classes).toEqual([
        { classId: classIds[0], state: 'attended' },
        { classId: classIds[1], state: 'missed' },
        { classId: classIds[2], state: 'upcoming' },
      ]);
      expect(after.dogs[0]!.makeups).toHaveLength(1);
    } finally {
      clock.set(real);
    }
  });

  it('lets the owner make up a missed class in Mi área, in another edition’s class, once, within the limit', async () => {
    const [kira, luna] = owners as [ClassOwner, ClassOwner];
    const course = async (name: string, date: string, makeupLimit: number) => {
      const res = await api.post(
        '/api/courses',
        {
          name,
          serviceId,
          date,
          time: '19:00',
          count: 2,
          places: 2,
          priceCents: 6000,
          makeupLimit,
        },
        lucia.token,
      );
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      return res.body.data as { id: string; classes: { id: string }[] };
    };
    const first = await course('Obediencia, edición de mayo', inDays(1), 1);
    await kira.session.post(`${OWNER}/courses/${first.id}/enrolments`, { dogId: kira.dogId });
    const real = clock.now();
    try {
      clock.advance(9 * 24 * HOUR); // both classes held, attendance not marked: two credits
      const next = await course('Obediencia, edición de junio', inDays(2), 0);
      type Seen = Listed & {
        remaining: number;
        open: boolean;
        makeupClasses: { id: string }[];
        dogs: { makeups: { missedEnrolmentId: string; makeupClassId: string | null }[] }[];
      };
      const seen = async () => (await listed(kira, first.id)) as Seen;
      // The course is over, yet Mi área still lists it: its credits are used from there.
      const before = await seen();
      expect(before).toMatchObject({ remaining: 0, free: 0, open: false });
      expect(before.dogs.map((d) => d.enrolmentId)).toEqual([expect.any(String)]);
      expect(before.makeupClasses.map((c) => c.id)).toEqual(
        expect.arrayContaining(next.classes.map((c) => c.id)),
      );
      const [one, two] = before.dogs[0]!.makeups;
      const enrolmentId = before.dogs[0]!.enrolmentId!;
      const makeUp = (who: ClassOwner, missedEnrolmentId: string, classId: string) =>
        who.session.post(`${OWNER}/courses/${first.id}/enrolments/${enrolmentId}/makeups`, {
          missedEnrolmentId,
          classId,
        });

      expect((await makeUp(luna, one!.missedEnrolmentId, next.classes[0]!.id)).status).toBe(404);
      const used = await makeUp(kira, one!.missedEnrolmentId, next.classes[0]!.id);
      expect(used.status).toBe(201);
      expect(used.body.message).toBe(COURSE_MESSAGES.makeupUsed);
      expect((await makeUp(kira, one!.missedEnrolmentId, next.classes[1]!.id)).status).toBe(409);
      const over = await makeUp(kira, two!.missedEnrolmentId, next.classes[1]!.id);
      expect(over.status).toBe(409);
      expect(over.body.message).toBe(COURSE_MESSAGES.makeupLimit);

      const trainerSide = (await api.get(`/api/courses/${first.id}`, lucia.token)).body.data as {
        enrolments: { makeups: { makeupClassId: string | null }[] }[];
      };
      expect(trainerSide.enrolments[0]!.makeups.map((m) => m.makeupClassId)).toEqual([
        next.classes[0]!.id,
        null,
      ]);
      expect((await detail(next.id)).classes.map((c) => c.enrolled)).toEqual([1, 0]);
      // The limit used, nothing is left to do in the finished course: Mi área stops listing it.
      expect(await listed(kira, first.id)).toBeUndefined();
    } finally {
      clock.set(real);
    }
  });

  it('refuses an owner’s own enrolment when the trainer enrols each dog, changing nothing (decision 0090)', async () => {
    const [, , toby] = owners as [ClassOwner, ClassOwner, ClassOwner];
    const created = await api.post(
      '/api/courses',
      {
        name: 'Paseos en grupo, edición de abril',
        serviceId,
        date: inDays(3),
        time: '10:00',
        count: 2,
        places: 4,
        priceCents: 5000,
      },
      lucia.token,
    );
    const id = created.body.data.id as string;
    const setMode = (classEnrolment: string) =>
      api.put(
        '/api/owner-area/settings',
        { cancellationNoticeHours: 24, classEnrolment },
        lucia.token,
      );
    expect((await setMode('request')).status).toBe(200);
    try {
      expect(((await listed(toby, id)) as Listed & { enrolment: string }).enrolment).toBe(
        'request',
      );
      const refused = await toby.session.post(`${OWNER}/courses/${id}/enrolments`, {
        dogId: toby.dogId,
      });
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe(COURSE_MESSAGES.reviewed);
      expect((await detail(id)).enrolments).toEqual([]);
      // The trainer enrols the dog from the course card.
      const enrolled = await api.post(
        `/api/courses/${id}/enrolments`,
        { clientId: toby.clientId, dogId: toby.dogId },
        lucia.token,
      );
      expect(enrolled.status).toBe(201);
    } finally {
      await setMode('direct');
    }
  });

  it('tells the course’s waiting list when its classes are cancelled, and ends it with the last one', async () => {
    const id = await fullCourse();
    const [, , toby, nala] = owners as [ClassOwner, ClassOwner, ClassOwner, ClassOwner];
    for (const who of [toby, nala])
      expect(
        (await who.session.post(`${OWNER}/courses/${id}/waitlist`, { dogId: who.dogId })).status,
      ).toBe(201);
    const classIds = (
      (await api.get(`/api/courses/${id}`, lucia.token)).body.data.classes as { id: string }[]
    ).map((c) => c.id);
    const cancelledMails = async (from: number) => {
      await t.app.outbox.drain();
      return t.mails
        .slice(from)
        .filter(
          (m) => m.subject.startsWith('Cancelada:') && [toby.email, nala.email].includes(m.to),
        );
    };

    let before = t.mails.length;
    expect((await api.post(`/api/classes/${classIds[0]}/cancel`, {}, lucia.token)).status).toBe(
      200,
    );
    const first = await cancelledMails(before);
    expect(first.map((m) => m.to).sort()).toEqual([toby.email, nala.email].sort());
    const toToby = first.find((m) => m.to === toby.email)!;
    expect(toToby.text).toContain('Cachorros, edición de enero');
    expect(toToby.text).toContain('Toby sigue en la lista de espera del curso');
    // Classes are left to come: the list stands, in its order.
    expect((await detail(id)).waitlist.map((e) => e.dogName)).toEqual(['Toby', 'Nala']);

    expect((await api.post(`/api/classes/${classIds[1]}/cancel`, {}, lucia.token)).status).toBe(
      200,
    );
    before = t.mails.length;
    expect((await api.post(`/api/classes/${classIds[2]}/cancel`, {}, lucia.token)).status).toBe(
      200,
    );
    const last = await cancelledMails(before);
    expect(last.map((m) => m.to).sort()).toEqual([toby.email, nala.email].sort());
    expect(last.find((m) => m.to === nala.email)!.text).toContain(
      'la lista de espera queda anulada',
    );
    // No class of the course is left: its waiting list ends with it.
    expect((await detail(id)).waitlist).toEqual([]);
    expect((await listed(nala, id))?.dogs[0]?.waitlist ?? null).toBeNull();
  });
});
