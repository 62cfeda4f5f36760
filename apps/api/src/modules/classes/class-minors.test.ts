import { CLASS_MAIL_TEXTS, CLASS_MESSAGES, formatCents } from '@adiestra/shared';
import { describe, expect, it } from 'vitest';
import type { Mail } from '../../lib/mailer.ts';
import { runSweeps } from '../../lib/sweeps.ts';
import { createRecord } from '../../test/api-client.ts';
import { classOwner } from '../../test/class-fixtures.ts';
import { moneyFixture } from '../../test/money-fixture.ts';
import { OWNER } from '../../test/owner-fixtures.ts';

/**
 * Issue 45, classes and courses minors: one cancel of a class with a reason its owners read; a
 * bono session given back is said so; offers and confirmations give the price and name a course;
 * an owner's cancel (late, or of a course) is confirmed to them and made known to the business;
 * no reminder right after a confirmation; no enrolment into a class already begun.
 */
const money = moneyFixture('Menores');
const { clock, inDays, startOf, client, at } = money;
let owners = 0;

async function mailsSince(before: number, to: string) {
  await money.world().t.app.outbox.drain();
  return money
    .world()
    .t.mails.slice(before)
    .filter((m) => m.to === to);
}
const subjects = (mails: Mail[]) => mails.map((m) => m.subject);

async function createClass(body: Record<string, unknown> = {}, date = inDays(5)) {
  const { api, lucia, serviceId } = money.world();
  const res = await api.post(
    '/api/classes',
    { serviceId, date, time: '18:00', duration: 60, places: 3, place: 'Retiro', ...body },
    lucia.token,
  );
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data.classes[0] as { id: string; date: string };
}

async function enrol(classId: string, who: { clientId: string; dogIds: string[] }) {
  const { api, lucia } = money.world();
  return api.post(
    `/api/classes/${classId}/enrolments`,
    { clientId: who.clientId, dogId: who.dogIds[0] },
    lucia.token,
  );
}
const emailOf = (n: number) => `menores${n}@example.com`;
let clients = 0;
async function clientWithMail(options: { bono?: boolean } = {}) {
  const made = await client(options);
  clients += 1;
  return { ...made, email: emailOf(clients) };
}

/** An owner signed in to Mi área, with a bono of Lucía's when `bono`. */
async function areaOwner(bono = false) {
  const { t, api, lucia, templateId } = money.world();
  owners += 1;
  const email = `menores.area${owners}@example.com`;
  const owner = await classOwner(t, api, lucia, email, `Kira ${owners}`, 40 + owners);
  if (bono)
    await createRecord(
      api,
      '/api/bonos',
      { templateId, clientId: owner.clientId, soldOn: inDays(0) },
      lucia.token,
    );
  return owner;
}

describe('cancelling a class (items 1, 2)', () => {
  it("takes an optional reason that reaches each owner's mail, which says the bono session came back", async () => {
    const { api, lucia, t } = money.world();
    const cls = await createClass({ payment: 'bono_enrolment' });
    const withBono = await clientWithMail({ bono: true });
    const paying = await clientWithMail();
    expect((await enrol(cls.id, withBono)).status).toBe(201);
    expect((await enrol(cls.id, paying)).status).toBe(201);
    const before = t.mails.length;
    const res = await api.post(
      `/api/classes/${cls.id}/cancel`,
      { reason: 'Previsión de tormenta' },
      lucia.token,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const [toBono] = await mailsSince(before, withBono.email);
    expect(toBono!.subject).toMatch(/^Cancelada: /);
    expect(toBono!.text).toContain('Motivo: Previsión de tormenta');
    expect(toBono!.text).toContain(CLASS_MAIL_TEXTS.bonoReturned);
    const [toPaying] = await mailsSince(before, paying.email);
    expect(toPaying!.text).toContain('Motivo: Previsión de tormenta');
    expect(toPaying!.text).not.toContain(CLASS_MAIL_TEXTS.bonoReturned);
  });

  it('still cancels with no body at all, and then names no reason', async () => {
    const { api, lucia, t } = money.world();
    const cls = await createClass();
    const ana = await clientWithMail();
    await enrol(cls.id, ana);
    const before = t.mails.length;
    expect((await api.post(`/api/classes/${cls.id}/cancel`, undefined, lucia.token)).status).toBe(
      200,
    );
    const [mail] = await mailsSince(before, ana.email);
    expect(mail!.text).not.toContain('Motivo:');
  });

  it('tells the owner a place the trainer gave up in time gave their bono session back', async () => {
    const { api, lucia, t } = money.world();
    const cls = await createClass({ payment: 'bono_enrolment' });
    const ana = await clientWithMail({ bono: true });
    await enrol(cls.id, ana);
    const detail = await api.get(`/api/classes/${cls.id}`, lucia.token);
    const placeId = detail.body.data.roster[0].id as string;
    const before = t.mails.length;
    await api.post(`/api/classes/${cls.id}/enrolments/${placeId}/cancel`, {}, lucia.token);
    const cancelled = (await mailsSince(before, ana.email)).filter((m) =>
      m.subject.startsWith('Plaza cancelada'),
    );
    expect(cancelled).toHaveLength(1);
    expect(cancelled[0]!.text).toContain(CLASS_MAIL_TEXTS.bonoReturned);
  });
});

describe('offers and confirmations (item 3)', () => {
  it('give the price in euros, or the bono session the place used', async () => {
    const { t } = money.world();
    const cls = await createClass({ priceCents: 1800 });
    const ana = await clientWithMail();
    const before = t.mails.length;
    await enrol(cls.id, ana);
    const [confirmed] = await mailsSince(before, ana.email);
    expect(confirmed!.text).toContain(`Precio`);
    expect(confirmed!.text).toContain(formatCents(1800));

    const byBono = await createClass({ payment: 'bono_enrolment' });
    const bea = await clientWithMail({ bono: true });
    const from = t.mails.length;
    await enrol(byBono.id, bea);
    const [withBono] = await mailsSince(from, bea.email);
    expect(withBono!.text).toContain('1 sesión de tu bono');
  });

  it('offer a freed place with its price', async () => {
    const { api, lucia, t } = money.world();
    const cls = await createClass({ places: 1, priceCents: 1200 });
    const first = await clientWithMail();
    const waiting = await clientWithMail();
    await enrol(cls.id, first);
    const joined = await api.post(
      `/api/classes/${cls.id}/waitlist`,
      { clientId: waiting.clientId, dogId: waiting.dogIds[0] },
      lucia.token,
    );
    expect(joined.status, JSON.stringify(joined.body)).toBe(201);
    const placeId = (await api.get(`/api/classes/${cls.id}`, lucia.token)).body.data.roster[0]
      .id as string;
    const before = t.mails.length;
    await api.post(`/api/classes/${cls.id}/enrolments/${placeId}/cancel`, {}, lucia.token);
    const [offer] = (await mailsSince(before, waiting.email)).filter((m) =>
      m.subject.startsWith('Plaza libre:'),
    );
    expect(offer!.text).toContain(formatCents(1200));
  });

  it("speak of a course by name, not of a class's place", async () => {
    const { api, lucia, t, serviceId } = money.world();
    const course = await api.post(
      '/api/courses',
      {
        name: 'Obediencia de otoño',
        serviceId,
        date: inDays(20),
        time: '10:00',
        duration: 60,
        place: 'Retiro',
        count: 2,
        places: 3,
        priceCents: 6000,
      },
      lucia.token,
    );
    expect(course.status, JSON.stringify(course.body)).toBe(201);
    const ana = await clientWithMail();
    const before = t.mails.length;
    const res = await api.post(
      `/api/courses/${course.body.data.id}/enrolments`,
      { clientId: ana.clientId, dogId: ana.dogIds[0] },
      lucia.token,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const [mail] = await mailsSince(before, ana.email);
    expect(mail!.text).toContain('curso «Obediencia de otoño»');
    expect(mail!.text).toContain(formatCents(6000));
    expect(mail!.text).not.toContain('cancela la plaza en Mi área');
  });
});

describe("an owner's cancel (items 2, 4)", () => {
  it('in time: confirmed to the owner, the bono session back, and the business told', async () => {
    const { t, lucia } = money.world();
    const cls = await createClass({ payment: 'bono_enrolment' });
    const owner = await areaOwner(true);
    const enrolled = await owner.session.post(`${OWNER}/classes/${cls.id}/enrolments`, {
      dogId: owner.dogId,
    });
    expect(enrolled.status, JSON.stringify(enrolled.body)).toBe(201);
    const { api } = money.world();
    const placeId = (await api.get(`/api/classes/${cls.id}`, lucia.token)).body.data.roster[0]
      .id as string;
    const before = t.mails.length;
    const res = await owner.session.post(
      `${OWNER}/classes/${cls.id}/enrolments/${placeId}/cancel`,
      {},
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const [toOwner] = (await mailsSince(before, owner.email)).filter((m) =>
      m.subject.startsWith('Plaza cancelada'),
    );
    expect(toOwner!.text).toContain(CLASS_MAIL_TEXTS.bonoReturned);
    const toTrainer = await mailsSince(before, lucia.email);
    expect(subjects(toTrainer).filter((s) => s.includes('ha cancelado su plaza'))).toHaveLength(1);
  });

  it('late: confirmed to the owner (the session kept) and the business told', async () => {
    const { t, lucia, api } = money.world();
    const cls = await createClass({ payment: 'bono_enrolment' }, inDays(3));
    const owner = await areaOwner(true);
    await owner.session.post(`${OWNER}/classes/${cls.id}/enrolments`, { dogId: owner.dogId });
    const placeId = (await api.get(`/api/classes/${cls.id}`, lucia.token)).body.data.roster[0]
      .id as string;
    const before = t.mails.length;
    await at(new Date(startOf(cls.date).getTime() - 3 * 3600_000), async () => {
      const res = await owner.session.post(
        `${OWNER}/classes/${cls.id}/enrolments/${placeId}/cancel`,
        {},
      );
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const [toOwner] = (await mailsSince(before, owner.email)).filter((m) =>
        m.subject.startsWith('Plaza cancelada'),
      );
      expect(toOwner!.text).toContain(CLASS_MAIL_TEXTS.bonoKept);
      const [notice] = (await mailsSince(before, lucia.email)).filter((m) =>
        m.subject.includes('ha cancelado su plaza'),
      );
      expect(notice!.text).toContain('con poca antelación');
    });
  });

  it('of a course enrolment: confirmed to the owner and the business told', async () => {
    const { t, lucia, api, serviceId } = money.world();
    const course = await api.post(
      '/api/courses',
      {
        name: 'Paseo sin tirones',
        serviceId,
        date: inDays(25),
        time: '11:00',
        duration: 60,
        place: 'Retiro',
        count: 2,
        places: 3,
        priceCents: 5000,
      },
      lucia.token,
    );
    const courseId = course.body.data.id as string;
    const owner = await areaOwner();
    const enrolled = await owner.session.post(`${OWNER}/courses/${courseId}/enrolments`, {
      dogId: owner.dogId,
    });
    expect(enrolled.status, JSON.stringify(enrolled.body)).toBe(201);
    const detail = await api.get(`/api/courses/${courseId}`, lucia.token);
    const enrolmentId = detail.body.data.enrolments[0].id as string;
    const before = t.mails.length;
    const res = await owner.session.post(
      `${OWNER}/courses/${courseId}/enrolments/${enrolmentId}/cancel`,
      {},
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const [toOwner] = (await mailsSince(before, owner.email)).filter((m) =>
      m.subject.startsWith('Plaza cancelada'),
    );
    expect(toOwner!.text).toContain('curso «Paseo sin tirones»');
    const notices = (await mailsSince(before, lucia.email)).filter((m) =>
      m.subject.includes('su plaza en el curso Paseo sin tirones'),
    );
    expect(notices).toHaveLength(1);
  });
});

describe('no reminder right after a confirmation (item 5)', () => {
  it('a place confirmed inside the reminder window is not reminded; one confirmed before is', async () => {
    const { t } = money.world();
    const cls = await createClass({}, inDays(2));
    const early = await clientWithMail();
    await enrol(cls.id, early);
    const late = await clientWithMail();
    const before = t.mails.length;
    // 2 h before the class (inside the default 24 h lead): the confirmation tells them all.
    await at(new Date(startOf(cls.date).getTime() - 2 * 3600_000), async () => {
      expect((await enrol(cls.id, late)).status).toBe(201);
      await runSweeps(t.app);
    });
    const reminders = (mails: Mail[]) => mails.filter((m) => /^Recordatorio: /.test(m.subject));
    expect(reminders(await mailsSince(before, late.email))).toEqual([]);
    expect(reminders(await mailsSince(before, early.email))).toHaveLength(1);
  });
});

describe('no enrolment into a class already begun (item 6)', () => {
  it('is refused to the owner with the clear message; the trainer may add a dog that turned up', async () => {
    const { api, lucia } = money.world();
    const cls = await createClass({ places: 5 }, inDays(4));
    const ana = await clientWithMail();
    const owner = await areaOwner();
    // Ten minutes into the class, the same day.
    await at(new Date(startOf(cls.date).getTime() + 10 * 60_000), async () => {
      const byOwner = await owner.session.post(`${OWNER}/classes/${cls.id}/enrolments`, {
        dogId: owner.dogId,
      });
      expect(byOwner.status).toBe(409);
      expect(byOwner.body.message).toBe(CLASS_MESSAGES.started);
      expect((await enrol(cls.id, ana)).status).toBe(201);
    });
    const roster = (await api.get(`/api/classes/${cls.id}`, lucia.token)).body.data.roster;
    expect(roster.map((p: { dogId: string }) => p.dogId)).toEqual(ana.dogIds);
    expect(clock.now().getTime()).toBeLessThan(startOf(cls.date).getTime());
  });
});
