import { beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_MESSAGES, fieldsOf } from '@adiestra/shared';
import type { z } from 'zod';
import { createRecord, type ApiClient } from './test/api-client.ts';
import { createPendingRequest, inDays } from './test/booking-fixtures.ts';
import { createClass, groupService } from './test/class-fixtures.ts';
import { addMember } from './test/staff-fixtures.ts';
import { trainerTestApp, type TestApp, type Trainer } from './test/test-app.ts';

/**
 * Decision 0142: a member without `seeContacts` receives no client's e-mail, phone, address or
 * emergency contact in any answer (null where the field is), and cannot change them; a member
 * with it, and the titular, see and change them as before.
 */

let t: TestApp, api: ApiClient, lucia: Trainer;
let hidden: string, shown: string, clientId: string, dogId: string, classId: string;

const CLIENT = {
  name: 'Ana Pérez',
  email: 'ana.contactos@example.com',
  phone: '611000333',
  address: 'Calle Mayor 1, Madrid',
  emergencyContact: 'Luis Pérez',
  emergencyPhone: '611000444',
};

beforeAll(async () => {
  ({
    t,
    api,
    trainers: [lucia],
  } = await trainerTestApp(['Lucía']));
  // Recepción keeps the whole school's work (decision 0148), Lucía's class included.
  hidden = (await addMember(t, api, lucia.token, 'recepcion', { seeContacts: false })).token;
  shown = (await addMember(t, api, lucia.token, 'recepcion', undefined, 'Eva Sol')).token;
  clientId = (await createRecord(api, '/api/clients', CLIENT, lucia.token)).id;
  const dog = { name: 'Kira', breed: 'Mestizo', clientId };
  dogId = (await createRecord(api, '/api/dogs', dog, lucia.token)).id;
  await createPendingRequest(api, lucia);
  classId = await createClass(api, lucia, {
    serviceId: await groupService(api, lucia),
    date: inDays(6),
  });
  const enrolled = await api.post(
    `/api/classes/${classId}/enrolments`,
    { clientId, dogId },
    lucia.token,
  );
  expect(enrolled.status, JSON.stringify(enrolled.body)).toBe(201);
  return t.close;
});

/** Every value under a key named like a contact in `body`, with its path. */
function contactValues(body: unknown, path = ''): [string, unknown][] {
  if (Array.isArray(body)) return body.flatMap((v, i) => contactValues(v, `${path}[${i}]`));
  if (body === null || typeof body !== 'object') return [];
  return Object.entries(body).flatMap(([k, v]) =>
    CONTACT_LOOKING.test(k) && (v === null || typeof v !== 'object')
      ? [[`${path}.${k}`, v] as [string, unknown]]
      : contactValues(v, `${path}.${k}`),
  );
}
const CONTACT_LOOKING = /e-?mail|phone|tel[eé]fono|address|direcci|emergenc/i;

const READS = [
  '/api/clients',
  () => `/api/clients/${clientId}`,
  '/api/dogs',
  () => `/api/dogs/${dogId}`,
  '/api/appointments/requests',
  () => `/api/classes/${classId}`,
];

describe('contacts without the grant (decision 0142)', () => {
  it('are null in every read for a member without seeContacts, and there for one with it', async () => {
    for (const entry of READS) {
      const url = typeof entry === 'string' ? entry : entry();
      const without = await api.get(url, hidden);
      expect(without.status, url).toBe(200);
      const leaked = contactValues(without.body.data).filter(([, v]) => v !== null);
      expect(leaked, url).toEqual([]);
      expect(contactValues(without.body.data).length, url).toBeGreaterThan(0);
      const withIt = await api.get(url, shown);
      const visible = contactValues(withIt.body.data).filter(([, v]) => v);
      expect(visible.length, url).toBeGreaterThan(0);
    }
    const titular = await api.get(`/api/clients/${clientId}`, lucia.token);
    expect(titular.body.data).toMatchObject({ ...CLIENT, name: 'Ana Pérez' });
  });

  it('cannot be replaced without the grant; the rest of the client can', async () => {
    const put = await api.put(
      `/api/clients/${clientId}`,
      { ...CLIENT, phone: '699999999' },
      hidden,
    );
    expect(put.status).toBe(403);
    expect(put.body.message).toBe(ACCESS_MESSAGES.contacts);
    const patch = await api.call('PATCH', `/api/clients/${clientId}`, {
      token: hidden,
      body: { name: 'Ana Pérez Gil', notes: 'Prefiere las tardes' },
    });
    expect(patch.status, JSON.stringify(patch.body)).toBe(200);
    expect(patch.body.data).toMatchObject({ name: 'Ana Pérez Gil', email: null, phone: null });
    const stored = await api.get(`/api/clients/${clientId}`, lucia.token);
    expect(stored.body.data).toMatchObject({
      ...CLIENT,
      name: 'Ana Pérez Gil',
      notes: 'Prefiere las tardes',
    });
  });

  it('stay replaceable by a member with the grant', async () => {
    const put = await api.put(`/api/clients/${clientId}`, { ...CLIENT, phone: '699999999' }, shown);
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    expect(put.body.data.phone).toBe('699999999');
  });
});

/**
 * A field that looks like a contact in a member's answer is either marked with `contactField`
 * (shared contact-fields.ts) or listed here with why a member without the grant may read it.
 */
const NOT_A_CLIENTS_CONTACT: Record<string, string> = {
  visitAddress: 'where a home visit is: the trainer who gives it must get there',
  vetPhone: "the dog's vet, not the client",
  contactPhone: "the business's own phone, shown to owners",
};
const NOT_A_CLIENTS_CONTACT_IN = [
  // The members' own addresses and the platform's administration.
  /^\/api\/(auth|staff|admin)(\/|$)/,
  // An invoice's recipient is part of the invoice (RD 1619/2012 art. 6), read under `money`.
  /^\/api\/invoices/,
  // The preview repeats the file the caller is importing.
  /^\/api\/clients\/import\//,
];

describe('every answer marks its contacts', () => {
  it('no route answers a contact-looking field that is not marked', () => {
    const unmarked: string[] = [];
    for (const route of t.app.routeTable) {
      if (route.access === 'public' || !route.url.startsWith('/api/')) continue;
      const answers = (route.schema as { response?: Record<string, z.ZodType> } | undefined)
        ?.response;
      for (const answer of Object.values(answers ?? {})) {
        for (const field of fieldsOf(answer)) {
          if (field.contact || !CONTACT_LOOKING.test(field.key)) continue;
          if (field.key in NOT_A_CLIENTS_CONTACT) continue;
          if (NOT_A_CLIENTS_CONTACT_IN.some((r) => r.test(route.url))) continue;
          unmarked.push(`${route.method} ${route.url} ${field.path}`);
        }
      }
    }
    expect(unmarked).toEqual([]);
  });
});
