import {
  addDays,
  CLASS_MESSAGES,
  CLASS_REPORT_MESSAGES,
  OWNER_SESSION_COOKIE,
  todayIn,
} from '@adiestra/shared';
import { and, eq, isNotNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { trainingSessions } from '../../db/schema.ts';
import { createRecord } from '../../test/api-client.ts';
import { REPORTS, ownerCookie } from '../../test/report-fixtures.ts';
import { serviceBody } from '../../test/service-fixtures.ts';
import { trainerTestApp } from '../../test/test-app.ts';

let ctx: Awaited<ReturnType<typeof trainerTestApp<['Lucía', 'Bruno']>>>;
let token: string;
let otherToken: string;
let serviceId: string;
const owners = [
  { email: 'marta.clase@example.com', name: 'Marta Ruiz', dog: 'Luna' },
  { email: 'jorge.clase@example.com', name: 'Jorge Gil', dog: 'Rocky' },
  { email: 'sin.asistir@example.com', name: 'Eva Sanz', dog: 'Kira' },
] as const;
const dogs: Record<string, { clientId: string; dogId: string }> = {};
const today = () => todayIn('Europe/Madrid', ctx.t.app.clock.now());

beforeAll(async () => {
  ctx = await trainerTestApp(['Lucía', 'Bruno'] as const);
  token = ctx.trainers[0].token;
  otherToken = ctx.trainers[1].token;
  serviceId = (
    await createRecord(
      ctx.api,
      '/api/services',
      serviceBody({ name: 'Obediencia en grupo', kind: 'group', duration: 60 }),
      token,
    )
  ).id;
  for (const owner of owners) {
    const client = await createRecord(
      ctx.api,
      '/api/clients',
      { name: owner.name, email: owner.email, phone: '611000111' },
      token,
    );
    const dog = await createRecord(
      ctx.api,
      '/api/dogs',
      { name: owner.dog, breed: 'Mestiza', clientId: client.id },
      token,
    );
    dogs[owner.dog] = { clientId: client.id, dogId: dog.id };
  }
  return ctx.t.close;
});

/** A class today with Luna, Rocky and Kira; Luna and Rocky marked as attending. */
async function heldClass(date = today()) {
  const created = await ctx.api.post(
    '/api/classes',
    { serviceId, date, time: '00:00', duration: 60, place: 'Parque', places: 6 },
    token,
  );
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const classId = created.body.data.classes[0].id as string;
  for (const name of ['Luna', 'Rocky', 'Kira']) {
    const res = await ctx.api.post(`/api/classes/${classId}/enrolments`, dogs[name], token);
    expect(res.status).toBe(201);
  }
  const roster = (await ctx.api.get(`/api/classes/${classId}`, token)).body.data.roster as {
    id: string;
    dogName: string;
  }[];
  if (date <= today()) {
    for (const place of roster.filter((p) => p.dogName !== 'Kira')) {
      const res = await ctx.api.put(
        `/api/classes/${classId}/enrolments/${place.id}/attendance`,
        { attended: true },
        token,
      );
      expect(res.status).toBe(200);
    }
  }
  return classId;
}

const body = () => ({
  worked: 'Paseo con correa floja y llamada con distracciones',
  notes: 'Buen ambiente: la semana que viene, cruces con bicis',
  lines: [
    {
      dogId: dogs.Luna!.dogId,
      progress: 70,
      notes: 'Luna tira menos de la correa',
      homework: [{ name: 'Correa floja en casa', timesPerDay: 2, daysPerWeek: 5 }],
    },
    {
      dogId: dogs.Rocky!.dogId,
      progress: 40,
      notes: 'Rocky se distrae con otros perros',
      homework: [],
    },
  ],
});

const classSessions = (classId: string) =>
  ctx.t.database.db
    .select()
    .from(trainingSessions)
    .where(and(eq(trainingSessions.classId, classId), isNotNull(trainingSessions.classId)));

describe('the class report', () => {
  it('lists the attending dogs only, and saves one report and one line per dog however often', async () => {
    const classId = await heldClass();
    const empty = await ctx.api.get(`/api/classes/${classId}/report`, token);
    expect(empty.status).toBe(200);
    expect(empty.body.data.report).toBeNull();
    expect(empty.body.data.lines.map((l: { dogName: string }) => l.dogName)).toEqual([
      'Luna',
      'Rocky',
    ]);

    const saves = await Promise.all(
      [1, 2, 3].map(() => ctx.api.put(`/api/classes/${classId}/report`, body(), token)),
    );
    for (const saved of saves) expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saves[0]!.body.message).toBe(CLASS_REPORT_MESSAGES.saved);
    expect(await classSessions(classId)).toHaveLength(2);

    const edit = body();
    edit.lines[0]!.notes = 'Luna ya camina sin tirar';
    edit.lines[0]!.homework = [];
    const edited = await ctx.api.put(`/api/classes/${classId}/report`, edit, token);
    expect(edited.status).toBe(200);
    expect(edited.body.data.lines).toMatchObject([
      {
        dogName: 'Luna',
        progress: 70,
        notes: 'Luna ya camina sin tirar',
        homework: [],
        sentAt: null,
      },
      { dogName: 'Rocky', progress: 40, notes: 'Rocky se distrae con otros perros' },
    ]);
    const sessions = await classSessions(classId);
    // Kira did not attend: no line, so nothing reaches her owner.
    expect(sessions.map((s) => s.dogId).sort()).toEqual(
      [dogs.Luna!.dogId, dogs.Rocky!.dogId].sort(),
    );
    expect(sessions[0]).toMatchObject({
      objectives: 'Clase en grupo: Obediencia en grupo',
      activities:
        'Paseo con correa floja y llamada con distracciones\n\nBuen ambiente: la semana que viene, cruces con bicis',
      duration: 60,
      serviceId,
    });
    // The line is the dog's session: its history on the trainer's side shows it.
    const history = await ctx.api.get(`/api/sessions?dogId=${dogs.Luna!.dogId}`, token);
    expect(history.status).toBe(200);
    expect(history.body.data.sessions.map((s: { id: string }) => s.id)).toContain(
      edited.body.data.lines[0].sessionId,
    );
  });

  it('refuses a line for a dog that did not attend, a future or cancelled class and another trainer’s class', async () => {
    const classId = await heldClass();
    const kira = { ...body(), lines: [{ dogId: dogs.Kira!.dogId, notes: 'x', homework: [] }] };
    const refused = await ctx.api.put(`/api/classes/${classId}/report`, kira, token);
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain(CLASS_REPORT_MESSAGES.notAttended);
    expect(await classSessions(classId)).toHaveLength(0);
    expect(
      (await ctx.api.get(`/api/classes/${classId}/report`, token)).body.data.report,
    ).toBeNull();

    const noWork = await ctx.api.put(
      `/api/classes/${classId}/report`,
      { ...body(), worked: ' ' },
      token,
    );
    expect(noWork.status).toBe(400);
    expect(JSON.stringify(noWork.body)).toContain(CLASS_REPORT_MESSAGES.worked);

    for (const call of [
      ctx.api.get(`/api/classes/${classId}/report`, otherToken),
      ctx.api.put(`/api/classes/${classId}/report`, body(), otherToken),
      ctx.api.post(`/api/classes/${classId}/report/send`, undefined, otherToken),
    ]) {
      const res = await call;
      expect(res.status).toBe(404);
      expect(res.body.message).toBe(CLASS_MESSAGES.notFound);
    }

    const future = await heldClass(addDays(today(), 30));
    const early = await ctx.api.put(
      `/api/classes/${future}/report`,
      { ...body(), lines: [] },
      token,
    );
    expect(early.status).toBe(409);
    expect(early.body.message).toBe(CLASS_REPORT_MESSAGES.tooEarly);

    expect((await ctx.api.post(`/api/classes/${classId}/cancel`, undefined, token)).status).toBe(
      200,
    );
    const cancelled = await ctx.api.put(
      `/api/classes/${classId}/report`,
      { ...body(), lines: [] },
      token,
    );
    expect(cancelled.status).toBe(409);
    expect(cancelled.body.message).toBe(CLASS_MESSAGES.cancelled);
  });

  it('sends each owner their own dog’s line once, which they read in Mi área with its homework', async () => {
    const classId = await heldClass();
    const early = await ctx.api.post(`/api/classes/${classId}/report/send`, undefined, token);
    expect(early.status).toBe(409);
    expect(early.body.message).toBe(CLASS_REPORT_MESSAGES.noReport);
    await ctx.api.put(`/api/classes/${classId}/report`, body(), token);

    await ctx.t.app.outbox.drain();
    const before = ctx.t.mails.length;
    const sends = await Promise.all(
      [1, 2].map(() => ctx.api.post(`/api/classes/${classId}/report/send`, undefined, token)),
    );
    expect(sends.map((s) => s.status)).toEqual([200, 200]);
    expect(sends.map((s) => s.body.message).sort()).toEqual(
      [CLASS_REPORT_MESSAGES.nothingToSend, CLASS_REPORT_MESSAGES.sent(2)].sort(),
    );
    const again = await ctx.api.post(`/api/classes/${classId}/report/send`, undefined, token);
    expect(again.body.message).toBe(CLASS_REPORT_MESSAGES.nothingToSend);
    expect(again.body.data.report.sentAt).not.toBeNull();
    expect(again.body.data.lines.every((l: { sentAt: string | null }) => l.sentAt)).toBe(true);
    await ctx.t.app.outbox.drain();
    const mails = ctx.t.mails.slice(before);
    expect(mails.map((m) => m.to).sort()).toEqual([owners[1].email, owners[0].email].sort());
    const luna = mails.find((m) => m.to === owners[0].email)!;
    expect(luna.html).toContain('Luna tira menos de la correa');
    expect(luna.html).toContain('Correa floja en casa');
    expect(luna.html).not.toContain('Rocky');
    // A class's report, as a class (issue 45): its title and name, no objectives nor rating; only
    // a dog with deberes is asked to tick practice.
    expect(luna.subject).toBe('Informe de la clase de Luna');
    for (const absent of ['Objetivos', 'Valoración', 'Sin calificar', 'Clase en grupo:'])
      expect(luna.html).not.toContain(absent);
    expect(luna.html).toContain('Obediencia en grupo');
    expect(luna.html).toContain('Ver informe y marcar práctica');
    const rocky = mails.find((m) => m.to === owners[1].email)!;
    expect(rocky.html).not.toContain('marcar práctica');
    expect(rocky.html).toContain('Ver informe');

    // Editing after sending updates what the owner reads, without another mail.
    const edit = body();
    edit.lines[0]!.notes = 'Luna ya camina sin tirar';
    await ctx.api.put(`/api/classes/${classId}/report`, edit, token);
    await ctx.t.app.outbox.drain();
    expect(ctx.t.mails.slice(before)).toHaveLength(2);

    const lunaLine = again.body.data.lines.find((l: { dogName: string }) => l.dogName === 'Luna');
    const rockyLine = again.body.data.lines.find((l: { dogName: string }) => l.dogName === 'Rocky');
    const area = async (email: string) => {
      const cookie = await ownerCookie(ctx.t, ctx.api, email);
      const headers = { cookie: `${OWNER_SESSION_COOKIE}=${cookie}` };
      return {
        get: (url: string) => ctx.api.call('GET', url, { headers }),
        post: (url: string, payload: unknown) =>
          ctx.api.call('POST', url, { headers, body: payload }),
      };
    };
    const marta = await area(owners[0].email);
    const listed = await marta.get(REPORTS);
    expect(listed.body.data.dogs).toMatchObject([
      { name: 'Luna', reports: [{ sessionId: lunaLine.sessionId, progress: 70 }] },
    ]);
    const report = await marta.get(`${REPORTS}/${lunaLine.sessionId}`);
    expect(report.status).toBe(200);
    expect(report.body.data).toMatchObject({
      objectives: 'Clase en grupo: Obediencia en grupo',
      fromClass: true,
      observations: 'Luna ya camina sin tirar',
      homework: [{ name: 'Correa floja en casa', timesPerDay: 2, daysPerWeek: 5 }],
    });
    // The owner ticks the homework as with any session report.
    const item = report.body.data.homework[0].id;
    const tick = await marta.post(`${REPORTS}/${lunaLine.sessionId}/homework/${item}/ticks`, {
      day: today(),
      comment: 'Hecho en el parque',
    });
    expect(tick.status).toBe(201);
    // Never another owner's line.
    expect((await marta.get(`${REPORTS}/${rockyLine.sessionId}`)).status).toBe(404);
    const jorge = await area(owners[1].email);
    const jorgeDogs = (await jorge.get(REPORTS)).body.data.dogs;
    expect(jorgeDogs.map((d: { name: string }) => d.name)).toEqual(['Rocky']);
    expect((await jorge.get(`${REPORTS}/${lunaLine.sessionId}`)).status).toBe(404);
  });
});
