import {
  CLASS_MESSAGES,
  OWNER_CLASS_MESSAGES,
  addDays,
  timeToMinutes,
  todayIn,
  zonedToUtc,
} from '@adiestra/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { createRecord, type ApiClient } from '../../test/api-client.ts';
import { OWNER, asOwner, bookFor, signInOwner } from '../../test/owner-fixtures.ts';
import { serviceBody } from '../../test/service-fixtures.ts';
import { testClock, trainerTestApp, type TestApp, type Trainer } from '../../test/test-app.ts';

/**
 * Issue 29, the owner's side: a known client (a trainer's client under the signed-in address)
 * sees that trainer's upcoming classes in Mi área, takes a place for one of their dogs through
 * the same enrolment as the trainer's, gives it up (inside the notice window too, late, keeping its
 * cost as the trainer's late cancel does), and is told by e-mail when the trainer cancels the class. Nothing of another trainer's or owner's.
 */
const EMAIL = 'marta.clases@example.com';
const clock = testClock();
let t: TestApp, api: ApiClient, lucia: Trainer, bruno: Trainer;
let owner: ReturnType<typeof asOwner>;
let martaDogId: string, martaClientId: string, strangerDogId: string, strangerClientId: string;
const today = () => todayIn('Europe/Madrid', clock.now());
const inDays = (days: number) => addDays(today(), days);

async function groupService(trainer: Trainer) {
  return (
    await createRecord(
      api,
      '/api/services',
      serviceBody({ name: 'Clase de cachorros', kind: 'group', duration: 60 }),
      trainer.token,
    )
  ).id as string;
}

const services = new Map<string, string>();
async function createClass(
  trainer: Trainer,
  date: string,
  places = 3,
  time = '18:00',
  extra: Record<string, unknown> = {},
) {
  const res = await api.post(
    '/api/classes',
    {
      serviceId: services.get(trainer.id),
      date,
      time,
      duration: 60,
      place: 'Retiro',
      places,
      ...extra,
    },
    trainer.token,
  );
  expect(res.status).toBe(201);
  return res.body.data.classes[0].id as string;
}

type Listed = { id: string; enrolled: number; cancelInTime: boolean; dogs: Listed2[] };
type Listed2 = { id: string; name: string; enrolmentId: string | null; cost: string };
const listed = async () => (await owner.get(`${OWNER}/classes`)).body.data.classes as Listed[];
type Detail = {
  enrolled: number;
  offered: number;
  roster: { id: string; dogName: string }[];
  waitlist: { dogName: string; status: string }[];
};
const detailOf = async (classId: string) =>
  (await api.get(`/api/classes/${classId}`, lucia.token)).body.data as Detail;

/** Marta's one bono of Lucía's group service (10 sessions, sold once); its id. */
let martaBono: string | undefined;
async function sellBono() {
  if (martaBono) return martaBono;
  const templateId = (
    await createRecord(
      api,
      '/api/bonos/templates',
      { serviceId: services.get(lucia.id), sessions: 10, priceCents: 9000, validityDays: 90 },
      lucia.token,
    )
  ).id as string;
  martaBono = (
    await createRecord(
      api,
      '/api/bonos',
      { templateId, clientId: martaClientId, soldOn: today() },
      lucia.token,
    )
  ).id as string;
  return martaBono;
}
const remaining = async (bonoId: string) =>
  (await api.get(`/api/bonos/${bonoId}`, lucia.token)).body.data.sessionsRemaining as number;

beforeAll(async () => {
  ({
    t,
    api,
    trainers: [lucia, bruno],
  } = await trainerTestApp(['Lucía', 'Bruno'], {}, clock));
  services.set(lucia.id, await groupService(lucia));
  services.set(bruno.id, await groupService(bruno));
  // Marta is Lucía's client (a confirmed visit made her one, with her dog Luna).
  await bookFor(t, api, lucia, EMAIL, { date: inDays(10), time: '09:00' }, { dogName: 'Luna' });
  owner = asOwner(api, { cookie: await signInOwner(t, api, EMAIL) });
  const [dog] = await t.database.sql<{ id: string; client_id: string }[]>`
    select d.id, d.client_id from dogs d join clients c on c.id = d.client_id
    where lower(c.email) = ${EMAIL} and d.business_id = ${lucia.id}`;
  martaDogId = dog!.id;
  martaClientId = dog!.client_id;
  const stranger = await createRecord(
    api,
    '/api/clients',
    { name: 'Otro Dueño', email: 'otro@example.com', phone: '611999888' },
    lucia.token,
  );
  strangerClientId = stranger.id;
  strangerDogId = (
    await createRecord(
      api,
      '/api/dogs',
      { name: 'Rex', breed: 'Mestiza', clientId: stranger.id },
      lucia.token,
    )
  ).id;
  return t.close;
});

describe('Classes in Mi área', () => {
  it("lists the owner's trainer's upcoming classes (a full one too, for its waiting list), not another trainer's", async () => {
    const open = await createClass(lucia, inDays(3));
    const full = await createClass(lucia, inDays(4), 1);
    await api.post(
      `/api/classes/${full}/enrolments`,
      { clientId: strangerClientId, dogId: strangerDogId },
      lucia.token,
    );
    const brunos = await createClass(bruno, inDays(3));
    const ids = (await listed()).map((c) => c.id);
    expect(ids).toContain(open);
    expect(ids).toContain(full);
    expect((await listed()).find((c) => c.id === full)!.enrolled).toBe(1);
    expect(ids).not.toContain(brunos);
    const shown = (await listed()).find((c) => c.id === open)!;
    expect(shown.dogs).toEqual([
      {
        id: martaDogId,
        name: 'Luna',
        enrolmentId: null,
        cost: 'none',
        lateCancelled: false,
        waitlist: null,
        requestPending: false,
      },
    ]);
  });

  it('enrols the dog through the same counted place as the trainer, once', async () => {
    const classId = await createClass(lucia, inDays(5));
    const res = await owner.post(`${OWNER}/classes/${classId}/enrolments`, { dogId: martaDogId });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe(OWNER_CLASS_MESSAGES.enrolled);
    const roster = await api.get(`/api/classes/${classId}`, lucia.token);
    expect(roster.body.data.enrolled).toBe(1);
    expect(roster.body.data.roster.map((p: { dogName: string }) => p.dogName)).toEqual(['Luna']);
    const again = await owner.post(`${OWNER}/classes/${classId}/enrolments`, { dogId: martaDogId });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(CLASS_MESSAGES.alreadyEnrolled);
    const mine = (await listed()).find((c) => c.id === classId)!;
    expect(mine.enrolled).toBe(1);
    expect(mine.dogs[0]!.enrolmentId).toEqual(expect.any(String));
  });

  it('sells one class of a weekly series on its own (a drop-in), at its price, leaving the others', async () => {
    const res = await api.post(
      '/api/classes',
      {
        serviceId: services.get(lucia.id),
        date: inDays(6),
        time: '19:00',
        duration: 60,
        places: 2,
        repeat: { count: 3 },
      },
      lucia.token,
    );
    expect(res.status).toBe(201);
    const series = (res.body.data.classes as { id: string }[]).map((c) => c.id);
    expect(
      (await listed())
        .filter((c) => series.includes(c.id))
        .map((c) => c.id)
        .sort(),
    ).toEqual([...series].sort());
    const second = series[1]!;
    const taken = await owner.post(`${OWNER}/classes/${second}/enrolments`, { dogId: martaDogId });
    expect(taken.status).toBe(201);
    type Detail = { enrolled: number; roster: { money: { state: string; cents: number } }[] };
    const details = await Promise.all(
      series.map(
        async (id) => (await api.get(`/api/classes/${id}`, lucia.token)).body.data as Detail,
      ),
    );
    expect(details.map((d) => d.enrolled)).toEqual([0, 1, 0]);
    expect(details[1]!.roster[0]!.money).toMatchObject({ state: 'charged', cents: 3500 });
  });

  it("refuses a full class, another owner's dog, another trainer's class and a caller without a session", async () => {
    const full = await createClass(lucia, inDays(6), 1);
    await api.post(
      `/api/classes/${full}/enrolments`,
      { clientId: strangerClientId, dogId: strangerDogId },
      lucia.token,
    );
    const refused = await owner.post(`${OWNER}/classes/${full}/enrolments`, { dogId: martaDogId });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(CLASS_MESSAGES.full);

    const open = await createClass(lucia, inDays(6));
    const notMine = await owner.post(`${OWNER}/classes/${open}/enrolments`, {
      dogId: strangerDogId,
    });
    expect(notMine.status).toBe(400);
    expect(notMine.body.message).toBe(OWNER_CLASS_MESSAGES.notYourDog);

    const brunos = await createClass(bruno, inDays(6));
    const other = await owner.post(`${OWNER}/classes/${brunos}/enrolments`, { dogId: martaDogId });
    expect(other.status).toBe(404);
    const brunoClass = await api.get(`/api/classes/${brunos}`, bruno.token);
    expect(brunoClass.body.data.enrolled).toBe(0);

    const anonymous = await api.post(`${OWNER}/classes/${open}/enrolments`, { dogId: martaDogId });
    expect(anonymous.status).toBe(401);
    const lucias = await api.get(`/api/classes/${open}`, lucia.token);
    expect(lucias.body.data.enrolled).toBe(0);
  });

  it("gives a place up in time: the bono unit goes back; a second cancel and another owner's place are 404", async () => {
    const bonoId = await sellBono();
    const units = await remaining(bonoId);
    const classId = await createClass(lucia, inDays(2), 3, '10:00', { payment: 'bono_enrolment' });
    const mine = await owner.post(`${OWNER}/classes/${classId}/enrolments`, { dogId: martaDogId });
    expect(mine.status).toBe(201);
    expect(await remaining(bonoId)).toBe(units - 1);
    const shown = (await listed()).find((c) => c.id === classId)!;
    expect(shown).toMatchObject({ cancelInTime: true, noticeHours: 24 });
    expect(shown.dogs[0]).toMatchObject({ cost: 'bono', lateCancelled: false });
    const enrolmentId = shown.dogs[0]!.enrolmentId!;
    // Rex's place (another owner's, enrolled by the trainer) is not Marta's to give up.
    await api.post(
      `/api/classes/${classId}/enrolments`,
      { clientId: strangerClientId, dogId: strangerDogId },
      lucia.token,
    );
    const rexPlace = (await detailOf(classId)).roster.find((p) => p.dogName === 'Rex')!.id;
    const notMine = await owner.post(`${OWNER}/classes/${classId}/enrolments/${rexPlace}/cancel`);
    expect(notMine.status).toBe(404);
    expect((await detailOf(classId)).enrolled).toBe(2);

    const inTime = await owner.post(`${OWNER}/classes/${classId}/enrolments/${enrolmentId}/cancel`);
    expect(inTime.status).toBe(200);
    expect(inTime.body.message).toBe(OWNER_CLASS_MESSAGES.cancelled);
    expect((await detailOf(classId)).enrolled).toBe(1);
    expect(await remaining(bonoId)).toBe(units);
    expect((await listed()).find((c) => c.id === classId)!.dogs[0]).toMatchObject({
      enrolmentId: null,
      lateCancelled: false,
    });
    const twice = await owner.post(`${OWNER}/classes/${classId}/enrolments/${enrolmentId}/cancel`);
    expect(twice.status).toBe(404);
    expect(await remaining(bonoId)).toBe(units);
  });

  it("gives a place up inside the trainer's notice as the trainer's late cancel: the unit stays, the place is offered to the first waiting", async () => {
    const bonoId = await sellBono();
    const date = inDays(2);
    const classId = await createClass(lucia, date, 1, '11:00', { payment: 'bono_enrolment' });
    await owner.post(`${OWNER}/classes/${classId}/enrolments`, { dogId: martaDogId });
    const units = await remaining(bonoId);
    const waiting = await api.post(
      `/api/classes/${classId}/waitlist`,
      { clientId: strangerClientId, dogId: strangerDogId },
      lucia.token,
    );
    expect(waiting.status).toBe(201);

    const real = clock.now();
    // Three hours before the class: inside the default 24 h notice.
    clock.set(
      new Date(zonedToUtc(date, timeToMinutes('11:00'), 'Europe/Madrid').getTime() - 3 * 3600_000),
    );
    try {
      const shown = (await listed()).find((c) => c.id === classId)!;
      expect(shown).toMatchObject({ cancelInTime: false, noticeHours: 24 });
      const enrolmentId = shown.dogs[0]!.enrolmentId!;
      const before = t.mails.length;
      const late = await owner.post(`${OWNER}/classes/${classId}/enrolments/${enrolmentId}/cancel`);
      expect(late.status).toBe(200);
      expect(late.body.message).toBe(OWNER_CLASS_MESSAGES.cancelledLate);
      expect(await remaining(bonoId)).toBe(units);
      const after = await detailOf(classId);
      expect(after).toMatchObject({ enrolled: 0, offered: 1 });
      expect(after.waitlist.map((e) => [e.dogName, e.status])).toEqual([['Rex', 'offered']]);
      await t.app.outbox.drain();
      const offers = t.mails.slice(before).filter((m) => m.subject.startsWith('Plaza libre:'));
      expect(offers.map((m) => m.to)).toEqual(['otro@example.com']);
      expect((await listed()).find((c) => c.id === classId)!.dogs[0]).toMatchObject({
        enrolmentId: null,
        lateCancelled: true,
        cost: 'bono',
      });

      const twice = await owner.post(
        `${OWNER}/classes/${classId}/enrolments/${enrolmentId}/cancel`,
      );
      expect(twice.status).toBe(404);
      await t.app.outbox.drain();
      // Issue 45: besides the offer, the owner's confirmation and the business's notice, once.
      expect(t.mails.length - before).toBe(offers.length + 2);
      expect(await remaining(bonoId)).toBe(units);
      expect(await detailOf(classId)).toMatchObject({ enrolled: 0, offered: 1 });
    } finally {
      clock.set(real);
    }
  });

  it("keeps the charge of a priced place given up late, as the trainer's late cancel does", async () => {
    const date = inDays(2);
    const classId = await createClass(lucia, date, 3, '12:00');
    await owner.post(`${OWNER}/classes/${classId}/enrolments`, { dogId: martaDogId });
    const enrolmentId = (await listed()).find((c) => c.id === classId)!.dogs[0]!.enrolmentId!;
    const charged = async () =>
      (await api.get(`/api/payments/clients/${martaClientId}/balance`, lucia.token)).body.data
        .chargedCents as number;
    const before = await charged();
    const real = clock.now();
    clock.set(
      new Date(zonedToUtc(date, timeToMinutes('12:00'), 'Europe/Madrid').getTime() - 3 * 3600_000),
    );
    try {
      expect((await listed()).find((c) => c.id === classId)!.dogs[0]!.cost).toBe('charge');
      const late = await owner.post(`${OWNER}/classes/${classId}/enrolments/${enrolmentId}/cancel`);
      expect(late.status).toBe(200);
      expect(await charged()).toBe(before);
      expect((await listed()).find((c) => c.id === classId)!.dogs[0]).toMatchObject({
        lateCancelled: true,
        cost: 'charge',
      });
    } finally {
      clock.set(real);
    }
    // Given up in time, a priced place stops being charged.
    const other = await createClass(lucia, inDays(9), 3, '12:00');
    await owner.post(`${OWNER}/classes/${other}/enrolments`, { dogId: martaDogId });
    expect(await charged()).toBe(before + 3500);
    const place = (await listed()).find((c) => c.id === other)!.dogs[0]!.enrolmentId!;
    expect((await owner.post(`${OWNER}/classes/${other}/enrolments/${place}/cancel`)).status).toBe(
      200,
    );
    expect(await charged()).toBe(before);
  });

  it('tells every owner with a place by e-mail when the trainer cancels the class', async () => {
    const classId = await createClass(lucia, inDays(8));
    await owner.post(`${OWNER}/classes/${classId}/enrolments`, { dogId: martaDogId });
    await api.post(
      `/api/classes/${classId}/enrolments`,
      { clientId: strangerClientId, dogId: strangerDogId },
      lucia.token,
    );
    const before = t.mails.length;
    const res = await api.post(`/api/classes/${classId}/cancel`, {}, lucia.token);
    expect(res.status).toBe(200);
    await t.app.outbox.drain();
    const sent = t.mails.slice(before).filter((m) => m.subject.startsWith('Cancelada:'));
    expect(sent.map((m) => m.to).sort()).toEqual([EMAIL, 'otro@example.com']);
    const toMarta = sent.find((m) => m.to === EMAIL)!;
    expect(toMarta.text).toContain('Luna');
    expect(toMarta.text).toContain('Retiro');
    expect((await listed()).some((c) => c.id === classId)).toBe(false);
  });
});
