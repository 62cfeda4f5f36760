import { beforeAll, describe, expect, it } from 'vitest';
import { inDays, internalRequest } from '../../test/booking-fixtures.ts';
import { trainerTestApp } from '../../test/test-app.ts';

/** Issue 27: blocking time over confirmed appointments lists them, and can tell their owners. */

const EXCEPTIONS = '/api/appointments/availability-exceptions';
const AFFECTED = `${EXCEPTIONS}/affected`;
const first = inDays(10);
const second = inDays(11);

let ctx: Awaited<ReturnType<typeof trainerTestApp<['Lucía', 'Otro']>>>;
const ids: Record<string, string> = {};

async function book(
  trainer: { token: string },
  date: string,
  time: string,
  client: Record<string, unknown>,
) {
  const res = await ctx.api.post(
    '/api/appointments/requests',
    internalRequest({ requestedDate: date, requestedTime: time, confirm: true, ...client }),
    trainer.token,
  );
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const day = await ctx.api.get(`/api/appointments?date=${date}&limit=100`, trainer.token);
  const made = day.body.data.appointments.find(
    (a: { requestId: string }) => a.requestId === res.body.data.id,
  );
  return made.id as string;
}

beforeAll(async () => {
  ctx = await trainerTestApp(['Lucía', 'Otro'] as const);
  const [lucia, other] = ctx.trainers;
  ids.morning = await book(lucia, first, '10:00', {
    clientName: 'Pablo Gil Ortega',
    clientEmail: 'pablo.bloqueo@example.com',
  });
  ids.evening = await book(lucia, first, '16:00', {
    clientName: 'Ana Ruiz',
    clientEmail: 'ana.bloqueo@example.com',
  });
  ids.phoneOnly = await book(lucia, second, '10:00', {
    clientName: 'Luis Sin Correo',
    clientEmail: '',
    clientPhone: '612000111',
  });
  ids.cancelled = await book(lucia, first, '12:00', {
    clientName: 'Eva Cancelada',
    clientEmail: 'eva.bloqueo@example.com',
  });
  const cancel = await ctx.api.put(
    `/api/appointments/${ids.cancelled}`,
    { status: 'CANCELLED' },
    lucia.token,
  );
  expect(cancel.status).toBe(200);
  ids.others = await book(other, first, '10:00', {
    clientName: 'Otra Clienta',
    clientEmail: 'otra.bloqueo@example.com',
  });
  return ctx.t.close;
});

const affected = async (query: string, token = ctx.trainers[0].token) => {
  const res = await ctx.api.get(`${AFFECTED}?${query}`, token);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return (res.body.data.appointments as { id: string }[]).map((a) => a.id);
};

const mailsAbout = () =>
  ctx.t.mails.filter((mail) => mail.subject.startsWith('Aviso sobre tu cita'));

describe('blocking time over confirmed appointments (issue 27)', () => {
  it("lists the caller's confirmed appointments inside the block, and only those", async () => {
    expect(await affected(`startDate=${first}&startTime=09:00&endTime=13:00`)).toEqual([
      ids.morning,
    ]);
    // Touching its last minute counts; ending as the appointment starts does not.
    expect(await affected(`startDate=${first}&startTime=10:59&endTime=11:30`)).toEqual([
      ids.morning,
    ]);
    expect(await affected(`startDate=${first}&startTime=09:00&endTime=10:00`)).toEqual([]);
    expect(await affected(`startDate=${first}&endDate=${second}`)).toEqual([
      ids.morning,
      ids.evening,
      ids.phoneOnly,
    ]);
    expect(await affected(`startDate=${first}`, ctx.trainers[1].token)).toEqual([ids.others]);
    const bad = await ctx.api.get(`${AFFECTED}?startDate=mañana`, ctx.trainers[0].token);
    expect(bad.status).toBe(400);
  });

  it('a block saved without telling anyone mails nobody and changes no appointment', async () => {
    const before = mailsAbout().length;
    const res = await ctx.api.post(
      EXCEPTIONS,
      { kind: 'CLOSED', startDate: first, startTime: '15:00', endTime: '18:00' },
      ctx.trainers[0].token,
    );
    expect(res.status).toBe(201);
    await ctx.t.app.outbox.drain();
    expect(mailsAbout()).toHaveLength(before);
  });

  it('told, each owner with an e-mail gets one notice, written with the block', async () => {
    const before = mailsAbout().length;
    const res = await ctx.api.post(
      EXCEPTIONS,
      {
        kind: 'CLOSED',
        startDate: first,
        endDate: second,
        reason: 'Curso de formación',
        notifyOwners: true,
      },
      ctx.trainers[0].token,
    );
    expect(res.status).toBe(201);
    await ctx.t.app.outbox.drain();
    const sent = mailsAbout().slice(before);
    expect(sent.map((mail) => mail.to).sort()).toEqual([
      'ana.bloqueo@example.com',
      'pablo.bloqueo@example.com',
    ]);
    const pablo = sent.find((mail) => mail.to === 'pablo.bloqueo@example.com')!;
    expect(pablo.text).toContain('Hola, Pablo:');
    expect(pablo.text).toContain('Curso de formación');
    expect(pablo.text).toContain('10:00');
    // The appointments stay as they were: the trainer agrees another time with each owner.
    const list = await ctx.api.get(`/api/appointments?date=${first}`, ctx.trainers[0].token);
    const morning = list.body.data.appointments.find((a: { id: string }) => a.id === ids.morning);
    expect(morning.status).toBe('SCHEDULED');
  });

  it('an invalid block is refused and mails nobody', async () => {
    const before = mailsAbout().length;
    const res = await ctx.api.post(
      EXCEPTIONS,
      {
        kind: 'CLOSED',
        startDate: first,
        startTime: '12:00',
        endTime: '10:00',
        notifyOwners: true,
      },
      ctx.trainers[0].token,
    );
    expect(res.status).toBe(400);
    await ctx.t.app.outbox.drain();
    expect(mailsAbout()).toHaveLength(before);
  });
});
