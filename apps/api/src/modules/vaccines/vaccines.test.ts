import { addDays, addMonths, todayIn } from '@adiestra/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uuidv7 } from '../../lib/ids.ts';
import { runSweeps } from '../../lib/sweeps.ts';
import type { ApiClient } from '../../test/api-client.ts';
import { testClock, trainerTestApp, type TestApp, type Trainer } from '../../test/test-app.ts';

// Issue 31.2: doses, their default expiry by comunidad, the warnings and the owner's one reminder.
const clock = testClock();
let t: TestApp, api: ApiClient, ana: Trainer, bruno: Trainer;
let today: string;
let anaClient: string;

const DAY = 86_400_000;

async function newDog(token: string, clientId: string, name = 'Toby') {
  const res = await api.post('/api/dogs', { name, breed: 'Mestizo', clientId }, token);
  return res.body.data.id as string;
}

async function newClient(token: string, email: string) {
  const res = await api.post(
    '/api/clients',
    { name: 'Carmen Vidal', email, phone: '600000000' },
    token,
  );
  return res.body.data.id as string;
}

const addDose = (dogId: string, body: Record<string, unknown>, token = ana.token) =>
  api.post(`/api/vaccines/dog/${dogId}`, body, token);

beforeAll(async () => {
  ({
    t,
    api,
    trainers: [ana, bruno],
  } = await trainerTestApp(['Ana', 'Bruno'], {}, clock));
  today = todayIn('Europe/Madrid', clock.now());
  anaClient = await newClient(ana.token, 'carmen@example.com');
});
afterAll(() => t.close());

describe('the default expiry by comunidad autónoma', () => {
  it('gives rabies a year in Madrid (the default comunidad), two in Navarra, none asked in Cataluña', async () => {
    const dogId = await newDog(ana.token, anaClient);
    const givenOn = addDays(today, -10);
    expect((await api.get('/api/vaccines/settings', ana.token)).body.data).toEqual({
      region: 'madrid',
    });
    const madrid = await addDose(dogId, { kind: 'rabies', givenOn });
    expect(madrid.status).toBe(201);
    expect(madrid.body.data).toMatchObject({
      kind: 'rabies',
      givenOn,
      expiresOn: addMonths(givenOn, 12),
      status: 'valid',
    });

    const saved = await api.put('/api/vaccines/settings', { region: 'navarra' }, ana.token);
    expect(saved.body).toMatchObject({
      data: { region: 'navarra' },
      message: 'Comunidad autónoma guardada',
    });
    const navarra = await addDose(dogId, { kind: 'rabies', givenOn: addDays(givenOn, 1) });
    expect(navarra.body.data.expiresOn).toBe(addMonths(addDays(givenOn, 1), 24));
    // The other vaccines: a yearly booster wherever the trainer works.
    const polyvalent = await addDose(dogId, { kind: 'polyvalent', givenOn });
    expect(polyvalent.body.data.expiresOn).toBe(addMonths(givenOn, 12));
    // Bruno's comunidad is his own.
    expect((await api.get('/api/vaccines/settings', bruno.token)).body.data.region).toBe('madrid');
    await api.put('/api/vaccines/settings', { region: 'madrid' }, ana.token);
  });

  it('keeps an expiry the trainer typed, and marks the earlier dose of a vaccine superseded', async () => {
    const dogId = await newDog(ana.token, anaClient, 'Nala');
    await addDose(dogId, {
      kind: 'rabies',
      givenOn: addDays(today, -400),
      expiresOn: addDays(today, -35),
    });
    const typed = await addDose(dogId, {
      kind: 'rabies',
      givenOn: addDays(today, -5),
      expiresOn: addDays(today, 25),
    });
    expect(typed.body.data).toMatchObject({
      expiresOn: addDays(today, 25),
      status: 'expiring',
      daysLeft: 25,
    });
    const list = (await api.get(`/api/vaccines/dog/${dogId}`, ana.token)).body.data;
    expect(list.region).toBe('madrid');
    expect(
      list.vaccinations.map((v: { daysLeft: number; superseded: boolean; status: string }) => [
        v.daysLeft,
        v.superseded,
        v.status,
      ]),
    ).toEqual([
      [25, false, 'expiring'],
      [-35, true, 'expired'],
    ]);
  });
});

describe('validation and isolation', () => {
  const cases: [string, Record<string, unknown>, string, string][] = [
    ['unknown kind', { kind: 'gripe', givenOn: '2025-01-01' }, 'kind', 'Selecciona la vacuna'],
    ['no date', { kind: 'rabies' }, 'givenOn', 'La fecha de vacunación no es válida'],
    [
      'impossible date',
      { kind: 'rabies', givenOn: '2025-02-30' },
      'givenOn',
      'La fecha de vacunación no es válida',
    ],
    [
      'other without a name',
      { kind: 'other', givenOn: '2025-01-01' },
      'name',
      'Indica qué vacuna es',
    ],
    [
      'expiry before the dose',
      { kind: 'rabies', givenOn: '2025-01-01', expiresOn: '2024-12-31' },
      'expiresOn',
      'La caducidad debe ser posterior a la fecha de vacunación',
    ],
  ];
  it.each(cases)('%s → 400 with the Spanish message', async (_l, body, field, message) => {
    const dogId = await newDog(ana.token, anaClient, 'Kira');
    const res = await addDose(dogId, body);
    expect(res.status).toBe(400);
    expect(res.body.errors[field]).toBe(message);
    expect((await api.get(`/api/vaccines/dog/${dogId}`, ana.token)).body.data.vaccinations).toEqual(
      [],
    );
  });

  it('refuses a dose given after today and an unknown comunidad', async () => {
    const dogId = await newDog(ana.token, anaClient, 'Rex');
    const res = await addDose(dogId, { kind: 'rabies', givenOn: addDays(today, 1) });
    expect(res.body.errors.givenOn).toBe('La fecha de vacunación no puede ser futura');
    const region = await api.put('/api/vaccines/settings', { region: 'portugal' }, ana.token);
    expect(region.body.errors.region).toBe('Selecciona una comunidad autónoma');
  });

  it('another trainer can neither read, add to nor delete a dog’s doses', async () => {
    const dogId = await newDog(ana.token, anaClient, 'Privado');
    const dose = (await addDose(dogId, { kind: 'polyvalent', givenOn: today })).body.data;
    expect((await api.get(`/api/vaccines/dog/${dogId}`, bruno.token)).status).toBe(404);
    expect((await addDose(dogId, { kind: 'rabies', givenOn: today }, bruno.token)).status).toBe(
      404,
    );
    expect((await api.del(`/api/vaccines/${dose.id}`, bruno.token)).status).toBe(404);
    expect((await api.get(`/api/vaccines/dog/${uuidv7()}`, ana.token)).status).toBe(404);
    expect(
      (await api.get(`/api/vaccines/dog/${dogId}`, ana.token)).body.data.vaccinations,
    ).toHaveLength(1);
    expect((await api.del(`/api/vaccines/${dose.id}`, ana.token)).body.message).toBe(
      'Vacuna eliminada',
    );
    // The database refuses a dose of another trainer's dog whatever the code does.
    await expect(
      t.database.db
        .execute(sql`insert into vaccinations (id, business_id, dog_id, kind, given_on, expires_on)
        values (${uuidv7()}, ${bruno.id}, ${dogId}, 'rabies', ${today}, ${addDays(today, 1)})`),
    ).rejects.toThrow();
  });
});

describe('warnings and the owner’s reminder', () => {
  it('lists the current expiring and expired doses of active dogs on the dashboard', async () => {
    const client = await newClient(bruno.token, 'pablo@example.com');
    const luna = await newDog(bruno.token, client, 'Luna');
    const coco = await newDog(bruno.token, client, 'Coco');
    await addDose(
      luna,
      { kind: 'rabies', givenOn: addDays(today, -300), expiresOn: addDays(today, 10) },
      bruno.token,
    );
    await addDose(
      luna,
      { kind: 'polyvalent', givenOn: addDays(today, -300), expiresOn: addDays(today, 31) },
      bruno.token,
    );
    await addDose(
      coco,
      { kind: 'kennel_cough', givenOn: addDays(today, -400), expiresOn: addDays(today, -1) },
      bruno.token,
    );
    const alerts = (await api.get('/api/vaccines/alerts', bruno.token)).body.data.alerts;
    expect(
      alerts.map((a: { dogName: string; kind: string; status: string; daysLeft: number }) => [
        a.dogName,
        a.kind,
        a.status,
        a.daysLeft,
      ]),
    ).toEqual([
      ['Coco', 'kennel_cough', 'expired', -1],
      ['Luna', 'rabies', 'expiring', 10],
    ]);
    // A new dose replaces the expired one; an inactive dog warns no more.
    await addDose(coco, { kind: 'kennel_cough', givenOn: today }, bruno.token);
    const lunaDog = (await api.get(`/api/dogs/${luna}`, bruno.token)).body.data;
    await api.put(
      `/api/dogs/${luna}`,
      { ...lunaDog, isActive: false, photo: undefined },
      bruno.token,
    );
    expect((await api.get('/api/vaccines/alerts', bruno.token)).body.data.alerts).toEqual([]);
    expect(
      (await api.get('/api/vaccines/alerts', ana.token)).body.data.alerts.map(
        (a: { dogName: string }) => a.dogName,
      ),
    ).not.toContain('Coco');
  });

  it('warns of a dog’s insurance and a PPP dog’s licence as of its doses (issue 45)', async () => {
    const client = await newClient(bruno.token, 'rocio@example.com');
    const create = (body: Record<string, unknown>) =>
      api.post('/api/dogs', { breed: 'Mestizo', clientId: client, ...body }, bruno.token);
    // Rex is PPP: his insurance expires in 8 days and his licence ran out yesterday.
    expect(
      (
        await create({
          name: 'Rex',
          isPpp: true,
          pppLicence: 'PPP-2231',
          pppLicenceExpires: addDays(today, -1),
          insurer: 'Mapfre',
          insuranceExpires: addDays(today, 8),
        })
      ).status,
    ).toBe(201);
    // Far off, or a licence recorded on a dog that is not PPP: nothing to say.
    await create({ name: 'Nube', insurer: 'Mapfre', insuranceExpires: addDays(today, 90) });
    const papers = (await api.get('/api/vaccines/alerts', bruno.token)).body.data.papers;
    expect(
      papers.map((p: { dogName: string; kind: string; status: string; daysLeft: number }) => [
        p.dogName,
        p.kind,
        p.status,
        p.daysLeft,
      ]),
    ).toEqual([
      ['Rex', 'ppp_licence', 'expired', -1],
      ['Rex', 'insurance', 'expiring', 8],
    ]);
    expect((await api.get('/api/vaccines/alerts', ana.token)).body.data.papers).toEqual([]);
  });

  it('mails the owner once, 14 days before a dose expires, through the outbox', async () => {
    const client = await newClient(ana.token, 'ines@example.com');
    const dogId = await newDog(ana.token, client, 'Bimba');
    await addDose(dogId, {
      kind: 'rabies',
      givenOn: addDays(today, -300),
      expiresOn: addDays(today, 20),
    });
    const sweep = async () => (await runSweeps(t.app))['vaccine reminders'];
    const bimbaMails = () => t.mails.filter((m) => m.to === 'ines@example.com');

    expect(await sweep()).toMatchObject({ sent: expect.any(Number) });
    await t.app.outbox.drain();
    expect(bimbaMails()).toHaveLength(0);

    clock.advance(6 * DAY);
    await sweep();
    await t.app.outbox.drain();
    expect(bimbaMails()).toHaveLength(1);
    expect(bimbaMails()[0]!.subject).toBe('La vacuna de Bimba caduca pronto');
    expect(bimbaMails()[0]!.text).toContain('Rabia');

    // Again, later, and twice at once: nothing more for this dose.
    clock.advance(DAY);
    await Promise.all([sweep(), sweep()]);
    await t.app.outbox.drain();
    expect(bimbaMails()).toHaveLength(1);
    clock.set(new Date(clock.now().getTime() - 7 * DAY));
  });
});
