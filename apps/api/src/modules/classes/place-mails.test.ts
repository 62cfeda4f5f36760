import { addDays, timeToMinutes, todayIn, zonedToUtc } from '@adiestra/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Mail } from '../../lib/mailer.ts';
import { runSweeps } from '../../lib/sweeps.ts';
import type { ApiClient } from '../../test/api-client.ts';
import {
  classOwner,
  createClass,
  groupService,
  placeOf as placeIn,
  type ClassOwner,
} from '../../test/class-fixtures.ts';
import { OWNER } from '../../test/owner-fixtures.ts';
import { parseIcs, type IcsComponent } from '../../test/parse-ics.ts';
import { testClock, trainerTestApp, type TestApp, type Trainer } from '../../test/test-app.ts';

/**
 * Issue 29, decision 0100: a dog that gets a place in a class or a course — from the trainer, the
 * owner in Mi área or an accepted waiting-list offer (the approved request is in
 * class-requests.test.ts) — makes one confirmation mail with the places as a calendar file; each
 * live place is reminded once at the trainer's lead time; Mi área downloads a place's file.
 */
const clock = testClock();
let t: TestApp, api: ApiClient, lucia: Trainer, bruno: Trainer;
let marta: ClassOwner, pablo: ClassOwner, serviceId: string;
const today = () => todayIn('Europe/Madrid', clock.now());
const inDays = (days: number) => addDays(today(), days);
const madrid = (date: string, time: string) =>
  zonedToUtc(date, timeToMinutes(time), 'Europe/Madrid');

beforeAll(async () => {
  ({
    t,
    api,
    trainers: [lucia, bruno],
  } = await trainerTestApp(['Lucía', 'Bruno'], {}, clock));
  serviceId = await groupService(api, lucia);
  marta = await classOwner(t, api, lucia, 'marta.plazas@example.com', 'Luna', 30);
  pablo = await classOwner(t, api, lucia, 'pablo.plazas@example.com', 'Toby', 31);
  return t.close;
});

/** The mails written to the outbox since `before`, to `to`, once the outbox is drained. */
async function mailsSince(before: number, to: string) {
  await t.app.outbox.drain();
  return t.mails.slice(before).filter((m) => m.to === to);
}
const confirmations = (mails: Mail[]) => mails.filter((m) => /^Plaza confirmada/.test(m.subject));

/** The VEVENTs of a mail's calendar file. */
function events(mail: Mail): IcsComponent[] {
  const [file] = mail.attachments ?? [];
  expect(file?.contentType).toContain('text/calendar');
  return parseIcs(file!.content as string).children.filter((c) => c.name === 'VEVENT');
}
const utc = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

const placeOf = (classId: string, dogName: string) => placeIn(api, lucia, classId, dogName);

describe('the confirmation of a place', () => {
  it('is one mail per place the trainer or the owner takes, with the class as one event', async () => {
    const date = inDays(5);
    const classId = await createClass(api, lucia, { serviceId, date, places: 3 });
    const before = t.mails.length;
    const byTrainer = await api.post(
      `/api/classes/${classId}/enrolments`,
      { clientId: pablo.clientId, dogId: pablo.dogId },
      lucia.token,
    );
    expect(byTrainer.status).toBe(201);
    const byOwner = await marta.session.post(`${OWNER}/classes/${classId}/enrolments`, {
      dogId: marta.dogId,
    });
    expect(byOwner.status).toBe(201);

    const [toPablo, ...morePablo] = confirmations(await mailsSince(before, pablo.email));
    const [toMarta, ...moreMarta] = confirmations(await mailsSince(before, marta.email));
    expect(morePablo).toEqual([]);
    expect(moreMarta).toEqual([]);
    expect(toMarta!.subject).toMatch(/^Plaza confirmada: Clase de cachorros del /);
    expect(toMarta!.text).toContain('Luna');
    expect(toMarta!.text).toContain('Retiro');
    expect(toMarta!.text).toContain(`${t.app.config.appUrl}/mi-area`);
    const [event, ...others] = events(toMarta!);
    expect(others).toEqual([]);
    // 18:00 in Madrid, written as the instant it is (UTC), whatever the season.
    expect(event!.props.DTSTART!.value).toBe(utc(madrid(date, '18:00')));
    expect(event!.props.DTEND!.value).toBe(utc(madrid(date, '19:00')));
    expect(event!.props.UID!.value).toBe(`class-place-${await placeOf(classId, 'Luna')}@adiestra`);
    expect(event!.props.LOCATION!.value).toBe('Retiro');
    expect(events(toPablo!)[0]!.props.UID!.value).toBe(
      `class-place-${await placeOf(classId, 'Toby')}@adiestra`,
    );
  });

  it('is one mail per course enrolment, with one event per class still to come', async () => {
    const course = await api.post(
      '/api/courses',
      {
        name: 'Cachorros, edición de prueba',
        serviceId,
        date: inDays(8),
        time: '18:00',
        duration: 60,
        place: 'Parque del Retiro',
        count: 3,
        places: 3,
        priceCents: 9000,
      },
      lucia.token,
    );
    expect(course.status, JSON.stringify(course.body)).toBe(201);
    const { id, classes } = course.body.data as { id: string; classes: { date: string }[] };
    const before = t.mails.length;
    const enrolled = await api.post(
      `/api/courses/${id}/enrolments`,
      { clientId: pablo.clientId, dogId: pablo.dogId },
      lucia.token,
    );
    expect(enrolled.status).toBe(201);
    const byOwner = await marta.session.post(`${OWNER}/courses/${id}/enrolments`, {
      dogId: marta.dogId,
    });
    expect(byOwner.status, JSON.stringify(byOwner.body)).toBe(201);
    for (const owner of [pablo, marta]) {
      const mails = confirmations(await mailsSince(before, owner.email));
      expect(mails).toHaveLength(1);
      expect(mails[0]!.subject).toBe('Plaza confirmada: Cachorros, edición de prueba');
      const found = events(mails[0]!);
      expect(found.map((e) => e.props.DTSTART!.value)).toEqual(
        classes.map((c) => utc(madrid(c.date, '18:00'))),
      );
      expect(new Set(found.map((e) => e.props.UID!.value)).size).toBe(3);
    }
  });

  it('is sent when an offered place is accepted, not when the offer is made', async () => {
    const classId = await createClass(api, lucia, { serviceId, date: inDays(6), places: 1 });
    await api.post(
      `/api/classes/${classId}/enrolments`,
      { clientId: pablo.clientId, dogId: pablo.dogId },
      lucia.token,
    );
    await marta.session.post(`${OWNER}/classes/${classId}/waitlist`, { dogId: marta.dogId });
    const pabloPlace = await placeOf(classId, 'Toby');
    await api.post(`/api/classes/${classId}/enrolments/${pabloPlace}/cancel`, {}, lucia.token);
    const before = t.mails.length;
    const listed = (await marta.session.get(`${OWNER}/classes`)).body.data.classes as {
      id: string;
      dogs: { waitlist: { entryId: string } | null }[];
    }[];
    const entryId = listed.find((c) => c.id === classId)!.dogs[0]!.waitlist!.entryId;
    const accepted = await marta.session.post(
      `${OWNER}/classes/${classId}/waitlist/${entryId}/accept`,
    );
    expect(accepted.status).toBe(200);
    const mails = confirmations(await mailsSince(before, marta.email));
    expect(mails).toHaveLength(1);
    expect(events(mails[0]!)[0]!.props.UID!.value).toBe(
      `class-place-${await placeOf(classId, 'Luna')}@adiestra`,
    );
  });
});

describe('the reminder of a class place', () => {
  const reminders = (mails: Mail[]) => mails.filter((m) => /^Recordatorio: /.test(m.subject));

  it('goes once at the lead time to each live place, not for a place given up or a cancelled class', async () => {
    const date = inDays(12);
    const held = await createClass(api, lucia, { serviceId, date, time: '10:00', places: 3 });
    const cancelled = await createClass(api, lucia, { serviceId, date, time: '12:00', places: 3 });
    for (const classId of [held, cancelled])
      await marta.session.post(`${OWNER}/classes/${classId}/enrolments`, { dogId: marta.dogId });
    await api.post(
      `/api/classes/${held}/enrolments`,
      { clientId: pablo.clientId, dogId: pablo.dogId },
      lucia.token,
    );
    const pabloPlace = await placeOf(held, 'Toby');
    await api.post(`/api/classes/${held}/enrolments/${pabloPlace}/cancel`, {}, lucia.token);
    await api.post(`/api/classes/${cancelled}/cancel`, {}, lucia.token);
    const real = clock.now();
    const before = t.mails.length;
    try {
      // An hour before the default 24 h lead time: nothing yet.
      clock.set(new Date(madrid(date, '10:00').getTime() - 25 * 3600_000));
      await runSweeps(t.app);
      expect(reminders(await mailsSince(before, marta.email))).toEqual([]);
      // Due: two sweeps at once (two processes), then another, write it once.
      clock.set(new Date(madrid(date, '10:00').getTime() - 23 * 3600_000));
      await Promise.all([runSweeps(t.app), runSweeps(t.app)]);
      await runSweeps(t.app);
    } finally {
      clock.set(real);
    }
    const toMarta = reminders(await mailsSince(before, marta.email));
    expect(toMarta).toHaveLength(1);
    expect(toMarta[0]!.subject).toMatch(/^Recordatorio: Clase de cachorros con Lucía/);
    const [event] = events(toMarta[0]!);
    expect(event!.props.UID!.value).toBe(`class-place-${await placeOf(held, 'Luna')}@adiestra`);
    expect(event!.props.DTSTART!.value).toBe(utc(madrid(date, '10:00')));
    expect(reminders(await mailsSince(before, pablo.email))).toEqual([]);
  });
});

describe("Mi área's calendar file of a place", () => {
  it("is the owner's own live place only, the same event as the mail's", async () => {
    const date = inDays(9);
    const classId = await createClass(api, lucia, { serviceId, date, places: 3 });
    await marta.session.post(`${OWNER}/classes/${classId}/enrolments`, { dogId: marta.dogId });
    const placeId = await placeOf(classId, 'Luna');
    const url = `${OWNER}/classes/${classId}/enrolments/${placeId}/calendar.ics`;
    const res = await marta.session.get(url);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toContain('text/calendar');
    const [event, ...others] = parseIcs(res.body as string).children.filter(
      (c) => c.name === 'VEVENT',
    );
    expect(others).toEqual([]);
    expect(event!.props.UID!.value).toBe(`class-place-${placeId}@adiestra`);
    expect(event!.props.DTSTART!.value).toBe(utc(madrid(date, '18:00')));
    // Another owner, another class's path, no session: not theirs.
    expect((await pablo.session.get(url)).status).toBe(404);
    const otherClass = await createClass(api, lucia, { serviceId, date: inDays(9), places: 3 });
    const wrongPath = `${OWNER}/classes/${otherClass}/enrolments/${placeId}/calendar.ics`;
    expect((await marta.session.get(wrongPath)).status).toBe(404);
    expect((await api.get(url)).status).toBe(401);
    // A place given up has no file.
    await marta.session.post(`${OWNER}/classes/${classId}/enrolments/${placeId}/cancel`);
    expect((await marta.session.get(url)).status).toBe(404);
    // Another trainer's owner reaches nothing of Lucía's.
    const brunos = await classOwner(t, api, bruno, 'ines.plazas@example.com', 'Kira', 33);
    expect((await brunos.session.get(url)).status).toBe(404);
  });
});

describe('a moved or cancelled class', () => {
  const edit = (classId: string, date: string, change: Record<string, unknown>) =>
    api.put(
      `/api/classes/${classId}`,
      { date, time: '18:00', duration: 60, place: 'Retiro', places: 3, ...change },
      lucia.token,
    );
  const moves = (mails: Mail[]) => mails.filter((m) => m.subject.startsWith('Clase cambiada:'));
  const calendar = (mail: Mail) => parseIcs(mail.attachments![0]!.content as string);

  it('sends each owner with a place the updated event: same UID, higher SEQUENCE; a change that moves nothing sends none', async () => {
    const date = inDays(12);
    const classId = await createClass(api, lucia, { serviceId, date, places: 3 });
    let before = t.mails.length;
    await marta.session.post(`${OWNER}/classes/${classId}/enrolments`, { dogId: marta.dogId });
    await api.post(
      `/api/classes/${classId}/enrolments`,
      { clientId: pablo.clientId, dogId: pablo.dogId },
      lucia.token,
    );
    const [confirmed] = confirmations(await mailsSince(before, marta.email));
    const uid = events(confirmed!)[0]!.props.UID!.value;
    expect(events(confirmed!)[0]!.props.SEQUENCE!.value).toBe('0');

    before = t.mails.length;
    expect((await edit(classId, date, { places: 4 })).status).toBe(200);
    expect(moves(await mailsSince(before, marta.email))).toEqual([]);

    before = t.mails.length;
    expect((await edit(classId, date, { time: '19:30', places: 4 })).status).toBe(200);
    const [moved, ...more] = moves(await mailsSince(before, marta.email));
    expect(more).toEqual([]);
    expect(moves(await mailsSince(before, pablo.email))).toHaveLength(1);
    expect(moved!.text).toContain('19:30');
    expect(calendar(moved!).props.METHOD!.value).toBe('REQUEST');
    const [event] = events(moved!);
    expect(event!.props.UID!.value).toBe(uid);
    expect(event!.props.SEQUENCE!.value).toBe('1');
    expect(event!.props.DTSTART!.value).toBe(utc(madrid(date, '19:30')));

    // Moved again, to the next day: the next SEQUENCE; Mi área's download carries it too.
    before = t.mails.length;
    const next = addDays(date, 1);
    expect((await edit(classId, next, { time: '19:30', places: 4 })).status).toBe(200);
    const [again] = moves(await mailsSince(before, marta.email));
    expect(events(again!)[0]!.props.SEQUENCE!.value).toBe('2');
    expect(events(again!)[0]!.props.DTSTART!.value).toBe(utc(madrid(next, '19:30')));
    const placeId = await placeOf(classId, 'Luna');
    const download = await marta.session.get(
      `${OWNER}/classes/${classId}/enrolments/${placeId}/calendar.ics`,
    );
    const [downloaded] = parseIcs(download.body as string).children.filter(
      (c) => c.name === 'VEVENT',
    );
    expect(downloaded!.props).toMatchObject({ UID: { value: uid }, SEQUENCE: { value: '2' } });
  });

  it("cancels the place's event when the class is cancelled: METHOD:CANCEL, same UID, above its SEQUENCE", async () => {
    const date = inDays(13);
    const classId = await createClass(api, lucia, { serviceId, date, places: 3 });
    await marta.session.post(`${OWNER}/classes/${classId}/enrolments`, { dogId: marta.dogId });
    const uid = `class-place-${await placeOf(classId, 'Luna')}@adiestra`;
    expect((await edit(classId, date, { time: '10:00' })).status).toBe(200);
    const before = t.mails.length;
    expect((await api.post(`/api/classes/${classId}/cancel`, {}, lucia.token)).status).toBe(200);
    const [cancelled, ...more] = (await mailsSince(before, marta.email)).filter((m) =>
      m.subject.startsWith('Cancelada:'),
    );
    expect(more).toEqual([]);
    expect(cancelled!.attachments![0]!.contentType).toContain('method=CANCEL');
    expect(calendar(cancelled!).props.METHOD!.value).toBe('CANCEL');
    const [event] = events(cancelled!);
    expect(event!.props).toMatchObject({
      UID: { value: uid },
      SEQUENCE: { value: '2' },
      STATUS: { value: 'CANCELLED' },
    });
  });
});
