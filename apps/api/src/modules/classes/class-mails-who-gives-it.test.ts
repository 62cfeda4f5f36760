import { addDays, timeToMinutes, todayIn, zonedToUtc } from '@adiestra/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Mail } from '../../lib/mailer.ts';
import { runSweeps } from '../../lib/sweeps.ts';
import type { ApiClient } from '../../test/api-client.ts';
import {
  classOwner,
  createClass,
  groupService,
  placeOf,
  type ClassOwner,
} from '../../test/class-fixtures.ts';
import { OWNER } from '../../test/owner-fixtures.ts';
import { addMember } from '../../test/staff-fixtures.ts';
import { testClock, trainerTestApp, type TestApp, type Trainer } from '../../test/test-app.ts';

/**
 * Issue 39, decision 0147: in a school, Mi área's classes and courses and every owner mail about
 * a class — its place confirmed, its reminder, its move, its cancellation, a waiting list's
 * offer — with their calendar files, name the trainer who gives it; a one-person business's
 * read as before.
 */
const clock = testClock();
let t: TestApp, api: ApiClient, lucia: Trainer, solo: Trainer;
let marta: ClassOwner, jorge: ClassOwner, ines: ClassOwner;
let pablo: Awaited<ReturnType<typeof addMember>>;
let serviceId: string;
const LUCIA = 'Lucía García';
const PABLO = 'Pablo Ruiz';
const inDays = (days: number) => addDays(todayIn('Europe/Madrid', clock.now()), days);

beforeAll(async () => {
  ({
    t,
    api,
    trainers: [lucia, solo],
  } = await trainerTestApp(['Lucía', 'Sara'], {}, clock));
  serviceId = await groupService(api, lucia);
  marta = await classOwner(t, api, lucia, 'marta.escuela@example.com', 'Luna', 40);
  jorge = await classOwner(t, api, lucia, 'jorge.escuela@example.com', 'Toby', 41);
  ines = await classOwner(t, api, solo, 'ines.sola@example.com', 'Kira', 42);
  pablo = await addMember(t, api, lucia.token, 'adiestrador', undefined, PABLO);
  return t.close;
});

/** One of Lucía's classes, given by Pablo (as a reassignment leaves it). */
async function pablosClass(date: string, places = 3) {
  const classId = await createClass(api, lucia, { serviceId, date, places });
  await t.database.sql`update classes set trainer_id = ${pablo.id} where id = ${classId}`;
  return classId;
}

async function mailsSince(before: number, to: string, subject: RegExp) {
  await t.app.outbox.drain();
  return t.mails.slice(before).filter((m) => m.to === to && subject.test(m.subject));
}
const unfolded = (text: string) => text.replace(/\r\n /g, '');
const ics = (mail: Mail) => unfolded(mail.attachments![0]!.content as string);
const names = (mail: Mail, name: string, file = true) => {
  expect(mail.text).toMatch(new RegExp(`Adiestrador/a:\\s*${name}`));
  if (file) expect(ics(mail)).toContain(`Adiestrador/a: ${name}`);
};

/** Whom Mi área names as giving one of its classes or courses. */
async function givenByIn(owner: ClassOwner, list: 'classes' | 'courses', id: string) {
  const rows = (await owner.session.get(`${OWNER}/${list}`)).body.data[list] as {
    id: string;
    givenBy: string | null;
  }[];
  return rows.find((row) => row.id === id)!.givenBy;
}

describe('a class in a school', () => {
  it('Mi área, the confirmation, its file and the download name who gives it', async () => {
    const classId = await pablosClass(inDays(10));
    const before = t.mails.length;
    const enrolled = await marta.session.post(`${OWNER}/classes/${classId}/enrolments`, {
      dogId: marta.dogId,
    });
    expect(enrolled.status).toBe(201);
    const [confirmed] = await mailsSince(before, marta.email, /^Plaza confirmada/);
    names(confirmed!, PABLO);

    expect(await givenByIn(marta, 'classes', classId)).toBe(PABLO);
    const placeId = await placeOf(api, lucia, classId, 'Luna');
    const download = await marta.session.get(
      `${OWNER}/classes/${classId}/enrolments/${placeId}/calendar.ics`,
    );
    expect(unfolded(download.body as string)).toContain(`Adiestrador/a: ${PABLO}`);
  });

  it('its reminder, its move and its cancellation name who gives it', async () => {
    const date = inDays(12);
    const classId = await pablosClass(date);
    await marta.session.post(`${OWNER}/classes/${classId}/enrolments`, { dogId: marta.dogId });
    let before = t.mails.length;
    const real = clock.now();
    try {
      clock.set(
        new Date(
          zonedToUtc(date, timeToMinutes('18:00'), 'Europe/Madrid').getTime() - 23 * 3600_000,
        ),
      );
      await runSweeps(t.app);
    } finally {
      clock.set(real);
    }
    const [reminder] = await mailsSince(before, marta.email, /^Recordatorio: /);
    names(reminder!, PABLO);

    before = t.mails.length;
    const edit = await api.put(
      `/api/classes/${classId}`,
      { date, time: '19:30', duration: 60, place: 'Retiro', places: 3 },
      lucia.token,
    );
    expect(edit.status, JSON.stringify(edit.body)).toBe(200);
    const [moved] = await mailsSince(before, marta.email, /^Clase cambiada:/);
    names(moved!, PABLO);

    before = t.mails.length;
    expect((await api.post(`/api/classes/${classId}/cancel`, {}, lucia.token)).status).toBe(200);
    const [cancelled] = await mailsSince(before, marta.email, /^Cancelada:/);
    names(cancelled!, PABLO);
  });

  it("a waiting list's offer names who gives the class", async () => {
    const classId = await pablosClass(inDays(14), 1);
    await api.post(
      `/api/classes/${classId}/enrolments`,
      { clientId: jorge.clientId, dogId: jorge.dogId },
      lucia.token,
    );
    await marta.session.post(`${OWNER}/classes/${classId}/waitlist`, { dogId: marta.dogId });
    const before = t.mails.length;
    const place = await placeOf(api, lucia, classId, 'Toby');
    await api.post(`/api/classes/${classId}/enrolments/${place}/cancel`, {}, lucia.token);
    const [offer] = await mailsSince(before, marta.email, /^Plaza libre:/);
    names(offer!, PABLO, false);
  });

  it("a course names its trainer, and each class's own when they are not all one's", async () => {
    const course = await api.post(
      '/api/courses',
      {
        name: 'Cachorros de la escuela',
        serviceId,
        date: inDays(16),
        time: '18:00',
        duration: 60,
        place: 'Retiro',
        count: 2,
        places: 3,
        priceCents: 6000,
      },
      lucia.token,
    );
    expect(course.status, JSON.stringify(course.body)).toBe(201);
    const { id, classes } = course.body.data as { id: string; classes: { id: string }[] };
    let before = t.mails.length;
    await marta.session.post(`${OWNER}/courses/${id}/enrolments`, { dogId: marta.dogId });
    const [whole] = await mailsSince(before, marta.email, /^Plaza confirmada/);
    names(whole!, LUCIA);
    expect(await givenByIn(marta, 'courses', id)).toBe(LUCIA);

    // Its second class given to Pablo on its own (decision 0141): each class says whose.
    await t.database.sql`update classes set trainer_id = ${pablo.id} where id = ${classes[1]!.id}`;
    before = t.mails.length;
    await jorge.session.post(`${OWNER}/courses/${id}/enrolments`, { dogId: jorge.dogId });
    const [mixed] = await mailsSince(before, jorge.email, /^Plaza confirmada/);
    expect(mixed!.text).not.toMatch(/Adiestrador\/a:/);
    expect(mixed!.text).toMatch(/Clase 1:[^\n]*con Lucía García/);
    expect(mixed!.text).toMatch(/Clase 2:[^\n]*con Pablo Ruiz/);
    expect(ics(mixed!)).toContain(`Adiestrador/a: ${PABLO}`);
  });
});

describe('a class in a one-person business', () => {
  it('names nobody, in Mi área or the mail', async () => {
    const soloService = await groupService(api, solo);
    const classId = await createClass(api, solo, {
      serviceId: soloService,
      date: inDays(18),
      places: 3,
    });
    const before = t.mails.length;
    await ines.session.post(`${OWNER}/classes/${classId}/enrolments`, { dogId: ines.dogId });
    const [confirmed] = await mailsSince(before, ines.email, /^Plaza confirmada/);
    expect(confirmed!.text).not.toContain('Adiestrador/a');
    expect(ics(confirmed!)).toContain('DESCRIPTION:Clase en grupo. Perro: Kira');
    expect(await givenByIn(ines, 'classes', classId)).toBeNull();
  });
});
