import {
  CLASS_MESSAGES,
  WAITLIST_MESSAGES,
  addDays,
  offerDeadline,
  timeToMinutes,
  todayIn,
  zonedToUtc,
} from '@adiestra/shared';
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
import { acceptAsOwner } from './owner-waitlist.service.ts';
import { expireOffers } from './waitlist-offers.service.ts';

/**
 * Issue 29, decision 0071: a freed place is offered to the first on the waiting list, by e-mail
 * in the same transaction; accepted in Mi área it enrols, unanswered it expires through the
 * sweep and passes to the next — exactly once, however many sweeps or accepts race.
 */
const clock = testClock();
const MADRID = 'Europe/Madrid';
const HOUR = 3600_000;
let t: TestApp, api: ApiClient, lucia: Trainer;
let marta: ClassOwner, pablo: ClassOwner, irene: ClassOwner;
let serviceId: string;
const inDays = (days: number) => addDays(todayIn(MADRID, clock.now()), days);
const startOf = (date: string, time = '18:00') => zonedToUtc(date, timeToMinutes(time), MADRID);

type Entry = { id: string; dogName: string; status: string; offerExpiresAt: string | null };
type Detail = {
  date: string;
  enrolled: number;
  offered: number;
  roster: { id: string; dogName: string }[];
};
const detail = async (classId: string) =>
  (await api.get(`/api/classes/${classId}`, lucia.token)).body.data as Detail & {
    waitlist: Entry[];
  };
const enrol = (who: ClassOwner, classId: string) =>
  api.post(
    `/api/classes/${classId}/enrolments`,
    { clientId: who.clientId, dogId: who.dogId },
    lucia.token,
  );
const join = (who: ClassOwner, classId: string) =>
  who.session.post(`${OWNER}/classes/${classId}/waitlist`, { dogId: who.dogId });
const accept = (who: ClassOwner, classId: string, entryId: string) =>
  who.session.post(`${OWNER}/classes/${classId}/waitlist/${entryId}/accept`);
const sweep = () => expireOffers({ db: t.app.db, now: clock.now(), appUrl: t.app.config.appUrl });
/** Closes the offers earlier tests left open (the sweep is global), so counts are this test's. */
const settleEarlierOffers = () =>
  expireOffers({
    db: t.app.db,
    now: new Date(clock.now().getTime() + 90 * 24 * HOUR),
    appUrl: t.app.config.appUrl,
  });
async function offerMails(to?: string) {
  await t.app.outbox.drain();
  return t.mails.filter((m) => m.subject.startsWith('Plaza libre:') && (!to || m.to === to));
}

/** A full class of one place (Irene's Kira), Marta's Luna then Pablo's Toby waiting. */
async function fullClassWithQueue(date = inDays(5)) {
  const classId = await createClass(api, lucia, { serviceId, date });
  expect((await enrol(irene, classId)).status).toBe(201);
  expect((await join(marta, classId)).status).toBe(201);
  expect((await join(pablo, classId)).status).toBe(201);
  const placeId = (await detail(classId)).roster[0]!.id;
  return { classId, placeId, date };
}
const cancelPlace = (classId: string, placeId: string) =>
  api.post(`/api/classes/${classId}/enrolments/${placeId}/cancel`, {}, lucia.token);

beforeAll(async () => {
  ({
    t,
    api,
    trainers: [lucia],
  } = await trainerTestApp(['Lucía'], {}, clock));
  serviceId = await groupService(api, lucia);
  marta = await classOwner(t, api, lucia, 'marta.oferta@example.com', 'Luna', 20);
  pablo = await classOwner(t, api, lucia, 'pablo.oferta@example.com', 'Toby', 21);
  irene = await classOwner(t, api, lucia, 'irene.oferta@example.com', 'Kira', 22);
  return t.close;
});

describe('offers of a freed place', () => {
  it('offers a place the trainer frees to the first waiting, by e-mail, for 12 h; accepting enrols', async () => {
    const { classId, placeId } = await fullClassWithQueue();
    const before = (await offerMails()).length;
    expect((await cancelPlace(classId, placeId)).status).toBe(200);
    const offered = await detail(classId);
    expect(offered).toMatchObject({ enrolled: 0, offered: 1 });
    expect(offered.waitlist.map((e) => [e.dogName, e.status])).toEqual([
      ['Luna', 'offered'],
      ['Toby', 'waiting'],
    ]);
    expect(offered.waitlist[0]!.offerExpiresAt).toBe(
      new Date(clock.now().getTime() + 12 * HOUR).toISOString(),
    );
    const mails = (await offerMails()).slice(before);
    expect(mails.map((m) => m.to)).toEqual([marta.email]);
    expect(mails[0]!.text).toContain('Luna');
    expect(mails[0]!.text).toContain(`${t.app.config.appUrl}/mi-area`);
    // The link only opens Mi área (no token that would act on a GET).
    expect(mails[0]!.html).toContain(`href="${t.app.config.appUrl}/mi-area"`);
    expect(mails[0]!.text).not.toMatch(/token=|accept/i);

    // The offered place is held: a direct enrolment does not take it.
    const direct = await enrol(irene, classId);
    expect(direct.status).toBe(409);
    expect(direct.body.message).toBe(CLASS_MESSAGES.full);

    const entryId = offered.waitlist[0]!.id;
    const accepted = await accept(marta, classId, entryId);
    expect(accepted.status).toBe(200);
    expect(accepted.body.message).toBe(WAITLIST_MESSAGES.accepted);
    const after = await detail(classId);
    expect(after).toMatchObject({ enrolled: 1, offered: 0 });
    expect(after.roster.map((p) => p.dogName)).toEqual(['Luna']);
    expect(after.waitlist.map((e) => e.dogName)).toEqual(['Toby']);
    expect((await accept(marta, classId, entryId)).status).toBe(404);
    // Toby only waits (no place left): Pablo cannot accept anything.
    const early = await accept(pablo, classId, after.waitlist[0]!.id);
    expect(early.status).toBe(409);
    expect(early.body.message).toBe(WAITLIST_MESSAGES.noOffer);
  });

  it('offers each place added to a full class, one offer per free place, never more', async () => {
    const { classId, date } = await fullClassWithQueue();
    const before = (await offerMails()).length;
    const res = await api.put(
      `/api/classes/${classId}`,
      { date, time: '18:00', duration: 60, place: 'Retiro', places: 3, scope: 'one' },
      lucia.token,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const after = await detail(classId);
    expect(after).toMatchObject({ enrolled: 1, offered: 2 });
    expect(after.waitlist.map((e) => e.status)).toEqual(['offered', 'offered']);
    expect(
      (await offerMails())
        .slice(before)
        .map((m) => m.to)
        .sort(),
    ).toEqual([marta.email, pablo.email].sort());
    // The database refuses fewer places than those taken and held (nothing changes).
    const fewer = await api.put(
      `/api/classes/${classId}`,
      { date, time: '18:00', duration: 60, place: 'Retiro', places: 2, scope: 'one' },
      lucia.token,
    );
    expect(fewer.status).toBe(409);
    expect(fewer.body.message).toBe(CLASS_MESSAGES.belowEnrolled);
    expect(await detail(classId)).toMatchObject({ enrolled: 1, offered: 2 });
  });

  it('offers the place an owner gives up in Mi área too', async () => {
    const classId = await createClass(api, lucia, { serviceId, date: inDays(4) });
    const own = await irene.session.post(`${OWNER}/classes/${classId}/enrolments`, {
      dogId: irene.dogId,
    });
    expect(own.status).toBe(201);
    await join(marta, classId);
    const enrolmentId = (await detail(classId)).roster[0]!.id;
    const res = await irene.session.post(
      `${OWNER}/classes/${classId}/enrolments/${enrolmentId}/cancel`,
    );
    expect(res.status).toBe(200);
    const after = await detail(classId);
    expect(after).toMatchObject({ enrolled: 0, offered: 1 });
    expect(after.waitlist.map((e) => [e.dogName, e.status])).toEqual([['Luna', 'offered']]);
    // The deadline is the shared rule's, for this class's start.
    expect(after.waitlist[0]!.offerExpiresAt).toBe(
      offerDeadline(clock.now(), startOf(after.date))!.toISOString(),
    );
  });

  it('shortens the offer to end 2 h before a class that is close, makes none too close, and the trainer enrols from the list', async () => {
    const { classId, placeId, date } = await fullClassWithQueue(inDays(2));
    const start = startOf(date).getTime();
    const real = clock.now();
    try {
      // Six hours before the class: the offer ends 2 h before it (4 h to answer, not 12).
      clock.set(new Date(start - 6 * HOUR));
      await cancelPlace(classId, placeId);
      const [luna] = (await detail(classId)).waitlist;
      expect(luna!.offerExpiresAt).toBe(new Date(start - 2 * HOUR).toISOString());
      // When it expires, no time is left before the cut-off: Toby is not offered the place.
      clock.set(new Date(start - 2 * HOUR));
      await sweep();
      const after = await detail(classId);
      expect(after).toMatchObject({ enrolled: 0, offered: 0 });
      expect(after.waitlist.map((e) => [e.dogName, e.status])).toEqual([['Toby', 'waiting']]);
      // The place is free to take: the trainer enrols Toby from the list, which he leaves.
      expect((await enrol(pablo, classId)).status).toBe(201);
      const enrolled = await detail(classId);
      expect(enrolled.roster.map((p) => p.dogName)).toEqual(['Toby']);
      expect(enrolled.waitlist).toEqual([]);
    } finally {
      clock.set(real);
    }
  });

  it('expires an unanswered offer through the sweep and passes the place to the next', async () => {
    await settleEarlierOffers();
    const { classId, placeId } = await fullClassWithQueue();
    await cancelPlace(classId, placeId);
    const [luna] = (await detail(classId)).waitlist;
    const real = clock.now();
    clock.set(new Date(luna!.offerExpiresAt!));
    try {
      const before = (await offerMails(pablo.email)).length;
      const result = await t.app.sweeps.find((s) => s.name === 'waiting list offers')!.run();
      expect(result).toMatchObject({ expired: 1, offered: 1 });
      const after = await detail(classId);
      expect(after.offered).toBe(1);
      expect(after.waitlist.map((e) => [e.dogName, e.status])).toEqual([['Toby', 'offered']]);
      expect((await offerMails(pablo.email)).length).toBe(before + 1);
      // Too late for Marta: her entry is gone with the offer.
      expect((await accept(marta, classId, luna!.id)).status).toBe(404);
      expect(await sweep()).toEqual({ expired: 0, offered: 0 });
    } finally {
      clock.set(real);
    }
  });

  it('closes an offer once when two sweeps run at the same time: one expiry, one next offer', async () => {
    await settleEarlierOffers();
    const { classId, placeId } = await fullClassWithQueue();
    await cancelPlace(classId, placeId);
    const [luna] = (await detail(classId)).waitlist;
    const real = clock.now();
    clock.set(new Date(new Date(luna!.offerExpiresAt!).getTime() + 1000));
    try {
      const before = (await offerMails()).length;
      const results = await Promise.all([sweep(), sweep()]);
      expect(results.reduce((n, r) => n + r.expired, 0)).toBe(1);
      expect(results.reduce((n, r) => n + r.offered, 0)).toBe(1);
      const after = await detail(classId);
      expect(after).toMatchObject({ enrolled: 0, offered: 1 });
      expect(after.waitlist.map((e) => e.status)).toEqual(['offered']);
      expect((await offerMails()).slice(before).map((m) => m.to)).toEqual([pablo.email]);
    } finally {
      clock.set(real);
    }
  });

  it('gives an accept racing the expiry exactly one outcome, never two places or two offers', async () => {
    await settleEarlierOffers();
    for (let round = 0; round < 4; round++) {
      const { classId, placeId } = await fullClassWithQueue();
      await cancelPlace(classId, placeId);
      const [luna] = (await detail(classId)).waitlist;
      const deadline = new Date(luna!.offerExpiresAt!).getTime();
      const target = { classId, entryId: luna!.id };
      const [accepted, expired] = await Promise.allSettled([
        acceptAsOwner(
          t.app.db,
          marta.email,
          target,
          new Date(deadline - 1000),
          t.app.config.appUrl,
        ),
        expireOffers({ db: t.app.db, now: new Date(deadline), appUrl: t.app.config.appUrl }),
      ]);
      const after = await detail(classId);
      expect(after.enrolled + after.offered).toBe(1);
      if (accepted.status === 'fulfilled') {
        expect(expired).toMatchObject({ status: 'fulfilled', value: { expired: 0, offered: 0 } });
        expect(after.roster.map((p) => p.dogName)).toEqual(['Luna']);
        expect(after.waitlist.map((e) => [e.dogName, e.status])).toEqual([['Toby', 'waiting']]);
      } else {
        expect(expired).toMatchObject({ status: 'fulfilled', value: { expired: 1, offered: 1 } });
        expect(after.roster).toEqual([]);
        expect(after.waitlist.map((e) => [e.dogName, e.status])).toEqual([['Toby', 'offered']]);
      }
    }
  });
});
