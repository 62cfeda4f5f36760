import {
  BOOKING_CONTACT_MESSAGE,
  CLASS_MESSAGES,
  CLASS_REQUEST_MESSAGES,
  addDays,
  todayIn,
} from '@adiestra/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { createRecord, type ApiClient } from '../../test/api-client.ts';
import { OWNER, asOwner, bookFor, signInOwner } from '../../test/owner-fixtures.ts';
import { serviceBody } from '../../test/service-fixtures.ts';
import { testClock, trainerTestApp, type TestApp, type Trainer } from '../../test/test-app.ts';

/**
 * Issue 29 (decisions 0090, 0091): the booking page lists a trainer's upcoming classes with free
 * places and nothing of who holds them; a visitor asks for a place, the trainer approves and the
 * dog is enrolled (or, the class filled meanwhile, told so with nothing changed, and may put the
 * dog on the waiting list); known clients enrol directly or ask, as the trainer chose in Ajustes.
 */
const clock = testClock();
let t: TestApp, api: ApiClient, lucia: Trainer, bruno: Trainer;
const today = () => todayIn('Europe/Madrid', clock.now());
const inDays = (days: number) => addDays(today(), days);
const REQUESTS = '/api/appointments/requests';
const services = new Map<string, string>();
let strangerClientId: string, strangerDogId: string;

async function groupService(trainer: Trainer, overrides: Record<string, unknown> = {}) {
  const body = serviceBody({ name: 'Cachorros', kind: 'group', duration: 60, ...overrides });
  return (await createRecord(api, '/api/services', body, trainer.token)).id as string;
}

async function createClass(trainer: Trainer, date: string, places = 3, serviceId?: string) {
  const res = await api.post(
    '/api/classes',
    {
      serviceId: serviceId ?? services.get(trainer.id),
      date,
      time: '18:00',
      duration: 60,
      place: 'Parque del Retiro',
      places,
    },
    trainer.token,
  );
  expect(res.status).toBe(201);
  return res.body.data.classes[0].id as string;
}

const listFor = async (educator: string) =>
  (await api.get(`/api/public/educators/${educator}/classes`)).body.data.classes as {
    id: string;
    free: number;
  }[];

const visitor = (classId: string, overrides: Record<string, unknown> = {}) => ({
  educatorId: lucia.id,
  classId,
  clientName: 'Irene Soler',
  clientEmail: 'irene.soler@example.com',
  clientPhone: '+34 611 222 333',
  dogName: 'Kira',
  dogBreed: 'Beagle',
  dogAge: 0.5,
  consent: true,
  ...overrides,
});

async function askForPlace(classId: string, overrides: Record<string, unknown> = {}) {
  const res = await api.post('/api/public/classes/request', visitor(classId, overrides));
  expect(res.status).toBe(201);
  return res.body.data.id as string;
}

const rosterOf = async (classId: string) =>
  (await api.get(`/api/classes/${classId}`, lucia.token)).body.data as {
    enrolled: number;
    roster: { id: string; dogName: string; clientName: string }[];
    waitlist: { dogName: string }[];
  };

async function fillWithStranger(classId: string) {
  const res = await api.post(
    `/api/classes/${classId}/enrolments`,
    { clientId: strangerClientId, dogId: strangerDogId },
    lucia.token,
  );
  expect(res.status).toBe(201);
}

const mailsTo = (to: string) => t.mails.filter((m) => m.to === to);

beforeAll(async () => {
  ({
    t,
    api,
    trainers: [lucia, bruno],
  } = await trainerTestApp(['Lucía', 'Bruno'], {}, clock));
  services.set(lucia.id, await groupService(lucia));
  services.set(bruno.id, await groupService(bruno));
  const stranger = await createRecord(
    api,
    '/api/clients',
    { name: 'Otro Dueño', email: 'otro.dueno@example.com', phone: '611999888' },
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

describe('Clases en grupo on the booking page', () => {
  it("lists only the trainer's upcoming classes of visible group services, full ones as 0 free, with no one's data", async () => {
    const open = await createClass(lucia, inDays(3));
    const full = await createClass(lucia, inDays(4), 1);
    await fillWithStranger(full);
    const cancelled = await createClass(lucia, inDays(5));
    await api.post(`/api/classes/${cancelled}/cancel`, {}, lucia.token);
    const hidden = await createClass(
      lucia,
      inDays(3),
      3,
      await groupService(lucia, { name: 'Privada', isPublic: false }),
    );
    const brunos = await createClass(bruno, inDays(3));
    const res = await api.get(`/api/public/educators/${lucia.id}/classes`);
    expect(res.status).toBe(200);
    const ids = res.body.data.classes.map((c: { id: string }) => c.id);
    expect(ids).toContain(open);
    expect(ids).toContain(full);
    expect(ids).not.toContain(cancelled);
    expect(ids).not.toContain(hidden);
    expect(ids).not.toContain(brunos);
    const shown = res.body.data.classes.find((c: { id: string }) => c.id === open);
    expect(shown).toEqual({
      id: open,
      serviceName: 'Cachorros',
      date: inDays(3),
      time: '18:00',
      duration: 60,
      place: 'Parque del Retiro',
      free: 3,
      minAgeMonths: null,
      maxAgeMonths: null,
      priceCents: 3500,
      payment: 'price',
      documents: [],
    });
    expect(res.body.data.classes.find((c: { id: string }) => c.id === full).free).toBe(0);
    const text = JSON.stringify(res.body);
    for (const secret of ['Rex', 'Otro', 'otro.dueno@example.com', '611999888'])
      expect(text).not.toContain(secret);
    expect((await api.get('/api/public/educators/nadie/classes')).status).toBe(404);
  });

  it('refuses a full class, a class of another trainer and a bad form, storing nothing', async () => {
    const full = await createClass(lucia, inDays(6), 1);
    await fillWithStranger(full);
    const res = await api.post('/api/public/classes/request', visitor(full));
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(CLASS_REQUEST_MESSAGES.full);
    const brunos = await createClass(bruno, inDays(6));
    const other = await api.post('/api/public/classes/request', visitor(brunos));
    expect(other.status).toBe(404);
    expect(other.body.message).toBe(CLASS_MESSAGES.notFound);
    const open = await createClass(lucia, inDays(6));
    const bad = await api.post('/api/public/classes/request', visitor(open, { dogName: ' ' }));
    expect(bad.status).toBe(400);
    expect(bad.body.errors.dogName).toEqual(expect.stringContaining('mascota'));
    const noConsent = await api.post(
      '/api/public/classes/request',
      visitor(open, { consent: false }),
    );
    expect(noConsent.status).toBe(400);
    const pending = (await api.get(`${REQUESTS}?status=PENDING&limit=100`, lucia.token)).body.data
      .requests as { classId: string | null }[];
    expect(pending.filter((r) => r.classId === full || r.classId === open)).toEqual([]);
  });

  it("a place's receipt names the class's day and time, not a preferred date (issue 45)", async () => {
    const classId = await createClass(lucia, inDays(8));
    await askForPlace(classId, { clientEmail: 'recibo.clase@example.com' });
    await t.app.outbox.drain();
    const [receipt] = mailsTo('recibo.clase@example.com');
    expect(receipt!.text).toContain('Clase');
    expect(receipt!.text).toContain('18:00');
    expect(receipt!.text).not.toContain('Fecha preferida');
  });

  it('takes a place asked for with a phone only: the trainer is told, no receipt (issue 45)', async () => {
    const classId = await createClass(lucia, inDays(8));
    const trainerMails = mailsTo(lucia.email).length;
    const sent = t.mails.length;
    await askForPlace(classId, { clientEmail: '', clientPhone: '+34 600 333 444' });
    await t.app.outbox.drain();
    expect(t.mails.slice(sent).map((m) => m.to)).toEqual([lucia.email]);
    expect(mailsTo(lucia.email).length).toBe(trainerMails + 1);
    const none = await api.post(
      '/api/public/classes/request',
      visitor(classId, { clientEmail: '', clientPhone: '' }),
    );
    expect(none.status).toBe(400);
    expect(none.body.errors.clientEmail).toBe(BOOKING_CONTACT_MESSAGE);
  });

  it('a request → the trainer approves → the dog is on the roster and the owner is mailed', async () => {
    const classId = await createClass(lucia, inDays(7));
    const before = mailsTo('irene.soler@example.com').length;
    const id = await askForPlace(classId);
    const [request] = (await api.get(`${REQUESTS}?status=PENDING&search=irene`, lucia.token)).body
      .data.requests;
    expect(request).toMatchObject({ id, classId, source: 'public', requestedDate: inDays(7) });
    // A pending request holds no place (decision 0091).
    expect((await listFor(lucia.id)).find((c) => c.id === classId)!.free).toBe(3);
    // Its approval is the class's, never an appointment.
    const asAppointment = await api.post(
      `${REQUESTS}/${id}/approve`,
      { scheduledDate: inDays(7), scheduledTime: '18:00' },
      lucia.token,
    );
    expect(asAppointment.status).toBe(409);
    expect(asAppointment.body.message).toBe(CLASS_REQUEST_MESSAGES.notAppointment);
    // Another trainer cannot approve it.
    expect((await api.post(`${REQUESTS}/${id}/approve-class`, {}, bruno.token)).status).toBe(404);
    const res = await api.post(`${REQUESTS}/${id}/approve-class`, {}, lucia.token);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(CLASS_REQUEST_MESSAGES.approved);
    expect(res.body.data).toMatchObject({ outcome: 'enrolled', request: { status: 'APPROVED' } });
    const roster = await rosterOf(classId);
    expect(roster.enrolled).toBe(1);
    expect(roster.roster).toEqual([
      expect.objectContaining({ dogName: 'Kira', clientName: 'Irene Soler' }),
    ]);
    await t.app.outbox.drain();
    const mails = mailsTo('irene.soler@example.com').slice(before);
    // One confirmation of the place (decision 0100), with the class as a calendar file.
    const confirmations = mails.filter((m) => m.subject.startsWith('Plaza confirmada: Cachorros'));
    expect(confirmations).toHaveLength(1);
    expect(confirmations[0]!.attachments?.[0]?.filename).toBe('clase.ics');
    expect(confirmations[0]!.attachments?.[0]?.content as string).toContain(
      `UID:class-place-${roster.roster[0]!.id}@adiestra`,
    );
    expect((await api.post(`${REQUESTS}/${id}/approve-class`, {}, lucia.token)).status).toBe(409);
  });

  it('approving when the class filled meanwhile says so and changes nothing; the dog can wait instead', async () => {
    const classId = await createClass(lucia, inDays(8), 1);
    const id = await askForPlace(classId, {
      clientEmail: 'lleno@example.com',
      clientName: 'Sara Lleno',
      dogName: 'Nube',
    });
    await fillWithStranger(classId);
    const clients = async () =>
      (await api.get('/api/clients?search=lleno', lucia.token)).body.data.clients.length;
    const res = await api.post(`${REQUESTS}/${id}/approve-class`, {}, lucia.token);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(CLASS_REQUEST_MESSAGES.fullOnApprove);
    expect(await clients()).toBe(0);
    const pending = (await api.get(`${REQUESTS}?status=PENDING&search=lleno`, lucia.token)).body
      .data.requests;
    expect(pending).toHaveLength(1);
    expect((await rosterOf(classId)).enrolled).toBe(1);
    const waiting = await api.post(
      `${REQUESTS}/${id}/approve-class`,
      { waitlist: true },
      lucia.token,
    );
    expect(waiting.status).toBe(200);
    expect(waiting.body.data.outcome).toBe('waitlisted');
    expect((await rosterOf(classId)).waitlist.map((w) => w.dogName)).toEqual(['Nube']);
    await t.app.outbox.drain();
    expect(mailsTo('lleno@example.com').map((m) => m.subject)).toEqual(
      expect.arrayContaining([expect.stringContaining('Lista de espera')]),
    );
  });

  it('a rejection tells the owner about the class', async () => {
    const classId = await createClass(lucia, inDays(9));
    const id = await askForPlace(classId, { clientEmail: 'rechazada@example.com' });
    const res = await api.post(
      `${REQUESTS}/${id}/reject`,
      { reason: 'Grupo de nivel avanzado' },
      lucia.token,
    );
    expect(res.status).toBe(200);
    await t.app.outbox.drain();
    const mail = mailsTo('rechazada@example.com').at(-1)!;
    expect(mail.text).toContain('plaza que pediste en la clase Cachorros');
    expect(mail.text).toContain('Grupo de nivel avanzado');
  });
});

describe('Known clients: direct enrolment or a request (Ajustes)', () => {
  const EMAIL = 'cliente.conocida@example.com';
  let owner: ReturnType<typeof asOwner>;
  let dogId: string;
  const setMode = (classEnrolment: string) =>
    api.put(
      '/api/owner-area/settings',
      { cancellationNoticeHours: 24, classEnrolment },
      lucia.token,
    );

  beforeAll(async () => {
    await bookFor(t, api, lucia, EMAIL, { date: inDays(10), time: '09:00' }, { dogName: 'Luna' });
    owner = asOwner(api, { cookie: await signInOwner(t, api, EMAIL) });
    const [dog] = await t.database.sql<{ id: string }[]>`
      select d.id from dogs d join clients c on c.id = d.client_id
      where lower(c.email) = ${EMAIL} and d.business_id = ${lucia.id}`;
    dogId = dog!.id;
  });

  it('by default enrols directly, and a request is refused', async () => {
    const classId = await createClass(lucia, inDays(11));
    const asked = await owner.post(`${OWNER}/classes/${classId}/requests`, { dogId });
    expect(asked.status).toBe(409);
    expect(asked.body.message).toBe(CLASS_REQUEST_MESSAGES.directOnly);
    const res = await owner.post(`${OWNER}/classes/${classId}/enrolments`, { dogId });
    expect(res.status).toBe(201);
    expect((await rosterOf(classId)).enrolled).toBe(1);
  });

  it('with requests, the owner asks once, the trainer is told and approving enrols', async () => {
    expect((await setMode('request')).status).toBe(200);
    const classId = await createClass(lucia, inDays(12));
    const direct = await owner.post(`${OWNER}/classes/${classId}/enrolments`, { dogId });
    expect(direct.status).toBe(409);
    expect(direct.body.message).toBe(CLASS_REQUEST_MESSAGES.requestsOnly);
    const trainerMails = mailsTo(lucia.email).length;
    const asked = await owner.post(`${OWNER}/classes/${classId}/requests`, { dogId });
    expect(asked.status).toBe(201);
    expect(asked.body.message).toBe(CLASS_REQUEST_MESSAGES.sent);
    const again = await owner.post(`${OWNER}/classes/${classId}/requests`, { dogId });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(CLASS_REQUEST_MESSAGES.alreadyRequested);
    const shown = (await owner.get(`${OWNER}/classes`)).body.data.classes.find(
      (c: { id: string }) => c.id === classId,
    );
    expect(shown.enrolment).toBe('request');
    expect(shown.dogs[0]).toMatchObject({ id: dogId, requestPending: true, enrolmentId: null });
    await t.app.outbox.drain();
    expect(mailsTo(lucia.email).length).toBe(trainerMails + 1);
    const [request] = (await api.get(`${REQUESTS}?status=PENDING&dogId=${dogId}`, lucia.token)).body
      .data.requests;
    expect(request).toMatchObject({ classId, source: 'owner', dogId, dogName: 'Luna' });
    const res = await api.post(`${REQUESTS}/${request.id}/approve-class`, {}, lucia.token);
    expect(res.status).toBe(200);
    expect((await rosterOf(classId)).roster.map((p) => p.dogName)).toEqual(['Luna']);
    const after = (await owner.get(`${OWNER}/classes`)).body.data.classes.find(
      (c: { id: string }) => c.id === classId,
    );
    expect(after.dogs[0]).toMatchObject({ requestPending: false, enrolmentId: expect.any(String) });
    expect((await setMode('direct')).status).toBe(200);
  });

  it("keeps trainers apart: Bruno's setting and classes are his own", async () => {
    expect((await api.get('/api/owner-area/settings', bruno.token)).body.data.classEnrolment).toBe(
      'direct',
    );
    const brunos = await createClass(bruno, inDays(12));
    const asked = await owner.post(`${OWNER}/classes/${brunos}/requests`, { dogId });
    expect(asked.status).toBe(404);
    expect((await api.post(`${OWNER}/classes/${brunos}/requests`, { dogId })).status).toBe(401);
  });
});
