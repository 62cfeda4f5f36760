import { DEFAULT_EXERCISES, OWNER_SESSION_COOKIE } from '@adiestra/shared';
import { and, count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { practiceTicks } from '../../db/schema.ts';
import { MovableClock } from '../../lib/test-clock.ts';
import type { ApiClient } from '../../test/api-client.ts';
import { trainerTestApp, type TestApp, type Trainer } from '../../test/test-app.ts';
import {
  linkHeaders,
  ownerCookie,
  REPORTS,
  reportFixtures,
  sendReport,
  setHomework,
} from '../../test/report-fixtures.ts';

const clock = new MovableClock();
let t: TestApp;
let api: ApiClient;
let lucia: Trainer;
let pablo: Trainer;
let fx: ReturnType<typeof reportFixtures>;
const DAY = 86_400_000;
const PRIVATE = 'NOTA-PRIVADA: el dueño no sigue las pautas';

beforeAll(async () => {
  ({
    t,
    api,
    trainers: [lucia, pablo],
  } = await trainerTestApp(['Lucía', 'Pablo'], {}, clock));
  fx = reportFixtures(t.database.db);
  return () => t.close();
});

const asLink = (token: string) => ({
  get: (url: string) => api.call('GET', url, { headers: linkHeaders(token) }),
  post: (url: string, body: unknown) =>
    api.call('POST', url, { headers: linkHeaders(token), body }),
  del: (url: string) => api.call('DELETE', url, { headers: linkHeaders(token) }),
});
const asCookie = (cookie: string) => {
  const headers = { cookie: `${OWNER_SESSION_COOKIE}=${cookie}` };
  return {
    get: (url: string) => api.call('GET', url, { headers }),
    post: (url: string, body: unknown) => api.call('POST', url, { headers, body }),
    del: (url: string) => api.call('DELETE', url, { headers }),
  };
};
const madridDay = (ms: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid' }).format(ms);

describe('exercise library', () => {
  it('starts with the common exercises, editable and deletable, one name each', async () => {
    const list = await api.get('/api/exercises', lucia.token);
    expect(list.status).toBe(200);
    const names = list.body.data.exercises.map((e: { name: string }) => e.name);
    expect(names).toEqual(DEFAULT_EXERCISES.map((e) => e.name));
    expect(names).toEqual(expect.arrayContaining(['Sentado', 'Tumbado', 'La llamada', 'Suelta']));

    const created = await api.post(
      '/api/exercises',
      { name: 'Slalom entre conos', instructions: 'Zigzag', videoUrl: 'https://v.example/x' },
      lucia.token,
    );
    expect(created.status).toBe(201);
    const dup = await api.post('/api/exercises', { name: 'sentado' }, lucia.token);
    expect(dup.status).toBe(409);
    expect(dup.body.message).toBe('Ya tienes un ejercicio con ese nombre');
    const bad = await api.post('/api/exercises', { name: ' ', videoUrl: 'ftp://x' }, lucia.token);
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors)).toEqual(expect.arrayContaining(['name', 'videoUrl']));

    const id = created.body.data.id;
    const edited = await api.put(`/api/exercises/${id}`, { name: 'Slalom' }, lucia.token);
    expect(edited.body.data).toMatchObject({ name: 'Slalom', videoUrl: null });
    // Another trainer's exercise is not found, for reading, editing or deleting.
    expect((await api.put(`/api/exercises/${id}`, { name: 'X' }, pablo.token)).status).toBe(404);
    expect((await api.del(`/api/exercises/${id}`, pablo.token)).status).toBe(404);
    expect((await api.del(`/api/exercises/${id}`, lucia.token)).status).toBe(200);
    expect((await api.del(`/api/exercises/${id}`, lucia.token)).status).toBe(404);
  });

  it('refuses homework from another trainer’s library', async () => {
    const { dogId } = await fx.ownerWithDog(lucia.id, 'biblio@example.com', 'Nala');
    const sessionId = await fx.session({ businessId: lucia.id, dogId, date: new Date() });
    const theirs = (await api.get('/api/exercises', pablo.token)).body.data.exercises[0].id;
    const res = await api.put(
      `/api/sessions/${sessionId}/homework`,
      { items: [{ exerciseId: theirs, name: 'Sentado', timesPerDay: 1, daysPerWeek: 7 }] },
      lucia.token,
    );
    expect(res.status).toBe(400);
    // And another trainer's session is not found.
    const other = await api.put(`/api/sessions/${sessionId}/homework`, { items: [] }, pablo.token);
    expect(other.status).toBe(404);
  });
});

describe('the report the owner receives', () => {
  it('shares everything but the private notes: e-mail, link page and owner API', async () => {
    clock.set(new Date());
    const email = 'privada@example.com';
    const { dogId } = await fx.ownerWithDog(lucia.id, email, 'Rex');
    const sessionId = await fx.session({
      businessId: lucia.id,
      dogId,
      date: new Date(Date.now() - 3_600_000),
      observations: 'Muy atento con otros perros',
      privateNotes: PRIVATE,
      progress: 85,
      rating: 4,
      nextSteps: 'Llamada con distracciones',
    });
    const library = (await api.get('/api/exercises', lucia.token)).body.data.exercises;
    const sentado = library.find((e: { name: string }) => e.name === 'Sentado');
    await setHomework(api, lucia.token, sessionId, [
      {
        exerciseId: sentado.id,
        name: sentado.name,
        instructions: sentado.instructions,
        timesPerDay: 3,
        daysPerWeek: 7,
      },
      {
        name: 'Esperar en el ascensor',
        timesPerDay: 1,
        daysPerWeek: 4,
        untilDate: madridDay(Date.now() + 20 * DAY),
      },
    ]);
    const sent = await sendReport(t, api, lucia.token, sessionId);
    expect(sent.response.body.message).toBe('Informe enviado al propietario');
    const { mail } = sent;
    expect(mail.to).toBe(email);
    for (const part of [mail.html, mail.text]) {
      expect(part).not.toContain('NOTA-PRIVADA');
      for (const shared of [
        'Rex',
        'Trabajar la llamada',
        'Paseo con correa larga',
        'Muy atento con otros perros',
        'Excelente progreso',
        'Muy buena sesión',
        'Llamada con distracciones',
        'Sentado',
        '3 veces al día, todos los días, hasta la próxima sesión',
        'Esperar en el ascensor',
      ]) {
        expect(part).toContain(shared);
      }
    }

    const page = await asLink(sent.token).get(`${REPORTS}/${sessionId}`);
    expect(page.status).toBe(200);
    expect(JSON.stringify(page.body)).not.toContain('NOTA-PRIVADA');
    expect(page.body.data).not.toHaveProperty('privateNotes');
    expect(page.body.data).toMatchObject({
      observations: 'Muy atento con otros perros',
      progress: 85,
      homework: [{ name: 'Sentado', timesPerDay: 3 }, { name: 'Esperar en el ascensor' }],
    });
    expect(page.body.data.practiceDays).toHaveLength(7);

    const cookie = await ownerCookie(t, api, email);
    const area = asCookie(cookie);
    const dogs = await area.get(REPORTS);
    expect(dogs.status).toBe(200);
    expect(dogs.body.data.dogs).toMatchObject([
      {
        name: 'Rex',
        trainerName: expect.stringContaining('Lucía'),
        timeZone: 'Europe/Madrid',
        reports: [{ sessionId, progress: 85 }],
      },
    ]);
    const report = await area.get(`${REPORTS}/${sessionId}`);
    expect(report.status).toBe(200);
    expect(JSON.stringify([dogs.body, report.body])).not.toContain('NOTA-PRIVADA');
    // The trainer still sees their private notes.
    const own = await api.get(`/api/sessions/${sessionId}`, lucia.token);
    expect(own.body.data.privateNotes).toBe(PRIVATE);
  });

  it('sends the updated report after an edit, and says so', async () => {
    clock.set(new Date());
    const { dogId } = await fx.ownerWithDog(lucia.id, 'reenvio@example.com', 'Toby');
    const sessionId = await fx.session({ businessId: lucia.id, dogId, date: new Date() });
    await setHomework(api, lucia.token, sessionId);
    const first = await sendReport(t, api, lucia.token, sessionId);
    expect(first.mail.subject).toBe('Informe de la sesión de Toby');
    const items = (await api.get(`/api/sessions/${sessionId}/homework`, lucia.token)).body.data;
    expect(items.report).toMatchObject({ sendCount: 1 });
    await setHomework(api, lucia.token, sessionId, [
      { ...items.items[0], timesPerDay: 4 },
      { name: 'Suelta', timesPerDay: 2, daysPerWeek: 3 },
    ]);
    const second = await sendReport(t, api, lucia.token, sessionId);
    expect(second.response.body.message).toBe('Informe actualizado enviado al propietario');
    expect(second.mail.subject).toBe('Informe actualizado de la sesión de Toby');
    expect(second.mail.text).toContain('sustituye al que te enviamos');
    expect(second.mail.text).toContain('4 veces al día');
    expect(second.mail.text).toContain('Suelta');
    expect(second.mail.text).not.toContain('Mirada');
    // Both links open the same, current report; the kept item kept its id.
    const page = await asLink(first.token).get(`${REPORTS}/${sessionId}`);
    expect(page.body.data.homework.map((h: { name: string }) => h.name)).toEqual([
      'La llamada',
      'Suelta',
    ]);
    expect(page.body.data.homework[0].id).toBe(items.items[0].id);
  });

  it('refuses a session without a valid owner e-mail with 400, and others’ sessions with 404', async () => {
    const { dogId } = await fx.ownerWithDog(lucia.id, 'sin-email', 'Coco');
    const sessionId = await fx.session({ businessId: lucia.id, dogId, date: new Date() });
    const res = await api.post(`/api/sessions/${sessionId}/report`, undefined, lucia.token);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('El propietario no tiene un email válido');
    const other = await api.post(`/api/sessions/${sessionId}/report`, undefined, pablo.token);
    expect(other.status).toBe(404);
  });
});

describe('isolation: two owners, two trainers', () => {
  it('an owner reaches only their own dogs’ reports and homework, a link only its report', async () => {
    clock.set(new Date());
    const owners = ['marta@example.com', 'jorge@example.com'] as const;
    const trainers = [lucia, pablo];
    type Cell = { sessionId: string; homework: string[]; link: string };
    const cells: Record<string, Cell> = {};
    for (const email of owners) {
      for (const trainer of trainers) {
        const { dogId } = await fx.ownerWithDog(
          trainer.id,
          email,
          `Perro-${email[0]}-${trainer.id.slice(-4)}`,
        );
        const sessionId = await fx.session({
          businessId: trainer.id,
          dogId,
          date: new Date(),
          privateNotes: PRIVATE,
        });
        const homework = await setHomework(api, trainer.token, sessionId);
        const { token } = await sendReport(t, api, trainer.token, sessionId);
        cells[`${email}|${trainer.id}`] = { sessionId, homework, link: token };
      }
    }
    const today = madridDay(clock.now().getTime());
    for (const email of owners) {
      const area = asCookie(await ownerCookie(t, api, email));
      const mine = Object.entries(cells).filter(([k]) => k.startsWith(`${email}|`));
      const theirs = Object.entries(cells).filter(([k]) => !k.startsWith(`${email}|`));
      const listed = (await area.get(REPORTS)).body.data.dogs.flatMap(
        (d: { reports: { sessionId: string }[] }) => d.reports.map((r) => r.sessionId),
      );
      expect(listed.sort()).toEqual(mine.map(([, c]) => c.sessionId).sort());
      for (const [, c] of mine) {
        expect((await area.get(`${REPORTS}/${c.sessionId}`)).status).toBe(200);
      }
      for (const [, c] of theirs) {
        expect((await area.get(`${REPORTS}/${c.sessionId}`)).status).toBe(404);
        const tick = await area.post(`${REPORTS}/${c.sessionId}/homework/${c.homework[0]}/ticks`, {
          day: today,
        });
        expect(tick.status).toBe(404);
      }
    }
    const all = Object.values(cells);
    for (const cell of all) {
      const link = asLink(cell.link);
      const listed = (await link.get(REPORTS)).body.data.dogs;
      expect(listed).toHaveLength(1);
      expect(listed[0].reports.map((r: { sessionId: string }) => r.sessionId)).toEqual([
        cell.sessionId,
      ]);
      for (const other of all.filter((c) => c !== cell)) {
        expect((await link.get(`${REPORTS}/${other.sessionId}`)).status).toBe(404);
        // Their homework under this link's own report: not found either.
        const mixed = await link.post(
          `${REPORTS}/${cell.sessionId}/homework/${other.homework[0]}/ticks`,
          { day: today },
        );
        expect(mixed.status).toBe(404);
      }
    }
    const { count: ticks } = (
      await t.database.db.select({ count: count() }).from(practiceTicks)
    )[0]!;
    expect(ticks).toBe(0);
  });

  it('opens nothing without an owner credential, nor with a trainer’s token', async () => {
    expect((await api.get(REPORTS)).status).toBe(401);
    expect((await api.get(REPORTS, lucia.token)).status).toBe(401);
    const forged = await api.call('GET', REPORTS, { headers: linkHeaders('x'.repeat(43)) });
    expect(forged.status).toBe(401);
    // And an owner's cookie opens no trainer route.
    const cookie = await ownerCookie(t, api, 'marta@example.com');
    expect((await asCookie(cookie).get('/api/exercises')).status).toBe(401);
  });
});

describe('the practice log', () => {
  let link: ReturnType<typeof asLink>;
  let sessionId: string;
  let homework: string[];

  beforeAll(async () => {
    clock.set(new Date());
    const { dogId } = await fx.ownerWithDog(lucia.id, 'practica@example.com', 'Kira');
    sessionId = await fx.session({
      businessId: lucia.id,
      dogId,
      date: new Date(Date.now() - 10 * DAY),
    });
    homework = await setHomework(api, lucia.token, sessionId, [
      { name: 'La llamada', timesPerDay: 2, daysPerWeek: 5 },
      {
        name: 'Mirada',
        timesPerDay: 1,
        daysPerWeek: 7,
        untilDate: madridDay(Date.now() - 2 * DAY),
      },
    ]);
    link = asLink((await sendReport(t, api, lucia.token, sessionId)).token);
  });
  const ticksUrl = (item: string) => `${REPORTS}/${sessionId}/homework/${item}/ticks`;

  it('keeps one tick per exercise and day, even from 10 concurrent ticks', async () => {
    const today = madridDay(clock.now().getTime());
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        link.post(ticksUrl(homework[0]!), { day: today, comment: `vez ${i}` }),
      ),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 200)).toHaveLength(9);
    const rows = await t.database.db
      .select()
      .from(practiceTicks)
      .where(and(eq(practiceTicks.homeworkId, homework[0]!), eq(practiceTicks.day, today)));
    expect(rows).toHaveLength(1);
    const page = await link.get(`${REPORTS}/${sessionId}`);
    expect(page.body.data.ticks).toEqual([
      { homeworkId: homework[0], day: today, comment: expect.stringMatching(/^vez \d$/) },
    ]);
  });

  it('takes today and the last 6 days; refuses earlier, future, and days past the item’s end', async () => {
    const now = clock.now().getTime();
    const day = (offset: number) => madridDay(now + offset * DAY);
    expect((await link.post(ticksUrl(homework[0]!), { day: day(-6) })).status).toBe(201);
    const early = await link.post(ticksUrl(homework[0]!), { day: day(-7) });
    expect(early.status).toBe(400);
    expect(early.body.message).toBe('Solo puedes marcar hoy o los últimos 7 días');
    expect((await link.post(ticksUrl(homework[0]!), { day: day(1) })).status).toBe(400);
    expect((await link.post(ticksUrl(homework[0]!), { day: 'ayer' })).status).toBe(400);
    // "Mirada" ended two days ago.
    expect((await link.post(ticksUrl(homework[1]!), { day: day(-2) })).status).toBe(201);
    const late = await link.post(ticksUrl(homework[1]!), { day: day(-1) });
    expect(late.status).toBe(400);
    expect(late.body.message).toBe('Ese ejercicio ya había terminado ese día');
  });

  it('undoes a tick', async () => {
    const day = madridDay(clock.now().getTime() - 3 * DAY);
    expect((await link.post(ticksUrl(homework[0]!), { day })).status).toBe(201);
    expect((await link.del(`${ticksUrl(homework[0]!)}/${day}`)).status).toBe(200);
    const page = await link.get(`${REPORTS}/${sessionId}`);
    expect(page.body.data.ticks.map((t: { day: string }) => t.day)).not.toContain(day);
    expect((await link.post(ticksUrl(homework[0]!), { day })).status).toBe(201);
  });
});

describe('adherence in the trainer’s calendar days', () => {
  it('counts across a month end and the change to summer time (Europe/Madrid)', async () => {
    // Thursday 2 April 2026, 00:30 in Madrid (UTC+2 since Sunday 29 March): still 1 April in UTC.
    clock.set(new Date('2026-04-01T22:30:00Z'));
    const { dogId } = await fx.ownerWithDog(lucia.id, 'horario@example.com', 'Lola');
    // The session on Friday 27 March, 23:30 in Madrid (UTC+1): 22:30 UTC.
    const sessionId = await fx.session({
      businessId: lucia.id,
      dogId,
      date: new Date('2026-03-27T22:30:00Z'),
    });
    const [item] = await setHomework(api, lucia.token, sessionId, [
      { name: 'Quieto', timesPerDay: 1, daysPerWeek: 7 },
    ]);
    const link = asLink((await sendReport(t, api, lucia.token, sessionId)).token);
    const url = `${REPORTS}/${sessionId}/homework/${item}/ticks`;
    const page = await link.get(`${REPORTS}/${sessionId}`);
    expect(page.body.data.practiceDays).toEqual([
      '2026-03-27',
      '2026-03-28',
      '2026-03-29',
      '2026-03-30',
      '2026-03-31',
      '2026-04-01',
      '2026-04-02',
    ]);
    // Issue 27.4: the owner's words with two of the ticks reach the trainer, newest first.
    const comments: Record<string, string> = {
      '2026-03-29': 'Le costó al principio, luego genial',
      '2026-04-01': 'Hoy con distracciones en el parque',
    };
    for (const day of ['2026-03-27', '2026-03-29', '2026-03-31', '2026-04-01', '2026-04-02']) {
      expect((await link.post(url, { day, comment: comments[day] })).status, day).toBe(201);
    }
    expect((await link.post(url, { day: '2026-03-26' })).status).toBe(400);

    const adherence = await api.get(`/api/practice/adherence?dogId=${dogId}`, lucia.token);
    expect(adherence.body.data).toEqual({
      dogId,
      practisedDays: 5,
      expectedDays: 7,
      from: '2026-03-27',
      to: '2026-04-02',
      lastPracticeDay: '2026-04-02',
      comments: [
        { day: '2026-04-01', homework: 'Quieto', comment: 'Hoy con distracciones en el parque' },
        { day: '2026-03-29', homework: 'Quieto', comment: 'Le costó al principio, luego genial' },
      ],
    });

    // A week later, with the next session on 6 April: the homework ran 27 March – 5 April.
    clock.set(new Date('2026-04-08T10:00:00Z'));
    await fx.session({ businessId: lucia.id, dogId, date: new Date('2026-04-06T08:00:00Z') });
    const later = await api.get(`/api/practice/adherence?dogId=${dogId}`, lucia.token);
    expect(later.body.data).toMatchObject({ practisedDays: 5, expectedDays: 10, to: '2026-04-05' });
    // Issue 27: "3 días por semana" asks for 3 of 7 days, not 7 (a second dog, same week).
    const three = await fx.ownerWithDog(lucia.id, 'tres@example.com', 'Nala');
    const threeSession = await fx.session({
      businessId: lucia.id,
      dogId: three.dogId,
      date: new Date('2026-04-02T08:00:00Z'),
    });
    const [threeItem] = await setHomework(api, lucia.token, threeSession, [
      { name: 'Junto', timesPerDay: 1, daysPerWeek: 3, untilDate: '2026-04-08' },
    ]);
    const threeLink = asLink((await sendReport(t, api, lucia.token, threeSession)).token);
    for (const day of ['2026-04-03', '2026-04-05']) {
      const ticked = await threeLink.post(
        `${REPORTS}/${threeSession}/homework/${threeItem}/ticks`,
        {
          day,
        },
      );
      expect(ticked.status, day).toBe(201);
    }
    const measured = await api.get(`/api/practice/adherence?dogId=${three.dogId}`, lucia.token);
    // 2–8 April: seven days set, three asked for, two practised.
    expect(measured.body.data).toMatchObject({
      practisedDays: 2,
      expectedDays: 3,
      from: '2026-04-02',
      to: '2026-04-08',
    });
    // Another trainer's dog is not theirs to ask about: 404, like every route naming a dog.
    const theirs = await api.get(`/api/practice/adherence?dogId=${dogId}`, pablo.token);
    expect(theirs.status).toBe(404);
  });

  it('lists the dogs whose owners have not practised for 5 days', async () => {
    // Monday 4 May 2026 in Madrid.
    clock.set(new Date('2026-05-04T09:00:00Z'));
    // [dog, session day, day ticked or null]
    const plan = [
      ['Bruno', '2026-04-20', '2026-04-28'], // 6 days without practice
      ['Canela', '2026-04-20', '2026-04-29'], // 5 days: listed
      ['Eco', '2026-04-20', '2026-04-30'], // 4 days: not yet
      ['Duna', '2026-05-01', null], // homework set 3 days ago: not yet
      ['Fito', '2026-04-25', null], // never practised, set 9 days ago
    ] as const;
    const ids: Record<string, string> = {};
    for (const [name, day, ticked] of plan) {
      const dog = await fx.ownerWithDog(pablo.id, `${name.toLowerCase()}@example.com`, name);
      ids[name] = dog.dogId;
      const sessionId = await fx.session({
        businessId: pablo.id,
        dogId: dog.dogId,
        date: new Date(`${day}T09:00:00Z`),
      });
      const [item] = await setHomework(api, pablo.token, sessionId, [
        { name: 'Junto', timesPerDay: 1, daysPerWeek: 7 },
      ]);
      const link = asLink((await sendReport(t, api, pablo.token, sessionId)).token);
      if (ticked) {
        const url = `${REPORTS}/${sessionId}/homework/${item}/ticks`;
        expect((await link.post(url, { day: ticked })).status).toBe(201);
      }
    }
    const res = await api.get('/api/practice/idle-dogs', pablo.token);
    const row = (name: string, lastPracticeDay: string | null, daysIdle: number) => ({
      dogId: ids[name],
      dogName: name,
      ownerName: `Dueño ${name}`,
      lastPracticeDay,
      daysIdle,
    });
    expect(res.body.data.dogs).toEqual([
      row('Fito', null, 9),
      row('Bruno', '2026-04-28', 6),
      row('Canela', '2026-04-29', 5),
    ]);
    const others = (await api.get('/api/practice/idle-dogs', lucia.token)).body.data.dogs;
    expect(others.map((d: { dogId: string }) => d.dogId)).not.toContain(ids.Bruno);
  });
});
