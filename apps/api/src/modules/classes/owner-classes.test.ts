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
 * the same enrolment as the trainer's, gives it up before the notice window (not after), and is
 * told by e-mail when the trainer cancels the class. Nothing of another trainer's or owner's.
 */
const EMAIL = 'marta.clases@example.com';
const clock = testClock();
let t: TestApp, api: ApiClient, lucia: Trainer, bruno: Trainer;
let owner: ReturnType<typeof asOwner>;
let martaDogId: string, strangerDogId: string, strangerClientId: string;
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
async function createClass(trainer: Trainer, date: string, places = 3, time = '18:00') {
  const res = await api.post(
    '/api/classes',
    { serviceId: services.get(trainer.id), date, time, duration: 60, place: 'Retiro', places },
    trainer.token,
  );
  expect(res.status).toBe(201);
  return res.body.data.classes[0].id as string;
}

type Listed = { id: string; enrolled: number; canCancel: boolean; dogs: Listed2[] };
type Listed2 = { id: string; name: string; enrolmentId: string | null };
const listed = async () => (await owner.get(`${OWNER}/classes`)).body.data.classes as Listed[];

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
  const [dog] = await t.database.sql<{ id: string }[]>`
    select d.id from dogs d join clients c on c.id = d.client_id
    where lower(c.email) = ${EMAIL} and d.user_id = ${lucia.id}`;
  martaDogId = dog!.id;
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
      { id: martaDogId, name: 'Luna', enrolmentId: null, waitlist: null, requestPending: false },
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

  it("gives a place up before the trainer's notice window, not inside it (the place stands)", async () => {
    const date = inDays(2);
    const early = await createClass(lucia, date, 3, '10:00');
    await owner.post(`${OWNER}/classes/${early}/enrolments`, { dogId: martaDogId });
    const placeOf = async (id: string) =>
      (await listed()).find((c) => c.id === id)!.dogs[0]!.enrolmentId!;
    const enrolmentId = await placeOf(early);

    const real = clock.now();
    // Three hours before the class: inside the default 24 h notice.
    clock.set(
      new Date(zonedToUtc(date, timeToMinutes('10:00'), 'Europe/Madrid').getTime() - 3 * 3600_000),
    );
    try {
      expect((await listed()).find((c) => c.id === early)!.canCancel).toBe(false);
      const late = await owner.post(`${OWNER}/classes/${early}/enrolments/${enrolmentId}/cancel`);
      expect(late.status).toBe(409);
      expect(late.body.message).toBe(OWNER_CLASS_MESSAGES.insideNotice);
      expect((await api.get(`/api/classes/${early}`, lucia.token)).body.data.enrolled).toBe(1);
    } finally {
      clock.set(real);
    }

    expect((await listed()).find((c) => c.id === early)!.canCancel).toBe(true);
    const inTime = await owner.post(`${OWNER}/classes/${early}/enrolments/${enrolmentId}/cancel`);
    expect(inTime.status).toBe(200);
    expect(inTime.body.message).toBe(OWNER_CLASS_MESSAGES.cancelled);
    expect((await api.get(`/api/classes/${early}`, lucia.token)).body.data.enrolled).toBe(0);
    const twice = await owner.post(`${OWNER}/classes/${early}/enrolments/${enrolmentId}/cancel`);
    expect(twice.status).toBe(404);
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
