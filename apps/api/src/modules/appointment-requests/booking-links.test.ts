import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createRecord, type ApiClient } from '../../test/api-client.ts';
import {
  createPendingRequest,
  inDays,
  internalRequest,
  offerTime,
} from '../../test/booking-fixtures.ts';
import { trainerTestApp, type TestApp, type Trainer } from '../../test/test-app.ts';

/**
 * Issue 13: every booking belongs to one of the trainer's clients and dogs. Approving a public
 * request links it to the client with the owner's e-mail (case and accents ignored) and to that
 * client's dog of the same name, or creates them in the same transaction. Issue 28: the same
 * phone alone is only a suggestion.
 */
let t: TestApp, api: ApiClient, lucia: Trainer, other: Trainer;
const URL = '/api/appointments/requests';

beforeAll(async () => {
  ({
    t,
    api,
    trainers: [lucia, other],
  } = await trainerTestApp(['Lucía', 'Otro']));
  return t.close;
});

let day = 28;
/** A fresh future day for each booking, so no two of them compete for a time. */
const nextDay = () => inDays(day++);

async function client(body: Record<string, string>, token = lucia.token) {
  return createRecord<{ id: string }>(api, '/api/clients', body, token);
}
async function dog(clientId: string, name: string, token = lucia.token) {
  return createRecord<{ id: string }>(
    api,
    '/api/dogs',
    { name, breed: 'Mestizo', clientId },
    token,
  );
}
async function publicRequest(overrides: Record<string, unknown>, trainer = lucia) {
  const date = nextDay();
  const id = await createPendingRequest(api, trainer, {
    preferredDate: date,
    preferredTime: '10:00',
    ...overrides,
  });
  return { id, date };
}
const approve = (
  request: { id: string; date: string },
  extra: Record<string, unknown> = {},
  token = lucia.token,
) =>
  api.post(
    `${URL}/${request.id}/approve`,
    { scheduledDate: request.date, scheduledTime: '10:00', ...extra },
    token,
  );
const countClients = async (trainer: Trainer) =>
  (await api.get('/api/clients/stats', trainer.token)).body.data as {
    totalClients: number;
    totalDogs: number;
  };

describe('approving a public request', () => {
  it('links to the client with that e-mail, ignoring case and accents, and its dog by name', async () => {
    // An e-mail with accents can only come from older data (the forms refuse one today).
    const owner = await client({
      name: 'Inés Ibáñez',
      email: 'ines.ibanez@example.com',
      phone: '699111222',
    });
    await t.database.db.execute(
      sql`update clients set email = 'inés.ibáñez@example.com' where id = ${owner.id}`,
    );
    const toby = await dog(owner.id, 'Tobías');
    await dog(owner.id, 'Kira');
    const request = await publicRequest({
      clientName: 'Ines Ibanez',
      clientEmail: 'INES.IBANEZ@Example.com',
      clientPhone: '+34 600 000 001',
      dogName: 'TOBIAS',
    });

    const match = await api.get(`${URL}/${request.id}/match`, lucia.token);
    expect(match.status).toBe(200);
    expect(match.body.data).toEqual({
      client: { id: owner.id, label: 'Inés Ibáñez', matchedBy: 'email' },
      dog: { id: toby.id, label: 'Tobías' },
    });

    const before = await countClients(lucia);
    const res = await approve(request);
    expect(res.status).toBe(200);
    expect(res.body.data.appointment).toMatchObject({ clientId: owner.id, dogId: toby.id });
    expect(res.body.data.request).toMatchObject({ clientId: owner.id, dogId: toby.id });
    expect(await countClients(lucia)).toEqual(before);

    // The client's and the dog's pages list it.
    const ofClient = await api.get(`/api/appointments?clientId=${owner.id}`, lucia.token);
    expect(ofClient.body.data.appointments.map((a: { id: string }) => a.id)).toEqual([
      res.body.data.appointment.id,
    ]);
    const ofDog = await api.get(`${URL}?dogId=${toby.id}`, lucia.token);
    expect(ofDog.body.data.requests.map((r: { id: string }) => r.id)).toEqual([request.id]);
  });

  it('only suggests a client by phone (E.164) when the e-mail differs, and links it only when chosen (issue 28)', async () => {
    const owner = await client({
      name: 'Raúl Peña',
      email: 'raul@example.com',
      phone: '612 34 56 78',
    });
    const request = await publicRequest({
      clientEmail: 'otro.correo@example.com',
      clientPhone: '+34612345678',
      dogName: 'Nala',
    });
    const match = await api.get(`${URL}/${request.id}/match`, lucia.token);
    expect(match.body.data).toEqual({
      client: { id: owner.id, label: 'Raúl Peña', matchedBy: 'phone' },
      dog: null,
    });

    // Without the trainer's choice the phone alone links nothing: a new client.
    const res = await approve(request);
    expect(res.status).toBe(200);
    expect(res.body.data.appointment.clientId).not.toBe(owner.id);

    // Chosen in the dialog, it is linked; no dog of that name under Raúl: it is created under him.
    const again = await publicRequest({
      clientEmail: 'otro.correo2@example.com',
      clientPhone: '+34 612 345 678',
      dogName: 'Nala',
    });
    const chosen = await approve(again, { clientId: owner.id });
    expect(chosen.status).toBe(200);
    expect(chosen.body.data.appointment.clientId).toBe(owner.id);
    const dogs = await api.get(`/api/dogs/client/${owner.id}`, lucia.token);
    expect(dogs.body.data.dogs).toEqual([
      expect.objectContaining({ id: chosen.body.data.appointment.dogId, name: 'Nala' }),
    ]);
  });

  it('creates the client and the dog when none matches, in the same step', async () => {
    const request = await publicRequest({
      clientName: 'Nuria Soler Vidal',
      clientEmail: 'nuria.soler@example.com',
      clientPhone: '633 444 555',
      dogName: 'Pipa',
      dogBreed: 'Beagle',
      dogAge: 4,
    });
    expect((await api.get(`${URL}/${request.id}/match`, lucia.token)).body.data).toEqual({
      client: null,
      dog: null,
    });
    const res = await approve(request);
    expect(res.status).toBe(200);
    const { clientId, dogId } = res.body.data.appointment;
    const created = await api.get(`/api/clients/${clientId}`, lucia.token);
    expect(created.body.data).toMatchObject({
      firstName: 'Nuria',
      lastName: 'Soler Vidal',
      email: 'nuria.soler@example.com',
      phone: '633 444 555',
      dogs: [expect.objectContaining({ id: dogId, name: 'Pipa', breed: 'Beagle', age: 4 })],
    });
  });

  it('follows the choice of the approve dialog: another client and dog, or a new one', async () => {
    const owner = await client({
      name: 'Sara Gil',
      email: 'sara.gil@example.com',
      phone: '644555666',
    });
    const other1 = await client({
      name: 'Sara Gil (segunda)',
      email: 's2@example.com',
      phone: '644555667',
    });
    const otherDog = await dog(other1.id, 'Bruma');
    const request = await publicRequest({ clientEmail: 'sara.gil@example.com', dogName: 'Bruma' });

    const chosen = await approve(request, { clientId: other1.id, dogId: otherDog.id });
    expect(chosen.status).toBe(200);
    expect(chosen.body.data.appointment).toMatchObject({ clientId: other1.id, dogId: otherDog.id });

    const second = await publicRequest({ clientEmail: 'sara.gil@example.com', dogName: 'Bruma' });
    const before = await countClients(lucia);
    const fresh = await approve(second, { clientId: null, dogId: null });
    expect(fresh.status).toBe(200);
    expect(fresh.body.data.appointment.clientId).not.toBe(owner.id);
    const after = await countClients(lucia);
    expect(after.totalClients).toBe(before.totalClients + 1);
    expect(after.totalDogs).toBe(before.totalDogs + 1);
  });

  it("refuses a dog that is not the chosen client's, and another trainer's client or dog, changing nothing", async () => {
    const owner = await client({
      name: 'Leo Mar',
      email: 'leo.mar@example.com',
      phone: '655666777',
    });
    const stranger = await client({
      name: 'Eva Sol',
      email: 'eva.sol@example.com',
      phone: '655666778',
    });
    const strangersDog = await dog(stranger.id, 'Trufa');
    const foreign = await client(
      { name: 'Ajeno', email: 'ajeno@example.com', phone: '655666779' },
      other.token,
    );
    const foreignDog = await dog(foreign.id, 'Ajena', other.token);
    const request = await publicRequest({ clientEmail: 'leo.mar@example.com', dogName: 'Coco' });

    const wrongDog = await approve(request, { clientId: owner.id, dogId: strangersDog.id });
    expect(wrongDog.status).toBe(400);
    expect(wrongDog.body.errors.dogId).toBe('El perro no pertenece a este cliente');
    expect((await approve(request, { clientId: foreign.id })).status).toBe(404);
    expect((await approve(request, { clientId: owner.id, dogId: foreignDog.id })).status).toBe(404);
    expect((await approve(request, { clientId: 'no-es-un-id' })).status).toBe(400);
    // Another trainer cannot even see the match of this request.
    expect((await api.get(`${URL}/${request.id}/match`, other.token)).status).toBe(404);

    const pending = await api.get(`${URL}?status=PENDING&search=leo.mar`, lucia.token);
    expect(pending.body.data.requests).toEqual([
      expect.objectContaining({ id: request.id, clientId: null, dogId: null }),
    ]);
    expect(
      (await api.get(`/api/appointments?clientId=${owner.id}`, lucia.token)).body.data.appointments,
    ).toEqual([]);
  });

  it('20 concurrent approvals of one new owner create one client and one dog', async () => {
    const requests = [];
    for (let i = 0; i < 20; i++) {
      requests.push(
        await publicRequest({
          clientName: 'Olga Prieto',
          // The same person, written as people write: case, accents and phone spacing vary.
          clientEmail: i % 2 ? 'OLGA.PRIETO@example.com' : 'olga.prieto@example.com',
          clientPhone: i % 3 ? '677 888 999' : '+34677888999',
          dogName: i % 2 ? 'Chispa' : 'chispa',
        }),
      );
    }
    const before = await countClients(lucia);
    const results = await Promise.all(requests.map((request) => approve(request)));
    expect(results.map((r) => r.status)).toEqual(requests.map(() => 200));
    const clientIds = new Set(results.map((r) => r.body.data.appointment.clientId));
    const dogIds = new Set(results.map((r) => r.body.data.appointment.dogId));
    expect(clientIds.size).toBe(1);
    expect(dogIds.size).toBe(1);
    const after = await countClients(lucia);
    expect(after.totalClients).toBe(before.totalClients + 1);
    expect(after.totalDogs).toBe(before.totalDogs + 1);
  });
});

describe("'Nueva Cita' with a picked client and dog", () => {
  it('links to the picked ones, and matches or creates when none is picked', async () => {
    const owner = await client({
      name: 'Hugo Ruiz',
      email: 'hugo@example.com',
      phone: '688999000',
    });
    const rex = await dog(owner.id, 'Rex');
    const picked = await api.post(
      URL,
      internalRequest({
        requestedDate: nextDay(),
        clientId: owner.id,
        dogId: rex.id,
        confirm: true,
      }),
      lucia.token,
    );
    expect(picked.status).toBe(201);
    expect(picked.body.data).toMatchObject({
      clientId: owner.id,
      dogId: rex.id,
      status: 'APPROVED',
    });

    const typed = await api.post(
      URL,
      internalRequest({
        requestedDate: nextDay(),
        clientEmail: 'HUGO@example.com',
        dogName: 'rex',
      }),
      lucia.token,
    );
    expect(typed.body.data).toMatchObject({ clientId: owner.id, dogId: rex.id, status: 'PENDING' });

    const foreign = await client(
      { name: 'Ajena Dos', email: 'ajena2@example.com', phone: '600111999' },
      other.token,
    );
    const refused = await api.post(
      URL,
      internalRequest({ requestedDate: nextDay(), clientId: foreign.id }),
      lucia.token,
    );
    expect(refused.status).toBe(404);
  });
});

describe('names once linked (issue 27.5)', () => {
  it('shows the records’ names, not the typed ones, in the list, the calendar and the feed, and follows their edits', async () => {
    const owner = await client({
      name: 'María José García Muñoz',
      email: 'mj.garcia@example.com',
      phone: '699333444',
    });
    const toby = await dog(owner.id, 'Toby');
    const request = await publicRequest({
      clientName: 'María José García',
      clientEmail: 'MJ.Garcia@example.com',
      clientPhone: '699333444',
      dogName: 'toby',
    });
    const approved = await approve(request);
    expect(approved.status).toBe(200);
    const id = approved.body.data.appointment.id as string;
    const feed = (await api.post('/api/calendar-feed', undefined, lucia.token)).body.data
      .httpsUrl as string;

    const shown = async () => {
      const list = await api.get(`/api/appointments?clientId=${owner.id}`, lucia.token);
      const calendar = await api.get(
        `/api/appointments/calendar?startDate=${request.date}&endDate=${request.date}`,
        lucia.token,
      );
      const inCalendar = calendar.body.data.appointments.find((a: { id: string }) => a.id === id);
      const ics = String((await api.get(feed.replace(/^https?:\/\/[^/]+/, ''))).body).replace(
        /\r\n /g,
        '',
      );
      return {
        list: list.body.data.appointments.map((a: { clientName: string; dogName: string }) => [
          a.clientName,
          a.dogName,
        ]),
        calendar: [inCalendar.clientName, inCalendar.dogName],
        feed: ics.includes('Toby (María José García Muñoz)')
          ? 'record'
          : ics.includes('Tobías (María José García Muñoz de Vega)')
            ? 'edited'
            : ics,
      };
    };
    expect(await shown()).toEqual({
      list: [['María José García Muñoz', 'Toby']],
      calendar: ['María José García Muñoz', 'Toby'],
      feed: 'record',
    });

    const renamed = await api.put(
      `/api/clients/${owner.id}`,
      {
        name: 'María José García Muñoz de Vega',
        email: 'mj.garcia@example.com',
        phone: '699333444',
      },
      lucia.token,
    );
    expect(renamed.status).toBe(200);
    const dogRenamed = await api.put(
      `/api/dogs/${toby.id}`,
      { name: 'Tobías', breed: 'Mestizo', clientId: owner.id },
      lucia.token,
    );
    expect(dogRenamed.status).toBe(200);
    expect(await shown()).toEqual({
      list: [['María José García Muñoz de Vega', 'Tobías']],
      calendar: ['María José García Muñoz de Vega', 'Tobías'],
      feed: 'edited',
    });
  });
});

describe('approving a request that is already linked', () => {
  it("keeps the client and dog picked in 'Nueva Cita' unless the trainer chooses others", async () => {
    const picked = await client({
      name: 'Gala Mir',
      email: 'gala@example.com',
      phone: '699000111',
    });
    const pickedDog = await dog(picked.id, 'Nube');
    // Another client has the e-mail the request carries: the pick wins over the match.
    await client({ name: 'Otra Gala', email: 'gala.otra@example.com', phone: '699000112' });
    const date = nextDay();
    const pending = await api.post(
      URL,
      internalRequest({
        requestedDate: date,
        clientEmail: 'gala.otra@example.com',
        clientId: picked.id,
        dogId: pickedDog.id,
      }),
      lucia.token,
    );
    expect(pending.body.data).toMatchObject({ clientId: picked.id, status: 'PENDING' });
    const match = await api.get(`${URL}/${pending.body.data.id}/match`, lucia.token);
    expect(match.body.data).toEqual({
      client: { id: picked.id, label: 'Gala Mir', matchedBy: 'linked' },
      dog: { id: pickedDog.id, label: 'Nube' },
    });
    const approved = await approve({ id: pending.body.data.id, date }, {}, lucia.token);
    expect(approved.status).toBe(200);
    expect(approved.body.data.appointment).toMatchObject({
      clientId: picked.id,
      dogId: pickedDog.id,
    });
  });
});

describe('an unlinked appointment, and deleting what it is linked to', () => {
  it('keeps the appointment, unlinked, when its client is deleted, and links it again', async () => {
    const owner = await client({ name: 'Paz Roca', email: 'paz@example.com', phone: '611000111' });
    await dog(owner.id, 'Lola');
    const request = await publicRequest({ clientEmail: 'paz@example.com', dogName: 'Lola' });
    const { appointment } = (await approve(request)).body.data;
    expect(appointment.clientId).toBe(owner.id);

    expect((await api.del(`/api/clients/${owner.id}`, lucia.token)).status).toBe(200);
    const kept = await api.get(
      `/api/appointments?status=SCHEDULED&date=${request.date}`,
      lucia.token,
    );
    expect(kept.body.data.appointments).toEqual([
      expect.objectContaining({ id: appointment.id, clientId: null, dogId: null }),
    ]);

    const newOwner = await client({
      name: 'Paz Roca',
      email: 'paz2@example.com',
      phone: '611000112',
    });
    const lola = await dog(newOwner.id, 'Lola');
    const foreign = await client(
      { name: 'Ajena Tres', email: 'ajena3@example.com', phone: '600111888' },
      other.token,
    );
    const link = (body: unknown, token = lucia.token) =>
      api.put(`/api/appointments/${appointment.id}/link`, body, token);
    expect((await link({ clientId: foreign.id, dogId: lola.id })).status).toBe(404);
    expect((await link({ clientId: newOwner.id, dogId: lola.id }, other.token)).status).toBe(404);
    const linked = await link({ clientId: newOwner.id, dogId: lola.id });
    expect(linked.status).toBe(200);
    expect(linked.body.data).toMatchObject({ clientId: newOwner.id, dogId: lola.id });
  });
});

describe("'Registrar sesión' from an appointment", () => {
  const session = (dogId: string, appointmentId: string) => ({
    dogId,
    appointmentId,
    date: new Date().toISOString(),
    duration: 60,
    objectives: 'Caminar sin tirar',
    activities: 'Paseo con correa corta',
  });

  it('creates the session and completes the appointment in one step; refuses another dog or trainer', async () => {
    const owner = await client({ name: 'Teo Gil', email: 'teo@example.com', phone: '622000111' });
    const max = await dog(owner.id, 'Max');
    const other1 = await dog(owner.id, 'Otra');
    const date = nextDay();
    await offerTime(api, lucia, date, '10:00');
    const created = await api.post(
      URL,
      internalRequest({
        requestedDate: date,
        requestedTime: '10:00',
        clientId: owner.id,
        dogId: max.id,
        confirm: true,
      }),
      lucia.token,
    );
    expect(created.status).toBe(201);
    const [appointment] = (await api.get(`/api/appointments?dogId=${max.id}`, lucia.token)).body
      .data.appointments;

    const wrongDog = await api.post(
      '/api/sessions',
      session(other1.id, appointment.id),
      lucia.token,
    );
    expect(wrongDog.status).toBe(400);
    const foreignDog = await dog(
      (await client({ name: 'Ajena', email: 'a4@example.com', phone: '600222333' }, other.token))
        .id,
      'Ajeno',
      other.token,
    );
    const intruder = await api.post(
      '/api/sessions',
      session(foreignDog.id, appointment.id),
      other.token,
    );
    expect(intruder.status).toBe(404);
    const still = await api.get(`/api/appointments?dogId=${max.id}`, lucia.token);
    expect(still.body.data.appointments[0].status).toBe('SCHEDULED');

    const res = await api.post('/api/sessions', session(max.id, appointment.id), lucia.token);
    expect(res.status).toBe(201);
    expect(res.body.data.dog.id).toBe(max.id);
    const done = await api.get(`/api/appointments?dogId=${max.id}`, lucia.token);
    expect(done.body.data.appointments[0]).toMatchObject({
      id: appointment.id,
      status: 'COMPLETED',
    });
    const sessions = await api.get(`/api/sessions?dogId=${max.id}`, lucia.token);
    expect(sessions.body.data.sessions).toHaveLength(1);
  });
});
