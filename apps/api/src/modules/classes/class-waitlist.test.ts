import { CLASS_MESSAGES, WAITLIST_MESSAGES, addDays, todayIn } from '@adiestra/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../test/api-client.ts';
import {
  classOwner,
  createClass,
  groupService,
  type ClassOwner,
} from '../../test/class-fixtures.ts';
import { OWNER } from '../../test/owner-fixtures.ts';
import { testClock, trainerTestApp, type TestApp, type Trainer } from '../../test/test-app.ts';

/**
 * Issue 29, the waiting list of a full class (decision 0071): owners join it from Mi área, the
 * trainer adds a client's dog, sees it in order, moves and removes entries; one live entry per
 * dog. Nothing of another trainer's or owner's is reached (404, never 500).
 */
const clock = testClock();
let t: TestApp, api: ApiClient, lucia: Trainer, bruno: Trainer;
let marta: ClassOwner, pablo: ClassOwner, irene: ClassOwner;
const services = new Map<string, string>();
const inDays = (days: number) => addDays(todayIn('Europe/Madrid', clock.now()), days);
const newClass = (trainer: Trainer, places = 1) =>
  createClass(api, trainer, { serviceId: services.get(trainer.id)!, date: inDays(5), places });

type Detail = {
  enrolled: number;
  offered: number;
  waitlist: { id: string; dogName: string; status: string }[];
};
const detail = async (classId: string, trainer = lucia) =>
  (await api.get(`/api/classes/${classId}`, trainer.token)).body.data as Detail;
const join = (who: ClassOwner, classId: string) =>
  who.session.post(`${OWNER}/classes/${classId}/waitlist`, { dogId: who.dogId });
const trainerAdds = (who: ClassOwner, classId: string, trainer = lucia) =>
  api.post(
    `/api/classes/${classId}/waitlist`,
    { clientId: who.clientId, dogId: who.dogId },
    trainer.token,
  );
const enrol = (who: ClassOwner, classId: string) =>
  api.post(
    `/api/classes/${classId}/enrolments`,
    { clientId: who.clientId, dogId: who.dogId },
    lucia.token,
  );
const move = (classId: string, entryId: string, direction: string, trainer = lucia) =>
  api.post(`/api/classes/${classId}/waitlist/${entryId}/move`, { direction }, trainer.token);

beforeAll(async () => {
  ({
    t,
    api,
    trainers: [lucia, bruno],
  } = await trainerTestApp(['Lucía', 'Bruno'], {}, clock));
  services.set(lucia.id, await groupService(api, lucia));
  services.set(bruno.id, await groupService(api, bruno));
  marta = await classOwner(t, api, lucia, 'marta.espera@example.com', 'Luna', 20);
  pablo = await classOwner(t, api, lucia, 'pablo.espera@example.com', 'Toby', 21);
  irene = await classOwner(t, api, lucia, 'irene.espera@example.com', 'Kira', 22);
  return t.close;
});

describe('the waiting list of a full class', () => {
  it('is joined only when the class is full, once per dog, and never by a dog with a place', async () => {
    const classId = await newClass(lucia);
    const early = await join(marta, classId);
    expect(early.status).toBe(409);
    expect(early.body.message).toBe(WAITLIST_MESSAGES.notFull);

    expect((await enrol(irene, classId)).status).toBe(201);
    const joined = await join(marta, classId);
    expect(joined.status).toBe(201);
    expect(joined.body.message).toBe(WAITLIST_MESSAGES.joined);
    const twice = await join(marta, classId);
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe(WAITLIST_MESSAGES.alreadyWaiting);
    const enrolled = await join(irene, classId);
    expect(enrolled.status).toBe(409);
    expect(enrolled.body.message).toBe(WAITLIST_MESSAGES.alreadyEnrolled);

    // Two joins of the same dog at once: the database's unique index lets one in.
    const other = await newClass(lucia);
    await enrol(irene, other);
    const racing = await Promise.all([join(pablo, other), trainerAdds(pablo, other)]);
    expect(racing.map((r) => r.status).sort()).toEqual([201, 409]);
    expect((await detail(other)).waitlist).toHaveLength(1);

    const [mine] = (await marta.session.get(`${OWNER}/classes`)).body.data.classes.filter(
      (c: { id: string }) => c.id === classId,
    );
    expect(mine.dogs[0].waitlist).toEqual({
      entryId: expect.any(String),
      status: 'waiting',
      position: 1,
      offerExpiresAt: null,
    });
  });

  it('is shown to the trainer in order, who moves entries, removes one; an owner leaves', async () => {
    const classId = await newClass(lucia);
    await enrol(irene, classId);
    await join(marta, classId);
    await join(pablo, classId);
    const added = await trainerAdds(irene, classId);
    expect(added.status).toBe(409); // Kira already has the place
    const names = async () => (await detail(classId)).waitlist.map((e) => e.dogName);
    expect(await names()).toEqual(['Luna', 'Toby']);

    const [luna, toby] = (await detail(classId)).waitlist;
    const moved = await move(classId, toby!.id, 'up');
    expect(moved.status).toBe(200);
    expect(moved.body.message).toBe(WAITLIST_MESSAGES.moved);
    expect(await names()).toEqual(['Toby', 'Luna']);
    const top = await move(classId, toby!.id, 'up');
    expect(top.status).toBe(409);
    expect(top.body.message).toBe(WAITLIST_MESSAGES.noMove);
    const bad = await move(classId, toby!.id, 'sideways');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('Indica si sube o baja');
    expect(await names()).toEqual(['Toby', 'Luna']);

    const removed = await api.post(
      `/api/classes/${classId}/waitlist/${toby!.id}/remove`,
      {},
      lucia.token,
    );
    expect(removed.status).toBe(200);
    expect(await names()).toEqual(['Luna']);
    const left = await marta.session.post(`${OWNER}/classes/${classId}/waitlist/${luna!.id}/leave`);
    expect(left.status).toBe(200);
    expect(left.body.message).toBe(WAITLIST_MESSAGES.left);
    expect(await names()).toEqual([]);
    // Left, the dog may join again.
    expect((await join(marta, classId)).status).toBe(201);
  });

  it("keeps trainers and owners apart: another's class or entry is a 404, never a 500", async () => {
    const classId = await newClass(lucia);
    await enrol(irene, classId);
    await join(marta, classId);
    const [entry] = (await detail(classId)).waitlist;
    const brunos = await newClass(bruno);

    for (const res of [
      await trainerAdds(marta, classId, bruno),
      await move(classId, entry!.id, 'down', bruno),
      await api.post(`/api/classes/${classId}/waitlist/${entry!.id}/remove`, {}, bruno.token),
      await move(brunos, entry!.id, 'down', bruno),
    ]) {
      expect(res.status).toBe(404);
      expect([CLASS_MESSAGES.notFound, WAITLIST_MESSAGES.entryNotFound]).toContain(
        res.body.message,
      );
    }
    // Lucía's client's dog on Bruno's list: not Bruno's client.
    expect((await trainerAdds(marta, brunos, bruno)).status).toBe(400);
    // Marta's dog on Bruno's class (she is not his client) and Pablo on Marta's entry.
    const foreign = await join(marta, brunos);
    expect(foreign.status).toBe(404);
    expect(foreign.body.message).toBe(CLASS_MESSAGES.notFound);
    for (const action of ['leave', 'accept']) {
      const res = await pablo.session.post(
        `${OWNER}/classes/${classId}/waitlist/${entry!.id}/${action}`,
      );
      expect(res.status).toBe(404);
      expect(res.body.message).toBe(WAITLIST_MESSAGES.entryNotFound);
    }
    const anonymous = await api.post(`${OWNER}/classes/${classId}/waitlist/${entry!.id}/leave`);
    expect(anonymous.status).toBe(401);
    expect((await detail(classId)).waitlist.map((e) => e.dogName)).toEqual(['Luna']);
  });

  it('ends with the class: a cancelled class has no waiting list', async () => {
    const classId = await newClass(lucia);
    await enrol(irene, classId);
    await join(marta, classId);
    await api.post(`/api/classes/${classId}/cancel`, {}, lucia.token);
    expect((await detail(classId)).waitlist).toEqual([]);
    // Both are told: Irene lost her place, Marta her turn on the waiting list.
    await t.app.outbox.drain();
    const cancelled = t.mails.filter((m) => m.subject.startsWith('Cancelada: Clase de cachorros'));
    expect(cancelled.find((m) => m.to === irene.email)?.text).toContain('la plaza queda anulada');
    expect(cancelled.find((m) => m.to === marta.email)?.text).toContain(
      'en cuya lista de espera estaba Luna',
    );
    const late = await join(pablo, classId);
    expect(late.status).toBe(409);
    expect(late.body.message).toBe(CLASS_MESSAGES.cancelled);
  });
});
